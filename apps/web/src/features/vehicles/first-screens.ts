import type { Screen } from '../../lib/screen';

/**
 * The spec's plate entry screen (pay by plate), whose route the spec does not name: ours, named like the dealer's page
 * remark code for it (docs/decisions/002-embedded-mode.md). A landing page: first bundle, embedded too.
 */
export const plateSearchScreen: Screen = {
  path: '/plateSearch',
  embedded: true,
  page: () => import('./pages/plate-search-page'),
  meta: { title: '车牌缴费' },
};
