import { Paths } from '../../lib/paths';
import { NOTICE_PAGES, NOTICE_PATHS } from '../../features/notices/lib/notice-pages';
import type { AppRoute } from '../first-routes';

const noticePage = () => import('../../features/notices/pages/notice-page');

/**
 * The notice routes share one page; the route picks the notice type (features/notices/lib/notice-pages.ts). The
 * driver's 消息中心 (issue 44) lists them with the driver's order events and what is unread.
 */
export const noticesRoutes: AppRoute[] = [
  ...NOTICE_PATHS.map((path) => ({
    path,
    page: noticePage,
    meta: { title: NOTICE_PAGES[path].title },
  })),
  {
    path: Paths.MESSAGE_CENTER,
    page: () => import('../../features/messages/pages/message-center-page'),
    meta: { title: '消息中心', needLogin: true },
  },
];
