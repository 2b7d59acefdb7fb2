import {
  CouponRoutes,
  IDEMPOTENCY_KEY_HEADER,
  type BuyBatch,
  type ClaimQrCoupon,
  type CouponTab,
  type CreateQrCode,
  type SendPlateCoupon,
} from '@parking/contracts';
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { COUPONS_COUNT_CALL, userCouponsCall } from './coupons-first-calls';
import { nextPageNo } from '../../../api/paging';

/** Query keys of coupons; everything under `all` is read again after a coupon changes hands. */
export const couponKeys = {
  all: ['coupons'] as const,
  wallet: (tab: CouponTab) => ['coupons', 'wallet', tab] as const,
  counts: ['coupons', 'counts'] as const,
  usable: (uniqueId: string) => ['coupons', 'usable', uniqueId] as const,
  merchants: ['coupons', 'merchants'] as const,
  given: (merchantId: string) => ['coupons', 'given', merchantId] as const,
  forSale: (merchantId: string) => ['coupons', 'forSale', merchantId] as const,
  purchases: (merchantId: string) => ['coupons', 'purchases', merchantId] as const,
  purchase: (id: string) => ['coupons', 'purchase', id] as const,
  batch: (batchId: string) => ['coupons', 'batch', batchId] as const,
  batchCoupons: (batchId: string) => ['coupons', 'batchCoupons', batchId] as const,
  parking: (couponId: string) => ['coupons', 'parking', couponId] as const,
};

const PAGE_SIZE = 20;

// Zod-free routes throughout: the coupon screens load no schema (decision 026).
export const walletQuery = (tab: CouponTab) =>
  infiniteQueryOptions({
    queryKey: couponKeys.wallet(tab),
    queryFn: ({ pageParam, signal }) => {
      const { route, query } = userCouponsCall(tab, pageParam);
      return api.call(route, { query, signal });
    },
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

export const countsQuery = () =>
  queryOptions({
    queryKey: couponKeys.counts,
    queryFn: ({ signal }) => api.call(COUPONS_COUNT_CALL.route, { signal }),
  });

export const usableQuery = (bill: { uniqueId: string; parkId: string }) =>
  queryOptions({
    queryKey: couponKeys.usable(bill.uniqueId),
    queryFn: ({ signal }) => api.call(CouponRoutes.usableCoupons, { query: bill, signal }),
  });

export const myMerchantsQuery = () =>
  queryOptions({
    queryKey: couponKeys.merchants,
    queryFn: ({ signal }) => api.call(CouponRoutes.myMerchants, { signal }),
  });

export const givenQuery = (merchantId: string) =>
  infiniteQueryOptions({
    queryKey: couponKeys.given(merchantId),
    queryFn: ({ pageParam, signal }) =>
      api.call(CouponRoutes.givenCoupons, {
        params: { merchantId },
        query: { pageNo: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

function useCouponMutation<I, O>(run: (input: I) => Promise<O>) {
  const client = useQueryClient();
  return useMutation({ mutationFn: run, onSuccess: () => client.invalidateQueries({ queryKey: couponKeys.all }) });
}

/** Claims a merchant QR code's coupon; quiet, since the scan pages show the outcome themselves. */
export const useClaimQrCoupon = () =>
  useCouponMutation((body: ClaimQrCoupon) => api.call(CouponRoutes.claimQrCoupon, { body, quiet: true }));
export const useSendPlateCoupon = () =>
  useCouponMutation((body: SendPlateCoupon) => api.call(CouponRoutes.sendPlateCoupon, { body }));
export const useCreateQrCode = (merchantId: string) =>
  useCouponMutation((body: CreateQrCode) => api.call(CouponRoutes.createQrCode, { params: { merchantId }, body }));
export const useRevokeCoupon = (merchantId: string) =>
  useCouponMutation((couponId: string) => api.call(CouponRoutes.revokeCoupon, { params: { merchantId, couponId } }));

/** The templates a store may buy batches of (/buyCouponsList, /buyCoupons). */
export const forSaleQuery = (merchantId: string) =>
  queryOptions({
    queryKey: couponKeys.forSale(merchantId),
    queryFn: ({ signal }) => api.call(CouponRoutes.saleTemplates, { params: { merchantId }, signal }),
  });

/** The store's batch purchases, newest first (/buyCouponsRecord). */
export const purchasesQuery = (merchantId: string) =>
  infiniteQueryOptions({
    queryKey: couponKeys.purchases(merchantId),
    queryFn: ({ pageParam, signal }) =>
      api.call(CouponRoutes.batchOrders, {
        params: { merchantId },
        query: { pageNo: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** One purchase; asked again every 2 s while its money is awaited (/buyCouponsReslut). */
export const purchaseQuery = (batchOrderId: string) =>
  queryOptions({
    queryKey: couponKeys.purchase(batchOrderId),
    queryFn: ({ signal }) => api.call(CouponRoutes.batchOrder, { params: { batchOrderId }, signal }),
    refetchInterval: (q) => (q.state.data?.state === 'open' ? 2000 : false),
  });

/** Buys a batch for the store with the attempt's idempotency key (the purchase opener's). */
export const buyBatch = (merchantId: string, body: BuyBatch, key: string) =>
  api.call(CouponRoutes.buyBatch, { params: { merchantId }, body, headers: { [IDEMPOTENCY_KEY_HEADER]: key } });

/** One batch of the store: stock and counts (/couponsDetail; decision 053). */
export const batchDetailQuery = (merchantId: string, batchId: string) =>
  queryOptions({
    queryKey: couponKeys.batch(batchId),
    queryFn: ({ signal }) => api.call(CouponRoutes.batchDetail, { params: { merchantId, batchId }, signal }),
  });

/** The coupons given from one batch, newest first (/couponsDetail). */
export const batchCouponsQuery = (merchantId: string, batchId: string) =>
  infiniteQueryOptions({
    queryKey: couponKeys.batchCoupons(batchId),
    queryFn: ({ pageParam, signal }) =>
      api.call(CouponRoutes.batchCoupons, {
        params: { merchantId, batchId },
        query: { pageNo: pageParam, pageSize: PAGE_SIZE },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: nextPageNo,
  });

/** The stay one of the store's coupons was used on (/parkingDetail). */
export const parkingDetailQuery = (merchantId: string, couponId: string) =>
  queryOptions({
    queryKey: couponKeys.parking(couponId),
    queryFn: ({ signal }) => api.call(CouponRoutes.parkingDetail, { params: { merchantId, couponId }, signal }),
  });
