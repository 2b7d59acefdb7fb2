import type { Screen } from '../../lib/screen';
import { NOTICE_PAGES, NOTICE_PATHS } from './lib/notice-pages';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query): one notice of a list, or the latest without. */
  interface ScreenQueries {
    bulletin: { noticeId?: string };
    sysnotice: { noticeId?: string };
    privacyPolicyHistory: { noticeId?: string };
  }
}

const noticePage = () => import('./pages/notice-page');

/**
 * The notice screens (group notices) share one page; the path picks the notice type (lib/notice-pages.ts, where
 * each one's path, title and embedding are written).
 */
export const noticesScreens: Screen[] = NOTICE_PATHS.map((path) => ({
  path,
  group: 'notices',
  embedded: 'embedded' in NOTICE_PAGES[path],
  page: noticePage,
  meta: { title: NOTICE_PAGES[path].title },
}));
