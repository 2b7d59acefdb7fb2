import {
  BasicOps,
  DEFAULT_AD_CITY,
  FIRST_SCREEN_ELEMENT_ID,
  NEWS_LIST_PAGE_SIZE,
  PLATE_SEARCH_REMARK,
  PublicityOps,
  type FirstScreenData,
} from '@parking/contracts';
import { insertAt } from './html-insert';

/** The cache key of a frame's data (not a path). */
const FRAME = ' frame';

/** How long a landing page's data is reused: a page view costs no query, an operator's change shows within seconds. */
const TTL_MS = 10_000;

/** What an operation would answer, parsed with its response schema. */
const answerOf = <T>(operation: { schemas: { response: { parse(data: unknown): T } } }, data: unknown): T =>
  operation.schemas.response.parse(data);

/**
 * The reads of the basic, publicity and dealers modules the landing pages are made of (`app.ts` passes the modules'
 * services). Answers are parsed with the operations' response schemas, so they are taken as `unknown` here.
 */
export interface FirstScreenSources {
  basic: {
    homeFuncEntries(dealerId: string): Promise<unknown>;
    pageRemark(dealerId: string, remark: typeof PLATE_SEARCH_REMARK): Promise<unknown>;
    webPageConfig(dealerId: string): Promise<unknown>;
    paramConfig(dealerId: string): Promise<unknown>;
    menuConfig(dealerId: string): Promise<unknown>;
    applicationInfo(dealerId: string): Promise<unknown>;
  };
  publicity: {
    advertisings(dealerId: string, city: typeof DEFAULT_AD_CITY): Promise<unknown>;
    news(dealerId: string, page: { pageNo: number; pageSize: number }): Promise<unknown>;
  };
  dealers: { resolve(dealerId: undefined): Promise<{ id: string }> };
}

/**
 * The first-screen data of the landing pages (`/`, `/home`, `/plateSearch`, the news list with its first page, and
 * 我的, the map and login (also at /arrearsPage), which need only the menu flags and app info every page gets) for the
 * default dealer, as their endpoints would answer (parsed with the same contracts), cached for a few seconds. Other paths get none.
 */
export function createFirstScreen({
  basic,
  publicity,
  dealers,
  now = Date.now,
}: FirstScreenSources & { now?: () => number }) {
  const builders: Record<string, (dealerId: string) => Promise<Omit<FirstScreenData, 'dealerId' | 'menuConfig'>>> = {
    '/home': async (dealerId) => ({
      advertisings: answerOf(PublicityOps.advertisings, await publicity.advertisings(dealerId, DEFAULT_AD_CITY)),
      homeFuncEntries: answerOf(BasicOps.homeFuncEntries, await basic.homeFuncEntries(dealerId)),
    }),
    '/plateSearch': async (dealerId) => ({
      pageRemark: answerOf(BasicOps.pageRemark, await basic.pageRemark(dealerId, PLATE_SEARCH_REMARK)),
      webPageConfig: answerOf(BasicOps.webPageConfig, await basic.webPageConfig(dealerId)),
      paramConfig: answerOf(BasicOps.paramConfigs, await basic.paramConfig(dealerId)),
    }),
    // Painted by the server too (apps/web/src/first-paint): their frame and text need nothing more.
    '/mine': async () => ({}),
    '/map': async () => ({}),
    '/login': async () => ({}),
    // Signed out, the arrears page (a QR code or a message opens it) is the login page.
    '/arrearsPage': async () => ({}),
    // Public: its largest element is a news title, so it comes painted (LCP does not wait for the app's call).
    '/newsList': async (dealerId) => ({
      newsFirstPage: answerOf(
        PublicityOps.news,
        await publicity.news(dealerId, { pageNo: 1, pageSize: NEWS_LIST_PAGE_SIZE }),
      ),
    }),
  };
  const cache = new Map<string, { at: number; data: Promise<FirstScreenData> }>();

  async function build(page: string): Promise<FirstScreenData> {
    const dealer = await dealers.resolve(undefined);
    const menuConfig = answerOf(BasicOps.menuConfigs, await basic.menuConfig(dealer.id));
    const applicationInfo = answerOf(BasicOps.applicationInfos, await basic.applicationInfo(dealer.id));
    return { dealerId: dealer.id, menuConfig, applicationInfo, ...(await builders[page]!(dealer.id)) };
  }

  // What every painted page gets: a screen painted as its frame (apps/web/src/first-paint, FRAME_PAINT_PATHS).
  builders[FRAME] = async () => ({});

  return {
    /** The data for a request path, or undefined when the path is not a landing page. */
    forPath(pathname: string): Promise<FirstScreenData | undefined> {
      const page = pathname === '/' ? '/home' : pathname;
      return builders[page] ? cached(page) : Promise.resolve(undefined);
    },
    /** The data of a screen painted as its frame: the menu flags and app info only. */
    forFrame: (): Promise<FirstScreenData> => cached(FRAME),
  };

  function cached(page: string): Promise<FirstScreenData> {
    const hit = cache.get(page);
    if (hit && now() - hit.at < TTL_MS) return hit.data;
    const data = build(page);
    cache.set(page, { at: now(), data });
    // A failure is not kept: the next view tries again.
    data.catch(() => cache.delete(page));
    return data;
  }
}
export type FirstScreen = ReturnType<typeof createFirstScreen>;

/** index.html with the data in a JSON script element before `</head>` (`<` escaped so the JSON cannot end it). */
export function withFirstScreen(html: string, data: FirstScreenData): string {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  const tag = `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">${json}</script>`;
  return insertAt(html, '</head>', tag, 'before');
}
