import { IDEMPOTENCY_KEY_HEADER, SharingOps, type ShareBuy } from '@parking/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../api/client';

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
export const useSharingAllow = () =>
  useQuery({
    queryKey: sharingKeys.allow,
    queryFn: ({ signal }) => api.call(SharingOps.sharingAllow, { signal }),
    staleTime: 0,
  });

export const useSharingParks = () =>
  useQuery({ queryKey: sharingKeys.parks, queryFn: ({ signal }) => api.call(SharingOps.sharingParks, { signal }) });

export const useSharingProduct = (productId: string) =>
  useQuery({
    queryKey: sharingKeys.product(productId),
    queryFn: ({ signal }) => api.call(SharingOps.sharingProduct, { params: { productId }, signal }),
    enabled: !!productId,
  });

export const useShares = () =>
  useQuery({ queryKey: sharingKeys.shares, queryFn: ({ signal }) => api.call(SharingOps.shares, { signal }) });

export const useShare = (shareId: string) =>
  useQuery({
    queryKey: sharingKeys.share(shareId),
    queryFn: ({ signal }) => api.call(SharingOps.share, { params: { shareId }, signal }),
    enabled: !!shareId,
  });

export const useViolations = () =>
  useQuery({
    queryKey: sharingKeys.violations,
    queryFn: ({ signal }) => api.call(SharingOps.sharingViolations, { signal }),
  });

export const useCreditScore = () =>
  useQuery({ queryKey: sharingKeys.credit, queryFn: ({ signal }) => api.call(SharingOps.creditScore, { signal }) });

export const useCreditEvents = () =>
  useQuery({
    queryKey: sharingKeys.creditEvents,
    queryFn: ({ signal }) => api.call(SharingOps.creditEvents, { signal }),
  });

export const useCreditResult = (eventId: string) =>
  useQuery({
    queryKey: sharingKeys.creditResult(eventId),
    queryFn: ({ signal }) => api.call(SharingOps.creditResult, { params: { eventId }, signal }),
    enabled: !!eventId,
  });

export const useCreditRules = () =>
  useQuery({
    queryKey: sharingKeys.creditRules,
    queryFn: ({ signal }) => api.call(SharingOps.creditRules, { signal }),
  });

/** Opens the order buying a share; the key makes a retry of the same attempt safe. */
export const buyShare = (body: ShareBuy, key: string) =>
  api.call(SharingOps.buyShare, { body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** What cancelling now gives back; asked when the driver taps 取消 (a rule tier may pass while the page is open). */
export const cancelPreview = (shareId: string) => api.call(SharingOps.shareCancelPreview, { params: { shareId } });

/** Cancels with the refund the driver confirmed (the server refuses if the rule now gives another amount). */
export const cancelShare = (shareId: string, refundFen: number) =>
  api.call(SharingOps.cancelShare, { params: { shareId }, body: { refundFen } });

export const changeSharePlate = (shareId: string, plateId: string) =>
  api.call(SharingOps.changeSharePlate, { params: { shareId }, body: { plateId } });
