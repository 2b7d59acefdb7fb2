import type { FollowAlert } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../../components/button';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { alertKeys, alertsQuery, readAlerts } from '../api/alerts';
import styles from './follows.module.css';

const ALERT_KIND_TEXT: Record<FollowAlert['kind'], string> = {
  availability: '空位',
  price: '调价',
  ticketReply: '客服',
};

/**
 * 提醒: the alerts of followed places (decision 059) and the service desk's answers to the driver's tickets (decision
 * 088), newest first. Unread ones carry a dot; tapping one reads it and opens the place on the map while it is still
 * followed, or the ticket; 全部已读 reads them all.
 */
export function AlertList({ onOpen }: { onOpen: (alert: FollowAlert) => void }) {
  const client = useQueryClient();
  const list = useInfiniteQuery(alertsQuery());
  const read = useMutation({
    mutationFn: readAlerts,
    onSuccess: () => client.invalidateQueries({ queryKey: alertKeys.all }),
  });
  if (!list.isSuccess) return <QueryState query={list} failed="提醒加载失败" />;
  const items = list.data.pages.flatMap((p) => p.results);
  const unread = list.data.pages[0]?.unread ?? 0;
  if (items.length === 0) {
    return (
      <PageState
        title="暂无提醒"
        description="关注的停车场有空位、充电站有空闲桩或价格调整，以及客服回复您的反馈时，会在这里提醒您"
        illustration="list"
      />
    );
  }
  return (
    <div className={styles.alerts}>
      {unread > 0 && (
        <div className={styles.alertsHead}>
          <span>{unread} 条未读</span>
          <Button variant="outline" size="small" disabled={read.isPending} onClick={() => read.mutate(undefined)}>
            全部已读
          </Button>
        </div>
      )}
      <ul className={styles.list} aria-label="提醒">
        {items.map((a) => (
          <li key={a.alertId}>
            <button
              type="button"
              className={`${styles.card} ${styles.alert}`}
              onClick={() => {
                if (!a.read) read.mutate([a.alertId]);
                onOpen(a);
              }}
            >
              <span className={styles.head}>
                {!a.read && <span className={styles.dot} aria-label="未读" />}
                <span className={a.kind === 'price' ? `${styles.kind} ${styles.kindPrice}` : styles.kind}>
                  {ALERT_KIND_TEXT[a.kind]}
                </span>
                <strong className={styles.name}>{a.name}</strong>
              </span>
              <span className={styles.alertText}>{a.text}</span>
              <span className={styles.time}>{formatShanghaiMinute(a.createdAt)}</span>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore pages={list} />
    </div>
  );
}
