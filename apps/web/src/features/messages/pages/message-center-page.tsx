import {
  MESSAGE_CATEGORIES,
  MESSAGE_CATEGORY_TEXT,
  MessageCategory,
  ORDER_MESSAGE_DAYS,
  type Message,
} from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';
import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { LightTabs } from '../../../components/light-tabs';
import { LoadMore } from '../../../components/load-more';
import { PageState } from '../../../components/page-state';
import { QueryState } from '../../../components/query-state';
import { afterRead, messagesQuery, messageUnreadQuery, readMessages } from '../../../api/publicity/messages';
import styles from './message-center-page.module.css';
import * as screen from '../../../lib/screen-paths.gen';
import type { ScreenPath } from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

const isCategory = (value: string | null): value is MessageCategory =>
  (MESSAGE_CATEGORIES as readonly string[]).includes(value ?? '');

/** Where a notice opens: its own page, one item by id. */
const NOTICE_PATH: Record<MessageCategory, ScreenPath<'sysnotice' | 'bulletin'> | null> = {
  system: screen.sysnotice,
  bulletin: screen.bulletin,
  order: null,
};

const EMPTY: Record<MessageCategory, { title: string; description: string }> = {
  system: { title: '暂无系统通知', description: '平台维护、服务调整等通知会在这里告诉您' },
  bulletin: { title: '暂无公告', description: '运营方发布的公告会在这里展示' },
  order: {
    title: '暂无订单消息',
    description: `近 ${ORDER_MESSAGE_DAYS} 天的支付、退款、充电、月卡审核和工单进展消息会在这里展示`,
  },
};

/** The id an event's message names after its prefix (`plan:<application>:<time>` → the application). */
const idAfter = (messageId: string, prefix: string) => messageId.slice(prefix.length).split(':')[0]!;

/**
 * Where an order event opens (the server's ids: a payment's order number, `refund:…`, `charge:<charging order>`,
 * `plan:<application>:…`, `ticket:<ticket>:…`, `ticket-done:<ticket>:…`): a payment its result, an ended charge its
 * bill, a plan review the application's materials (with the reason), a reply its ticket; money back has no screen of
 * its own (the wallet or the provider).
 */
export function orderEventPath(messageId: string): string | null {
  if (messageId.startsWith('refund:')) return null;
  if (messageId.startsWith('plan:'))
    return href(screen.monthlyMaterial, { applicationId: idAfter(messageId, 'plan:') });
  for (const prefix of ['ticket:', 'ticket-done:']) {
    if (messageId.startsWith(prefix))
      return href(screen.customerServiceFeedDetail, { ticketId: idAfter(messageId, prefix) });
  }
  if (messageId.startsWith('charge:'))
    return href(screen.chargeBillDetail, { orderNo: messageId.slice('charge:'.length) });
  return href(screen.paySuccess, { orderNo: messageId });
}

function MessageList({ category }: { category: MessageCategory }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const list = useInfiniteQuery(messagesQuery(category));
  const read = useMutation({
    mutationFn: readMessages,
    onSuccess: (unread) => afterRead(client, category, unread),
  });
  if (!list.isSuccess) return <QueryState query={list} failed="消息加载失败" />;
  const items = list.data.pages.flatMap((p) => p.results);
  const unread = list.data.pages[0]?.unread ?? 0;
  if (items.length === 0) return <PageState illustration="list" {...EMPTY[category]} />;

  const open = (message: Message) => {
    if (!message.read) read.mutate({ category, messageIds: [message.messageId] });
    const path = NOTICE_PATH[category];
    if (path) return void navigate(href(path, { noticeId: message.messageId }));
    const order = category === 'order' && orderEventPath(message.messageId);
    if (order) void navigate(order);
  };
  return (
    <div className={styles.body}>
      {unread > 0 && (
        <div className={styles.head}>
          <span>{unread} 条未读</span>
          <Button variant="outline" size="small" disabled={read.isPending} onClick={() => read.mutate({ category })}>
            全部已读
          </Button>
        </div>
      )}
      <ul className={styles.list} aria-label={MESSAGE_CATEGORY_TEXT[category]}>
        {items.map((m) => (
          <li key={m.messageId}>
            <button type="button" className={styles.card} onClick={() => open(m)}>
              <span className={styles.title}>
                {!m.read && <span className={styles.dot} role="img" aria-label="未读" />}
                <strong>{m.title}</strong>
              </span>
              {m.summary && <span className={styles.summary}>{m.summary}</span>}
              <time className={styles.time} dateTime={m.time}>
                {formatShanghaiMinute(m.time)}
              </time>
            </button>
          </li>
        ))}
      </ul>
      <LoadMore pages={list} />
    </div>
  );
}

/**
 * /messageCenter?category= (issue 44; from 我的): the dealer's system notices and bulletins and the driver's order
 * events, each category a tab with its unread count. Opening a message marks it read (kept on the server, so the
 * counts survive a reload and another device); a notice opens on its own page; 全部已读 reads a whole category.
 */
export default function MessageCenterPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('category');
  const category = isCategory(asked) ? asked : MessageCategory.SYSTEM;
  const unread = useQuery(messageUnreadQuery({ quiet: true })).data;
  return (
    <div className={styles.page}>
      <LightTabs
        kind="line"
        aria-label="消息类别"
        tabs={MESSAGE_CATEGORIES.map((key) => {
          const n = unread?.[key] ?? 0;
          return {
            key,
            title: n > 0 ? `${MESSAGE_CATEGORY_TEXT[key]} (${n > 99 ? '99+' : n})` : MESSAGE_CATEGORY_TEXT[key],
          };
        })}
        activeKey={category}
        onChange={(key) => setSearch({ category: key }, { replace: true })}
        className={styles.tabs}
      />
      <MessageList key={category} category={category} />
    </div>
  );
}
