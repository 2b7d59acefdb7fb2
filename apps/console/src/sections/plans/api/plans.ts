import { BagOperatorOps } from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Every query of the plans desk starts with this key: a change refreshes them all. */
export const PLANS_KEY = 'bag-plans';

export const quotaUseQuery = queryOptions({
  queryKey: [PLANS_KEY, 'quotas'],
  queryFn: () => api.call(BagOperatorOps.bagQuotaUse),
});

export const parkSettingsQuery = (parkId: string) =>
  queryOptions({
    queryKey: [PLANS_KEY, 'settings', parkId],
    queryFn: () => api.call(BagOperatorOps.bagParkSettings, { params: { parkId } }),
    retry: false,
  });

export const parkProductsQuery = (parkId: string) =>
  queryOptions({
    queryKey: [PLANS_KEY, 'products', parkId],
    queryFn: () => api.call(BagOperatorOps.bagProducts, { params: { parkId } }),
    retry: false,
  });
