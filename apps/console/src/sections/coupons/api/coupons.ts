import {
  CouponOperatorOps,
  type BatchInput,
  type CouponSettingsInput,
  type CouponTemplateInput,
  type MerchantInput,
  type MerchantsQuery,
  type MerchantUpdate,
} from '@parking/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { opQuery, useWrite } from '../../../api/queries';

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
export const templatesQuery = opQuery([...root, 'templates'], CouponOperatorOps.couponTemplates);
export const batchesQuery = opQuery([...root, 'batches'], CouponOperatorOps.couponBatches);
export const reportQuery = opQuery([...root, 'report'], CouponOperatorOps.couponReport);
export const couponSettingsQuery = opQuery([...root, 'settings'], CouponOperatorOps.couponSettings);

/** Every write of the desk; each success refreshes the desk's queries. */
export function useCouponMutations() {
  return {
    createMerchant: useWrite((body: MerchantInput) => api.call(CouponOperatorOps.createMerchant, { body }), root),
    updateMerchant: useWrite(
      ({ merchantId, ...body }: MerchantUpdate & { merchantId: string }) =>
        api.call(CouponOperatorOps.updateMerchant, { params: { merchantId }, body }),
      root,
    ),
    disableMerchant: useWrite(
      ({ merchantId, reason }: { merchantId: string; reason: string }) =>
        api.call(CouponOperatorOps.disableMerchant, { params: { merchantId }, body: { reason } }),
      root,
    ),
    enableMerchant: useWrite(
      (merchantId: string) => api.call(CouponOperatorOps.enableMerchant, { params: { merchantId } }),
      root,
    ),
    addStaff: useWrite(
      ({ merchantId, phone }: { merchantId: string; phone: string }) =>
        api.call(CouponOperatorOps.addMerchantStaff, { params: { merchantId }, body: { phone } }),
      root,
    ),
    removeStaff: useWrite(
      (params: { merchantId: string; driverId: string }) => api.call(CouponOperatorOps.removeMerchantStaff, { params }),
      root,
    ),
    createTemplate: useWrite(
      (body: CouponTemplateInput) => api.call(CouponOperatorOps.createCouponTemplate, { body }),
      root,
    ),
    withdrawTemplate: useWrite(
      (templateId: string) => api.call(CouponOperatorOps.withdrawCouponTemplate, { params: { templateId } }),
      root,
    ),
    createBatch: useWrite((body: BatchInput) => api.call(CouponOperatorOps.createCouponBatch, { body }), root),
    saveSettings: useWrite(
      (body: CouponSettingsInput) => api.call(CouponOperatorOps.saveCouponSettings, { body }),
      root,
    ),
    refundCouponOnlyStay: useWrite(
      (stayId: string) => api.call(CouponOperatorOps.refundCouponOnlyStay, { params: { stayId } }),
      root,
    ),
  };
}
