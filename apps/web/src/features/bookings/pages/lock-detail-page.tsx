import { formatShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { useQuery } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { Facts, Section } from '../../../components/section';
import { lockQuery } from '../api/bookings';
import { LockCard } from '../components/lock-card';
import styles from '../components/bookings.module.css';
import { bookingDetailPath } from '../lib/booking-paths';

/** /lockDetail?lockId (地锁详情): one lock of the driver's booking, live, with its buttons and its facts. */
export default function LockDetailPage() {
  const [search] = useSearchParams();
  const lockId = search.get('lockId') ?? '';
  if (!/^[A-Za-z0-9_-]{3,64}$/.test(lockId)) return <PageState title="地锁不存在" description="链接缺少地锁编号" />;
  return <Detail lockId={lockId} />;
}

function Detail({ lockId }: { lockId: string }) {
  const navigate = useNavigate();
  const q = useQuery(lockQuery(lockId));
  if (!q.isSuccess) return <QueryState query={q} failed="地锁加载失败" />;
  const lock = q.data;
  return (
    <div className={styles.page}>
      <div className={styles.list}>
        <LockCard lock={lock} />
      </div>
      <Section title="地锁信息">
        <Facts
          rows={[
            ['地锁编号', lock.lockId],
            ['网关', lock.online ? '在线' : '离线'],
            ['最近上报', lock.reportedAt ? formatShanghaiDateTime(lock.reportedAt) : '暂无'],
            ['最近指令', lock.command ? formatShanghaiDateTime(lock.command.createdAt) : '暂无'],
          ]}
        />
        <p className={styles.muted}>降锁后请尽快驶入；车辆离开后地锁将自动升起。</p>
        {lock.bookingId && (
          <div className={styles.actions}>
            <Button variant="outline" onClick={() => void navigate(bookingDetailPath(lock.bookingId!))}>
              查看预约
            </Button>
          </div>
        )}
      </Section>
    </div>
  );
}
