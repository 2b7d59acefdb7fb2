import {
  CouponOperatorOps,
  type BatchInput,
  type CouponSettingsInput,
  type CouponTemplateInput,
  type MerchantInput,
  type MerchantsQuery,
  type MerchantUpdate,
} from '@parking/contracts';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';

const root = ['coupons'] as const;

export const merchantsQuery = (query: MerchantsQuery) =>
  queryOptions({
    queryKey: [...root, 'merchants', query],
    queryFn: () => api.call(CouponOperatorOps.merchants, { query }),
    placeholderData: keepPreviousData,
  });
export const staffQuery = (merchantId: string) =>
  queryOptions({
    queryKey: [...root, 'staff', merchantId],
    queryFn: () => api.call(CouponOperatorOps.merchantStaff, { params: { merchantId } }),
  });
export const templatesQuery = queryOptions({
  queryKey: [...root, 'templates'],
  queryFn: () => api.call(CouponOperatorOps.couponTemplates),
});
export const batchesQuery = queryOptions({
  queryKey: [...root, 'batches'],
  queryFn: () => api.call(CouponOperatorOps.couponBatches),
});
export const reportQuery = queryOptions({
  queryKey: [...root, 'report'],
  queryFn: () => api.call(CouponOperatorOps.couponReport),
});
export const couponSettingsQuery = queryOptions({
  queryKey: [...root, 'settings'],
  queryFn: () => api.call(CouponOperatorOps.couponSettings),
});

/** Every write of the desk; each success refreshes the desk's queries. */
export function useCouponMutations() {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: root });
  return {
    createMerchant: useMutation({
      mutationFn: (body: MerchantInput) => api.call(CouponOperatorOps.createMerchant, { body }),
      onSuccess,
    }),
    updateMerchant: useMutation({
      mutationFn: ({ merchantId, ...body }: MerchantUpdate & { merchantId: string }) =>
        api.call(CouponOperatorOps.updateMerchant, { params: { merchantId }, body }),
      onSuccess,
    }),
    disableMerchant: useMutation({
      mutationFn: ({ merchantId, reason }: { merchantId: string; reason: string }) =>
        api.call(CouponOperatorOps.disableMerchant, { params: { merchantId }, body: { reason } }),
      onSuccess,
    }),
    enableMerchant: useMutation({
      mutationFn: (merchantId: string) => api.call(CouponOperatorOps.enableMerchant, { params: { merchantId } }),
      onSuccess,
    }),
    addStaff: useMutation({
      mutationFn: ({ merchantId, phone }: { merchantId: string; phone: string }) =>
        api.call(CouponOperatorOps.addMerchantStaff, { params: { merchantId }, body: { phone } }),
      onSuccess,
    }),
    removeStaff: useMutation({
      mutationFn: (params: { merchantId: string; driverId: string }) =>
        api.call(CouponOperatorOps.removeMerchantStaff, { params }),
      onSuccess,
    }),
    createTemplate: useMutation({
      mutationFn: (body: CouponTemplateInput) => api.call(CouponOperatorOps.createCouponTemplate, { body }),
      onSuccess,
    }),
    withdrawTemplate: useMutation({
      mutationFn: (templateId: string) =>
        api.call(CouponOperatorOps.withdrawCouponTemplate, { params: { templateId } }),
      onSuccess,
    }),
    createBatch: useMutation({
      mutationFn: (body: BatchInput) => api.call(CouponOperatorOps.createCouponBatch, { body }),
      onSuccess,
    }),
    saveSettings: useMutation({
      mutationFn: (body: CouponSettingsInput) => api.call(CouponOperatorOps.saveCouponSettings, { body }),
      onSuccess,
    }),
    refundCouponOnlyStay: useMutation({
      mutationFn: (stayId: string) => api.call(CouponOperatorOps.refundCouponOnlyStay, { params: { stayId } }),
      onSuccess,
    }),
  };
}
