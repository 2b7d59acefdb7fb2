import type { Advertisings } from '../publicity/advertisings';
import type { NewsPage } from '../publicity/news';
import type { ApplicationInfo, PageRemark, ParamConfig, WebPageConfig } from './app-info';
import type { HomeFuncEntries, MenuConfig } from './menu';

/**
 * The answers a landing page's first public calls would get, for the platform's default dealer, written by the server
 * into index.html (a JSON script element) so the first screen renders without waiting for them. The app uses them
 * only when it has no other dealer stored; it fetches as usual otherwise. Types only: the first screen stays zod-free.
 */
export interface FirstScreenData {
  dealerId: string;
  menuConfig: MenuConfig;
  /** The app name (home's header, every page's title). */
  applicationInfo?: ApplicationInfo;
  /** /home: the ads of 全国 (the city is not known yet on a first visit) and the menu. */
  advertisings?: Advertisings;
  homeFuncEntries?: HomeFuncEntries;
  /** /plateSearch: its notes, button text and default province. */
  pageRemark?: PageRemark;
  webPageConfig?: WebPageConfig;
  paramConfig?: ParamConfig;
  /** /newsList: its first page (NEWS_LIST_PAGE_SIZE items), so the painted list is the list, not its skeleton. */
  newsFirstPage?: NewsPage;
}

/** The id of the `<script type="application/json">` element that carries it. */
export const FIRST_SCREEN_ELEMENT_ID = 'first-screen-data';

/** Items per page of the news list (PublicityRoutes.news), the first of which comes with the page. */
export const NEWS_LIST_PAGE_SIZE = 10;

/** The page remark code of the plate entry screen (BasicRoutes.pageRemark). */
export const PLATE_SEARCH_REMARK = 'plateSearch';
