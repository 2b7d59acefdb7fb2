import { formatFen, type PayableBill } from '@parking/contracts';
import { durationText } from '../lib/pay-result';
import { FeeBreakdown } from './fee-breakdown';
import styles from './pay.module.css';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';

/** One bill: plate, park, times, what it owes now (fen from the server, shown as 12.50元) and how that was reached. */
export function BillCard({ bill }: { bill: PayableBill }) {
  return (
    <div className={styles.billBody}>
      <div className={styles.billTop}>
        <span className={styles.plate}>{bill.formatPlateNo}</span>
        <span className={styles.due} aria-label="应缴金额">
          {formatFen(bill.dueFen)}
        </span>
      </div>
      {(bill.isArrears || bill.atExitLane) && (
        <div className={styles.tags}>
          {bill.isArrears && <span className={styles.tag}>欠费补缴</span>}
          {bill.atExitLane && <span className={styles.tagExit}>出口待缴</span>}
        </div>
      )}
      <dl className={styles.rows}>
        <dt>停车场</dt>
        <dd>{bill.parkName}</dd>
        <dt>入场时间</dt>
        <dd>{formatShanghaiMinute(bill.parkStartTime)}</dd>
        {bill.parkEndTime && (
          <>
            <dt>离场时间</dt>
            <dd>{formatShanghaiMinute(bill.parkEndTime)}</dd>
          </>
        )}
        <dt>停车时长</dt>
        <dd>{durationText(bill.parkDuration)}</dd>
        {bill.paidFen > 0 && (
          <>
            <dt>已缴金额</dt>
            <dd>{formatFen(bill.paidFen)}</dd>
          </>
        )}
      </dl>
      {bill.fee && <FeeBreakdown fee={bill.fee} />}
    </div>
  );
}
