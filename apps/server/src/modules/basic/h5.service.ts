import { randomBytes } from 'node:crypto';
import { AppError, ErrorCode, type H5Url, type JsapiSigns } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import type { H5PagesUpdate } from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { h5Pages } from '../../db/schema/h5-pages';
import { jsapiSignature, WechatApiError, type JsapiTicketSource } from '../../integrations/wechat';

const NONCE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const nonceStr = (length = 16) =>
  Array.from(randomBytes(length), (byte) => NONCE_ALPHABET[byte % NONCE_ALPHABET.length]).join('');

/**
 * What a page needs from outside the app: the signed WeChat JS-SDK config (jsapiSigns) and the address of a
 * partner's H5 page (getH5Url), with the H5 pages an operator maintains.
 */
export function createH5Service(deps: {
  db: Db;
  clock: Clock;
  tickets: JsapiTicketSource;
  /** The dealer's WeChat official-account app id. */
  appIdOf: (dealerId: string) => Promise<string>;
}) {
  const { db, clock, tickets } = deps;
  async function pagesOf(dealerId: string): Promise<z.output<typeof H5PagesUpdate>> {
    const rows = await db.select().from(h5Pages).where(eq(h5Pages.dealerId, dealerId)).orderBy(h5Pages.pageId);
    return { list: rows.map(({ pageId, url, withDriver }) => ({ pageId, url, withDriver })) };
  }

  return {
    async jsapiSigns(dealerId: string, url: string): Promise<JsapiSigns> {
      const appId = await deps.appIdOf(dealerId);
      let ticket: string;
      try {
        ticket = await tickets.ticket(appId);
      } catch (error) {
        if (error instanceof WechatApiError) throw new AppError(ErrorCode.INTERNAL, '微信签名服务暂不可用，请稍后再试');
        throw error;
      }
      const timestamp = Math.floor(clock.now().getTime() / 1000);
      const nonce = nonceStr();
      return { appId, timestamp, nonceStr: nonce, signature: jsapiSignature(ticket, nonce, timestamp, url) };
    },

    /**
     * The page's address. A page that carries the driver's id needs that driver signed in, and a driverId in the
     * request must be theirs: nobody gets a partner link made out to another driver.
     */
    async h5Url(
      dealerId: string,
      pageId: string,
      driverId: string | undefined,
      viewer: { id: string } | null,
    ): Promise<H5Url> {
      if (driverId && driverId !== viewer?.id) throw new AppError(ErrorCode.FORBIDDEN, '无权访问该页面');
      const [page] = await db
        .select()
        .from(h5Pages)
        .where(and(eq(h5Pages.dealerId, dealerId), eq(h5Pages.pageId, pageId)));
      if (!page) throw new AppError(ErrorCode.NOT_FOUND, '页面不存在或已下线');
      if (!page.withDriver) return { url: page.url };
      if (!viewer) throw new AppError(ErrorCode.NOT_LOGGED_IN);
      const url = new URL(page.url);
      url.searchParams.set('driverId', viewer.id);
      return { url: url.toString() };
    },

    /** The dealer's external H5 pages, by pageId. */
    pages: pagesOf,

    async savePages(dealerId: string, update: z.output<typeof H5PagesUpdate>): Promise<z.output<typeof H5PagesUpdate>> {
      const now = clock.now();
      await db.transaction(async (tx) => {
        await tx.delete(h5Pages).where(eq(h5Pages.dealerId, dealerId));
        if (update.list.length > 0) {
          await tx.insert(h5Pages).values(update.list.map((page) => ({ ...page, dealerId, updatedAt: now })));
        }
      });
      return pagesOf(dealerId);
    },
  };
}
export type H5Service = ReturnType<typeof createH5Service>;
