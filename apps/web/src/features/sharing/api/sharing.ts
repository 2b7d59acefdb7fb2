import { IDEMPOTENCY_KEY_HEADER, SharingRoutes, type ShareBuy } from '@parking/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { CREDIT_SCORE_CALL, SHARING_ALLOW_CALL, SHARING_PARKS_CALL } from './sharing-first-calls';

export const sharingKeys = {
  all: ['sharing'] as const,
  allow: ['sharing', 'allow'] as const,
  parks: ['sharing', 'parks'] as const,
  product: (productId: string) => ['sharing', 'product', productId] as const,
  shares: ['sharing', 'shares'] as const,
  share: (shareId: string) => ['sharing', 'share', shareId] as const,
  violations: ['sharing', 'violations'] as const,
  credit: ['sharing', 'credit'] as const,
  creditEvents: ['sharing', 'credit', 'events'] as const,
  creditRules: ['sharing', 'credit', 'rules'] as const,
  creditResult: (eventId: string) => ['sharing', 'credit', 'result', eventId] as const,
};

/** Spec section 4: isAllow, asked every time /wrongTimeShare opens (a score changes at any exit). */
/** How long an answer fetched on entering a screen counts as that screen's own (its route's prefetch). */
const ENTERING_MS = 2_000;

export const sharingAllowQuery = () =>
  queryOptions({
    queryKey: sharingKeys.allow,
    queryFn: ({ signal }) => api.call(SHARING_ALLOW_CALL.route, { signal }),
    // Asked again on each opening; the answer its route prefetched on entering (app/routes/sharing.ts) is that
    // opening's, not asked twice.
    staleTime: ENTERING_MS,
  });
export const useSharingAllow = () => useQuery(sharingAllowQuery());

export const sharingParksQuery = () =>
  queryOptions({
    queryKey: sharingKeys.parks,
    queryFn: ({ signal }) => api.call(SHARING_PARKS_CALL.route, { signal }),
  });
export const useSharingParks = () => useQuery(sharingParksQuery());

export const useSharingProduct = (productId: string) =>
  useQuery({
    queryKey: sharingKeys.product(productId),
    queryFn: ({ signal }) => api.call(SharingRoutes.sharingProduct, { params: { productId }, signal }),
    enabled: !!productId,
  });

export const useShares = () =>
  useQuery({ queryKey: sharingKeys.shares, queryFn: ({ signal }) => api.call(SharingRoutes.shares, { signal }) });

export const useShare = (shareId: string) =>
  useQuery({
    queryKey: sharingKeys.share(shareId),
    queryFn: ({ signal }) => api.call(SharingRoutes.share, { params: { shareId }, signal }),
    enabled: !!shareId,
  });

export const useViolations = () =>
  useQuery({
    queryKey: sharingKeys.violations,
    queryFn: ({ signal }) => api.call(SharingRoutes.sharingViolations, { signal }),
  });

export const useCreditScore = () =>
  useQuery({ queryKey: sharingKeys.credit, queryFn: ({ signal }) => api.call(CREDIT_SCORE_CALL.route, { signal }) });

export const useCreditEvents = () =>
  useQuery({
    queryKey: sharingKeys.creditEvents,
    queryFn: ({ signal }) => api.call(SharingRoutes.creditEvents, { signal }),
  });

export const useCreditResult = (eventId: string) =>
  useQuery({
    queryKey: sharingKeys.creditResult(eventId),
    queryFn: ({ signal }) => api.call(SharingRoutes.creditResult, { params: { eventId }, signal }),
    enabled: !!eventId,
  });

export const useCreditRules = () =>
  useQuery({
    queryKey: sharingKeys.creditRules,
    queryFn: ({ signal }) => api.call(SharingRoutes.creditRules, { signal }),
  });

/** Opens the order buying a share; the key makes a retry of the same attempt safe. */
export const buyShare = (body: ShareBuy, key: string) =>
  api.call(SharingRoutes.buyShare, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** What cancelling now gives back; asked when the driver taps 取消 (a rule tier may pass while the page is open). */
export const cancelPreview = (shareId: string) => api.call(SharingRoutes.shareCancelPreview, { params: { shareId } });

/** Cancels with the refund the driver confirmed (the server refuses if the rule now gives another amount). */
export const cancelShare = (shareId: string, refundFen: number) =>
  api.call(SharingRoutes.cancelShare, { params: { shareId }, body: { refundFen } });

export const changeSharePlate = (shareId: string, plateId: string) =>
  api.call(SharingRoutes.changeSharePlate, { params: { shareId }, body: { plateId } });
