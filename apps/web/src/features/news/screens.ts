import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** The spec's query name. */
    newsDetail: { newId: string };
  }
}

/** A news item (group discovery: news, park search, saved parks); the news list is in the first bundle. */
export const newsScreens: Screen[] = [
  {
    path: '/newsDetail',
    group: 'discovery',
    page: () => import('./pages/news-detail-page'),
    meta: { title: '资讯详情' },
  },
];
