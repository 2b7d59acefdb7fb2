import { adCity, advertisingsQuery } from '../../api/publicity/advertisings';
import type { Screen } from '../../lib/screen';
import { homeFuncEntriesQuery } from './api/home-func-entries';

/** Home (first bundle): no title of its own, it shows the dealer's app name. */
export const homeScreen: Screen = {
  path: '/home',
  page: () => import('./pages/home-page'),
  meta: { tabBar: true },
  // The banner is the largest thing on the first screen (its LCP) and the menu comes right after it.
  prefetch: ({ client, store }) => {
    void client.prefetchQuery(advertisingsQuery(adCity(store)));
    void client.prefetchQuery(homeFuncEntriesQuery());
  },
};
