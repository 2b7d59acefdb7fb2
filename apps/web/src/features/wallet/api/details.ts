import { WalletRoutes } from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { nextPageNo } from '../../../api/paging';
import { walletKeys } from './keys';

export const MOVEMENTS_PAGE_SIZE = 20;

/** GET walletDetails, page by page, newest first (read zod-free: wallet-ops.ts). */
export const movementsQuery = () =>
  infiniteQueryOptions({
    queryKey: walletKeys.movements,
    queryFn: ({ pageParam, signal }) =>
      api.call(WalletRoutes.movements, { query: { pageNo: pageParam, pageSize: MOVEMENTS_PAGE_SIZE }, signal }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
    staleTime: 0,
  });
export const useMovements = () => useInfiniteQuery(movementsQuery());

/** GET walletDetails/{id}: one movement with its order or withdrawal. */
export const movementQuery = (movementId: string) =>
  queryOptions({
    queryKey: walletKeys.movement(movementId),
    queryFn: ({ signal }) => api.call(WalletRoutes.movement, { params: { movementId }, signal }),
    staleTime: 0,
  });
export const useMovement = (movementId: string) => useQuery({ ...movementQuery(movementId), enabled: !!movementId });
