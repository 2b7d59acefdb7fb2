import { formatFen, payChannelLabel, type PayChannel } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { Link } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { NoPlanState } from '../components/no-plan-state';
import { useMonthlyPlanPayments } from '../api/monthly-plan-screens';
import { dayOf, lastDayOf } from '../lib/days';
import styles from '../../../components/offer-page.module.css';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** /mounthPayList: every payment of the driver's plans, newest first, its state and refunds (cancel, undeliverable). */
export default function MonthlyPlanPaymentsPage() {
  const payments = useMonthlyPlanPayments();
  if (!payments.isSuccess) return <QueryState query={payments} failed="缴费记录加载失败" />;
  if (payments.data.results.length === 0) {
    return <NoPlanState title="暂无月卡缴费记录" illustration="list" />;
  }
  return (
    <div className={styles.page}>
      <ul className={styles.list} aria-label="月卡缴费记录">
        {payments.data.results.map((p) => (
          <li key={p.orderNo}>
            <Link className={styles.card} to={href(screen.mounthlyDetail, { planId: p.planId })}>
              <p className={styles.name}>
                {p.parkName} · {p.kindName} · {p.kindText}{' '}
                <span className={styles.price}>{formatFen(p.amountFen)}</span>
              </p>
              <p className={styles.meta}>
                {dayOf(p.periodFrom)} 至 {lastDayOf(p.periodUntil)}
              </p>
              <p className={styles.meta}>
                {formatShanghaiMinute(p.paidAt)} · {payChannelLabel[p.payChannel as PayChannel] ?? ''} · {p.stateText}
              </p>
              {p.refunds.map((r) => (
                <p key={r.refundNo} className={styles.meta}>
                  退款 {formatFen(r.amountFen)} · {r.stateText} · {formatShanghaiMinute(r.createdAt)}
                </p>
              ))}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
