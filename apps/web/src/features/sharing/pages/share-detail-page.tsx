import { formatFen, formatPlateNo } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useSearchParams } from 'react-router';
import { QueryState } from '../../../components/query-state';
import { Section } from '../../../components/section';
import { useShare } from '../api/sharing';
import styles from '../components/sharing.module.css';

/** /wrongTimePackageDetail, /wrongTimeSubscribeDetail ?shareId: a share and its window calendar. */
export default function ShareDetailPage() {
  const [search] = useSearchParams();
  const share = useShare(search.get('shareId') ?? '');
  if (!share.isSuccess) return <QueryState query={share} failed="错时共享加载失败" />;
  const s = share.data;
  return (
    <div className={styles.page}>
      <Section title={`${s.parkName} · ${s.name}`} extra={s.statusText}>
        <p className={styles.meta}>
          {formatPlateNo(s.plateNo)} · {s.kindName} {s.period} · {formatFen(s.priceFen)}
        </p>
        <p className={styles.meta}>{s.scheduleText}</p>
        {s.orderNo && <p className={styles.meta}>订单号 {s.orderNo}</p>}
      </Section>
      <Section title="可停时段">
        <ul className={styles.list} aria-label="可停时段">
          {s.windows.map((w) => (
            <li key={w.from} className={styles.meta}>
              {formatShanghaiMinute(w.from)} 至 {formatShanghaiMinute(w.to)}
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}
