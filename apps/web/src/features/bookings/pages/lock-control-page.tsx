import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { myLocksQuery } from '../api/bookings';
import { LockCard } from '../components/lock-card';
import { LockListSkeleton } from '../components/booking-skeletons';
import styles from '../components/bookings.module.css';
import { lockDetailPath, BookingPaths } from '../lib/booking-paths';

/** /lockControl (我的地锁): the locks of the driver's current bookings, live, each with its buttons. */
export default function LockControlPage() {
  const navigate = useNavigate();
  const locks = useQuery(myLocksQuery());
  if (!locks.isSuccess) return <QueryState query={locks} failed="地锁加载失败" loading={<LockListSkeleton />} />;
  if (locks.data.results.length === 0) {
    return (
      <PageState
        title="暂无可控制的地锁"
        description="预约车位后，可在预约时段内在这里降下地锁"
        illustration="list"
        action={{ text: '去预约', onClick: () => void navigate(BookingPaths.INDEX) }}
      />
    );
  }
  return (
    <div className={styles.list}>
      {locks.data.results.map((lock) => (
        <LockCard key={lock.lockId} lock={lock} onOpen={() => void navigate(lockDetailPath(lock.lockId))} />
      ))}
    </div>
  );
}
