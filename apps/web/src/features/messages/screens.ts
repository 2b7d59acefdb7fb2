import type { Screen } from '../../lib/screen';

/** The driver's 消息中心 (issue 44, group notices): notices, bulletins and order events, with what is unread. */
export const messagesScreens: Screen[] = [
  {
    path: '/messageCenter',
    group: 'notices',
    frame: true,
    page: () => import('./pages/message-center-page'),
    meta: { title: '消息中心', needLogin: true },
  },
];
