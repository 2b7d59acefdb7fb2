import {
  AppError,
  ErrorCode,
  formatFen,
  MESSAGE_CATEGORIES,
  ORDER_MESSAGE_DAYS,
  type Message,
  type MessageCategory,
  type MessagePage,
  type MessagesRead,
  type MessageUnread,
  type PageQuery,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { MessageRow, MessagesRepository, Reader } from './messages.repository';

const DAY_MS = 24 * 60 * 60_000;
/** How much of a notice's text a message row shows. */
export const SUMMARY_CHARS = 60;

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", nbsp: ' ' };

/** A notice's stored (sanitised) rich text as one line of plain text, cut to SUMMARY_CHARS. */
export function plainSummary(html: string): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(/\s+/g, ' ')
    // Paragraphs joined: no space after Chinese punctuation.
    .replace(/([。！？；：，、）”]) /g, '$1')
    .trim();
  return text.length > SUMMARY_CHARS ? `${text.slice(0, SUMMARY_CHARS)}…` : text;
}

const messageOf = (category: MessageCategory, row: MessageRow): Message => ({
  messageId: row.id,
  category,
  title: row.title,
  summary:
    category === 'order'
      ? [row.body, row.amountFen === null ? '' : formatFen(row.amountFen)].filter(Boolean).join(' · ')
      : plainSummary(row.body),
  time: (row.at ?? new Date(0)).toISOString(),
  read: row.read,
});

const messageNotFound = () => new AppError(ErrorCode.NOT_FOUND, '消息不存在');

/**
 * The driver's 消息中心 (issue 44): the dealer's system notices and bulletins and the driver's paid orders of the last
 * ORDER_MESSAGE_DAYS days, each read or not for this driver; read marks are kept per driver on the server.
 */
export function createMessagesService({ repo, clock }: { repo: MessagesRepository; clock: Clock }) {
  const readerOf = (driver: { id: string; dealerId: string }): Reader => {
    const now = clock.now();
    return {
      driverId: driver.id,
      dealerId: driver.dealerId,
      now,
      ordersSince: new Date(now.getTime() - ORDER_MESSAGE_DAYS * DAY_MS),
    };
  };
  const unreadOf = async (reader: Reader): Promise<MessageUnread> => {
    const [system, bulletin, order] = await Promise.all(MESSAGE_CATEGORIES.map((c) => repo.unread(reader, c)));
    return { total: system! + bulletin! + order!, system: system!, bulletin: bulletin!, order: order! };
  };

  return {
    unread: (driver: { id: string; dealerId: string }) => unreadOf(readerOf(driver)),

    async list(
      driver: { id: string; dealerId: string },
      { category, ...paging }: PageQuery & { category: MessageCategory },
    ): Promise<MessagePage> {
      const reader = readerOf(driver);
      const [page, unread] = await Promise.all([repo.page(reader, category, paging), repo.unread(reader, category)]);
      return {
        results: page.results.map((row) => messageOf(category, row)),
        totalRecord: page.totalRecord,
        unread,
      };
    },

    /** Another driver's order, another dealer's notice, an unknown id: 消息不存在, and nothing is marked. */
    async read(driver: { id: string; dealerId: string }, { category, messageIds }: MessagesRead) {
      const reader = readerOf(driver);
      const wanted = messageIds ? [...new Set(messageIds)] : undefined;
      const ids = await repo.visible(reader, category, wanted);
      if (wanted && ids.length !== wanted.length) throw messageNotFound();
      await repo.markRead({ ...reader, category }, ids);
      return unreadOf(reader);
    },
  };
}
export type MessagesService = ReturnType<typeof createMessagesService>;
