import { formatFen, formatPlateNo } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { useViolations } from '../api/sharing';
import styles from '../components/sharing.module.css';

/** /violationRecord: stays outside their windows — early entry, late exit — their minutes and fee. */
export default function ViolationRecordPage() {
  const violations = useViolations();
  if (!violations.isSuccess) return <QueryState query={violations} failed="违规记录加载失败" />;
  if (violations.data.results.length === 0) return <PageState title="暂无违规记录" illustration="list" />;
  return (
    <ul className={styles.list} aria-label="违规记录">
      {violations.data.results.map((v) => (
        <li key={v.violationId} className={styles.card}>
          <p className={styles.name}>
            {v.parkName} · {formatPlateNo(v.plateNo)}
          </p>
          <p className={styles.meta}>
            {formatShanghaiMinute(v.enteredAt)} 入场 · {formatShanghaiMinute(v.exitedAt)} 出场
          </p>
          <p className={styles.meta}>
            超出时段 {v.minutes} 分钟
            {v.earlyMinutes > 0 ? `（早入场 ${v.earlyMinutes} 分钟）` : ''}
            {v.lateMinutes > 0 ? `（晚离场 ${v.lateMinutes} 分钟）` : ''}
          </p>
          <p className={styles.meta}>
            超时费用 <span className={styles.price}>{formatFen(v.feeFen)}</span> · {v.paid ? '已支付' : '待补缴'}
          </p>
        </li>
      ))}
    </ul>
  );
}
