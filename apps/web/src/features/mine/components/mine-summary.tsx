import { formatFen } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { plateCountQuery } from '../../../api/driver/plate-count';
import { href, Paths } from '../../../lib/paths';
import { balanceQuery, unfinishedQuery } from '../api/mine-summary';
import styles from './mine-summary.module.css';
import * as screen from '../../../lib/screen-paths.gen';

/** requestType 2 of /orderRecord: arrears (contracts ParkOrderRequestType.ARREARS). */
const ARREARS_TAB = 2;

function Figure({ to, value, label }: { to: string; value: string | undefined; label: string }) {
  // The figure keeps its box while loading ('--' at the same size), so the row never moves.
  return (
    <Link className={styles.figure} to={to}>
      <span className={styles.value}>{value ?? '--'}</span>
      <span className={styles.label}>{label}</span>
    </Link>
  );
}

/**
 * A signed-in driver's figures under the header: the balance with 充值 (when the dealer offers a balance), the plates
 * bound, the orders to pay and the cars in the park, each leading to its screen.
 */
export function MineSummary({ balance }: { balance: boolean }) {
  const plates = useQuery(plateCountQuery());
  const unfinished = useQuery(unfinishedQuery());
  const money = useQuery({ ...balanceQuery(), enabled: balance });
  const arrears = unfinished.data?.arrearsCount;
  return (
    <section className={styles.summary} aria-label="我的概览">
      {balance && (
        <div className={styles.balance}>
          <Link className={styles.balanceText} to={Paths.ACCOUNT_BALANCE}>
            <span className={styles.label}>账户余额</span>
            <span className={styles.amount}>{money.data ? formatFen(money.data.balanceFen) : '--'}</span>
          </Link>
          <Link className={styles.recharge} to={Paths.ACCOUNT_BALANCE}>
            充值
          </Link>
        </div>
      )}
      <div className={styles.figures}>
        <Figure to={Paths.CAR_MANAGE} value={plates.data?.count.toString()} label="我的车辆" />
        <Figure
          to={href(screen.orderRecord, { requestType: ARREARS_TAB })}
          value={arrears?.toString()}
          label="待补缴"
        />
        <Figure
          to={href(screen.orderRecord, { requestType: 1 })}
          value={unfinished.data?.parkingCount.toString()}
          label="停车中"
        />
      </div>
      {arrears !== undefined && arrears > 0 && (
        <Link className={styles.owed} to={href(screen.orderRecord, { requestType: ARREARS_TAB })} role="alert">
          您有 {arrears} 笔停车费待补缴，去处理 ›
        </Link>
      )}
    </section>
  );
}
