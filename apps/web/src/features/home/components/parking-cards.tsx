import type { BoundVehicleParking } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { boundBillQuery, boundParkingsQuery } from '../../../api/parking/home-parking';
import { href } from '../../../lib/paths';
import { canPay, cardState, cardText } from '../lib/bill-state';
import styles from './parking-cards.module.css';
import { leaveByText } from '../../../lib/leave-by';
import { useNow } from '../../../lib/use-now';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import * as screen from '../../../lib/screen-paths.gen';

function ParkingCard({ parking, active }: { parking: BoundVehicleParking; active: boolean }) {
  const navigate = useNavigate();
  // Spec section 4: swiping to a card loads that plate's bill; cards never shown ask nothing.
  const bill = useQuery({ ...boundBillQuery(parking.plateId), enabled: active });
  // A failed bill reads '--', like one whose fee could not be worked out.
  const now = useNow();
  const state = bill.isError ? ({ kind: 'unknown' } as const) : cardState(bill.data, bill.isPending, now);
  const payable = canPay(bill.data, bill.isPending, now);
  const ref = { uniqueId: parking.uniqueId, parkId: parking.parkId };
  // Paid: the card leads to the order (its leave-by time and receipt); otherwise to paying, once there is a bill.
  const open = () => {
    if (state.kind === 'paid') void navigate(href(screen.orderRecordDetail, ref));
    else if (payable) void navigate(href(screen.payPage, ref));
  };
  return (
    <button type="button" className={styles.card} onClick={open} aria-disabled={!payable && state.kind !== 'paid'}>
      <span className={styles.plate}>{parking.formatPlateNo}</span>
      <span className={styles.park}>{parking.parkName}</span>
      <span className={styles.since}>入场 {formatShanghaiMinute(parking.parkStartTime)}</span>
      <span className={styles.fee} role="status">
        {state.kind === 'loading' && <span className={styles.spinner} aria-hidden />}
        {state.kind === 'fee' ? state.text : state.kind === 'paid' ? '已缴' : cardText[state.kind]}
      </span>
      {payable && <span className={styles.pay}>去缴费</span>}
      {state.kind === 'paid' && <span className={styles.leaveBy}>{leaveByText(state.leave)}</span>}
    </button>
  );
}

/** Swipeable cards of the driver's plates parked now (spec sections 1 and 4); a text when none is parked. */
export function ParkingCards() {
  const parkings = useQuery(boundParkingsQuery());
  const track = useRef<HTMLDivElement>(null);
  const [index, setIndex] = useState(0);
  if (parkings.isError) return null;
  // The same height as the "none" line, so the sections below do not jump when the answer comes.
  if (parkings.isPending) return <p className={styles.none}>查询中…</p>;
  if (parkings.data.length === 0) return <p className={styles.none}>暂无在停车辆</p>;
  const onScroll = () => {
    const el = track.current;
    if (el && el.clientWidth > 0) setIndex(Math.round(el.scrollLeft / el.clientWidth));
  };
  return (
    <div className={styles.wrap}>
      <div ref={track} className={styles.track} onScroll={onScroll} role="group" aria-label="在停车辆卡片">
        {parkings.data.map((parking, i) => (
          <div key={parking.plateId} className={styles.slide}>
            <ParkingCard parking={parking} active={i === index} />
          </div>
        ))}
      </div>
      {parkings.data.length > 1 && (
        <p className={styles.pager}>
          {index + 1} / {parkings.data.length}
        </p>
      )}
    </div>
  );
}
