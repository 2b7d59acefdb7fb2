import { type PayableBill } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ComponentType } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { usableCouponsQuery } from '../api/usable-coupons';
import { CouponRow } from './coupon-row';
import { Paths } from '../../../lib/paths';
import { usePayModel } from '../../../payment-kit/pay-model';
import { usePay } from '../hooks/use-pay';
import { BillCard } from './bill-card';
import { ChannelChoice } from '../../../payment-kit/channel-picker';
import { PayBar } from './pay-bar';
import styles from './pay.module.css';
import { SkeletonBar, SkeletonLine } from '../../../components/skeleton-bar';

export interface PayScreenProps {
  heading: string;
  bills: readonly PayableBill[];
  /**
   * Several bills, each with this checkbox (all ticked at first). Passed by the one page that selects (multi-pay-page:
   * antd-mobile's Checkbox), so the single-bill pay pages, landing pages of the exit QR codes (90 KB budget), do not
   * load it (about 2 KB gzip with its style sheet).
   */
  selectWith?: ComponentType<{ 'aria-label': string; checked: boolean; onChange: (checked: boolean) => void }>;
  /** A line under the bills (what happens after paying). */
  note?: string;
  /** The server said the amount changed: read the bills again. */
  onQuoteChanged: () => void;
}

/** Bills, pay channels and the pay bar: the body of every pay page. */
export function PayScreen({ heading, bills, selectWith: Select, note, onQuoteChanged }: PayScreenProps) {
  const model = usePayModel();
  const navigate = useNavigate();
  const { pay, paying } = usePay({ onQuoteChanged });
  const [deselected, setDeselected] = useState<ReadonlySet<string>>(new Set());
  const [picked, setPicked] = useState<number | null>(null);

  const chosen = bills.filter((b) => !deselected.has(b.uniqueId));
  // A coupon pays one bill of a car still in the park, for a signed-in driver: the best is preselected (decision 039).
  const [params] = useSearchParams();
  const single = bills.length === 1 && !bills[0]!.isArrears ? bills[0]! : undefined;
  const coupons = useQuery({
    ...usableCouponsQuery({ uniqueId: single?.uniqueId ?? '', parkId: single?.parkId ?? '' }),
    enabled: single !== undefined && isLoggedIn(browserStore),
  });
  const couponId = params.get('couponId') ?? coupons.data?.bestId ?? 'none';
  const coupon = coupons.data?.results.find((c) => c.id === couponId);
  const totalFen = coupon ? coupon.dueFen : chosen.reduce((sum, b) => sum + b.dueFen, 0);
  const channels = model.data?.channels ?? [];
  const channel = picked ?? model.data?.defaultChannel ?? null;
  const sandbox = channels.some((c) => c.sandbox);

  const toggle = (uniqueId: string, on: boolean) =>
    setDeselected((current) => {
      const next = new Set(current);
      if (on) next.delete(uniqueId);
      else next.add(uniqueId);
      return next;
    });

  return (
    <div className={styles.page}>
      <section className={styles.card} aria-label={heading}>
        <h2 className={styles.heading}>{heading}</h2>
        {bills.map((bill, index) => (
          <Fragment key={bill.uniqueId}>
            {index > 0 && <div className={styles.billDivider} />}
            <div className={styles.bill}>
              {Select && (
                <Select
                  aria-label={`选择 ${bill.formatPlateNo} ${bill.parkName}`}
                  checked={!deselected.has(bill.uniqueId)}
                  onChange={(on) => toggle(bill.uniqueId, on)}
                />
              )}
              <BillCard bill={bill} />
            </div>
          </Fragment>
        ))}
      </section>
      {single && coupons.data && <CouponRow bill={single} coupons={coupons.data.results} chosen={coupon} />}
      {note && <p className={styles.note}>{note}</p>}
      <section className={styles.card} aria-label="支付方式">
        <h2 className={styles.heading}>支付方式</h2>
        <ChannelChoice
          pending={model.isPending}
          channels={channels}
          value={channel}
          onChange={setPicked}
          totalFen={totalFen}
          onTopUp={() => navigate(Paths.ACCOUNT_BALANCE)}
        />
      </section>
      {sandbox && <p className={styles.sandbox}>演示环境：微信/支付宝为沙箱模拟支付，确认后不会真实扣款。</p>}
      <PayBar
        totalFen={totalFen}
        paying={paying}
        disabled={chosen.length === 0 || channel === null}
        onPay={() => channel !== null && void pay(chosen, channel, coupon)}
      />
    </div>
  );
}

/**
 * What a pay page paints while its bill is asked (the first screen of an exit QR code, a landing page): the screen's
 * headings, the bill's labels, grey bars where the plate, the amount and the values will be, and the pay bar with a
 * grey shape where its button will be, each as high as what replaces it, so nothing moves when the bill arrives.
 */
export function PayScreenSkeleton({ heading }: { heading: string }) {
  return (
    <div className={styles.page} role="status" aria-busy="true" aria-label="账单加载中">
      <section className={styles.card} aria-label={heading}>
        <h2 className={styles.heading}>{heading}</h2>
        <div className={styles.billBody}>
          <div className={styles.billTop}>
            <SkeletonLine as="span" className={styles.plate} />
            <SkeletonLine as="span" className={styles.due} width="4em" />
          </div>
          <dl className={styles.rows}>
            {['停车场', '入场时间', '停车时长'].map((label) => (
              <Fragment key={label}>
                <dt>{label}</dt>
                <dd>
                  <SkeletonBar />
                </dd>
              </Fragment>
            ))}
          </dl>
        </div>
      </section>
      <section className={styles.card} aria-label="支付方式">
        <h2 className={styles.heading}>支付方式</h2>
        <div className={styles.channelPlaceholder} />
        <div className={styles.channelPlaceholder} />
      </section>
      {/* The pay bar as drawn, its amount and button grey: no button yet, so no tap can reach a bill not shown. */}
      <div className={styles.bar}>
        <span className={styles.total}>
          合计 <SkeletonBar width="4em" />
        </span>
        <span className={`${styles.payButton} ${styles.buttonPlaceholder}`} />
      </div>
    </div>
  );
}
