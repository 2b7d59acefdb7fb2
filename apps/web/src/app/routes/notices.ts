import { NOTICE_PAGES, NOTICE_PATHS } from '../../features/notices/lib/notice-pages';
import type { AppRoute } from '../first-routes';

const noticePage = () => import('../../features/notices/pages/notice-page');

/** The notice routes share one page; the route picks the notice type (features/notices/lib/notice-pages.ts). */
export const noticesRoutes: AppRoute[] = NOTICE_PATHS.map((path) => ({
  path,
  page: noticePage,
  meta: { title: NOTICE_PAGES[path].title },
}));
