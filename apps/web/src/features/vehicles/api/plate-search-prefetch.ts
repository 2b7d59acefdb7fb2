import type { QueryClient } from '@tanstack/react-query';
import { pageRemarkQuery } from '../../../api/basic/page-remark';
import { paramConfigQuery } from '../../../api/basic/param-config';
import { webPageConfigQuery } from '../../../api/basic/web-page-config';
import { PLATE_SEARCH_REMARK } from './keys';
import { plateHistoryQuery } from './plate-history';

/** The plate entry screen's first queries: its notes, button text, default province and history tags. */
export function prefetchPlateSearch({ client }: { client: QueryClient }) {
  void client.prefetchQuery(pageRemarkQuery(PLATE_SEARCH_REMARK));
  void client.prefetchQuery(webPageConfigQuery());
  void client.prefetchQuery(paramConfigQuery());
  void client.prefetchQuery(plateHistoryQuery());
}
