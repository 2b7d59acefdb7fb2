import { formatFen, type OccupyOrderItem } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { occupyOrdersQuery } from '../api/charging';
import { minutesText, occupyDetailPath } from '../lib/occupy';
import { OrderItemsSkeleton } from './charging-skeletons';
import styles from './charging.module.css';

/** The driver's occupation orders, unpaid first, paged; each opens its detail (shared by /chargeOccupation). */
export function OccupyList() {
  const list = useInfiniteQuery(occupyOrdersQuery());
  if (!list.isSuccess)
    return (
      <QueryState query={list} failed="占位订单加载失败" loading={<OrderItemsSkeleton label="占位订单加载中" />} />
    );
  const items = list.data.pages.flatMap((p) => p.results);
  if (items.length === 0) return <PageState illustration="list" title="暂无占位订单" />;
  return (
    <>
      {items.map((o) => (
        <OccupyItem key={o.orderNo} order={o} />
      ))}
      <LoadMore pages={list} />
    </>
  );
}

function OccupyItem({ order: o }: { order: OccupyOrderItem }) {
  const navigate = useNavigate();
  return (
    <button type="button" className={styles.item} onClick={() => void navigate(occupyDetailPath(o.orderNo))}>
      <span className={styles.itemHead}>
        <span>{o.stationName}</span>
        <span className={o.phase === 'unpaid' ? styles.strong : undefined}>{o.phaseText}</span>
      </span>
      <p className={styles.itemMeta}>
        {o.gunName} · 占位{minutesText(o.minutes)}
        <br />
        {formatShanghaiMinute(o.startedAt)} · <span className={styles.strong}>{formatFen(o.amountFen)}</span>
      </p>
    </button>
  );
}
