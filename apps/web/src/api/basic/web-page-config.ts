import type { WebPageConfig } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

export const WEB_PAGE_CONFIG_PATH = '/basic/v2/api/webPageConfig';

/** Texts and switches of the web pages (search button text, service phone…); quiet, every reader has a default. */
export const webPageConfigQuery = () =>
  queryOptions({
    queryKey: basicKeys.webPageConfig,
    queryFn: ({ signal }) =>
      api.get<WebPageConfig>(WEB_PAGE_CONFIG_PATH, undefined, undefined, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

export const useWebPageConfig = () => useQuery(webPageConfigQuery());
