import { BasicRoutes } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../client';
import { basicKeys } from './keys';

/** Texts and switches of the web pages (search button text, service phone…); quiet, every reader has a default. */
export const webPageConfigQuery = () =>
  queryOptions({
    queryKey: basicKeys.webPageConfig,
    queryFn: ({ signal }) => api.call(BasicRoutes.webPageConfig, { signal, quiet: true }),
    staleTime: 5 * 60_000,
  });

export const useWebPageConfig = () => useQuery(webPageConfigQuery());
