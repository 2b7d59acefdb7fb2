import { formatFen, type BookingSummary } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import Tag from 'antd-mobile/es/components/tag';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { bookingsQuery } from '../api/bookings';
import { BookingListSkeleton } from '../components/booking-skeletons';
import styles from '../components/bookings.module.css';
import { useNow } from '../../../lib/use-now';
import { bookingDetailPath, BookingPaths } from '../lib/booking-paths';
import { countdown } from '../lib/times';

const COLOR: Partial<Record<BookingSummary['state'], string>> = {
  booked: 'primary',
  arrived: 'success',
  pending: 'warning',
  failed: 'danger',
};

/** What the countdown says for a booking: until the start, until the hold ends, or nothing. */
function when(now: number, b: BookingSummary): string | undefined {
  if (b.state !== 'booked') return undefined;
  const toStart = countdown(now, b.startAt);
  if (toStart) return `距预约开始 ${toStart}`;
  const toEnd = countdown(now, b.holdUntil);
  return toEnd ? `车位保留剩余 ${toEnd}` : undefined;
}

/** /bookRecord (预约记录): the driver's bookings, newest first, 15 a page, with a countdown to each start. */
export default function BookRecordPage() {
  const navigate = useNavigate();
  const now = useNow();
  const list = useInfiniteQuery(bookingsQuery());
  if (!list.isSuccess) return <QueryState query={list} failed="预约记录加载失败" loading={<BookingListSkeleton />} />;
  const items = list.data.pages.flatMap((p) => p.results);
  if (items.length === 0) {
    return (
      <PageState
        title="暂无预约记录"
        illustration="orders"
        action={{ text: '去预约', onClick: () => void navigate(BookingPaths.INDEX) }}
      />
    );
  }
  return (
    <div className={styles.list}>
      {items.map((b) => (
        <button
          key={b.bookingId}
          type="button"
          className={styles.item}
          onClick={() => void navigate(bookingDetailPath(b.bookingId))}
        >
          <span className={styles.itemHead}>
            <span>{b.parkName}</span>
            <Tag color={COLOR[b.state] ?? 'default'}>{b.stateText}</Tag>
          </span>
          <span className={styles.muted}>
            {b.formatPlateNo} · {b.berthTypeText} {b.spaceCode} · 预约金 {formatFen(b.depositFen)}
          </span>
          <br />
          <span className={styles.muted}>预计到达 {formatShanghaiMinute(b.startAt)}</span>
          {when(now, b) && (
            <>
              <br />
              <span className={styles.money}>{when(now, b)}</span>
            </>
          )}
        </button>
      ))}
      <LoadMore pages={list} />
    </div>
  );
}
