// Zod-free: the operator's coupon templates, merchants, batches and report (types only).
import { route } from '../operation';
import type {
  Batch,
  BatchInput,
  CouponReportRow,
  CouponTemplate,
  CouponTemplateInput,
  CouponRefund,
  CouponSettings,
  CouponSettingsInput,
  Merchant,
  MerchantDisable,
  MerchantInput,
  MerchantPage,
  MerchantsQuery,
  MerchantStaffInput,
  MerchantStaffMember,
  MerchantUpdate,
} from './coupons';

/** Operators of the dealer (admin role): what coupons exist, who gives them, how many, and what they cost. */
export const CouponOperatorRoutes = {
  couponTemplates: route('GET', '/operator/v1/coupons/templates').io<{ response: CouponTemplate[] }>(),
  createCouponTemplate: route('POST', '/operator/v1/coupons/templates').io<{
    body: CouponTemplateInput;
    response: CouponTemplate;
  }>(),
  merchants: route('GET', '/operator/v1/coupons/merchants').io<{ query: MerchantsQuery; response: MerchantPage }>(),
  createMerchant: route('POST', '/operator/v1/coupons/merchants').io<{ body: MerchantInput; response: Merchant }>(),
  couponBatches: route('GET', '/operator/v1/coupons/batches').io<{ response: Batch[] }>(),
  createCouponBatch: route('POST', '/operator/v1/coupons/batches').io<{ body: BatchInput; response: Batch }>(),
  couponReport: route('GET', '/operator/v1/coupons/report').io<{ response: CouponReportRow[] }>(),
  /** Withdraw a template from sale to merchants (a paid order of it is then refused and refunded whole). */
  withdrawCouponTemplate: route('POST', '/operator/v1/coupons/templates/:templateId/withdraw').io<{
    response: CouponTemplate;
  }>(),
  /** The refund of a stay its coupon paid whole: the coupon goes back to its holder (decision 049). */
  refundCouponOnlyStay: route('POST', '/operator/v1/coupons/stays/:stayId/refund').io<{ response: CouponRefund }>(),
  // Merchants edited and disabled, their staff one by one, the QR validation settings (decision 090).
  updateMerchant: route('PUT', '/operator/v1/coupons/merchants/:merchantId').io<{
    body: MerchantUpdate;
    response: Merchant;
  }>(),
  disableMerchant: route('POST', '/operator/v1/coupons/merchants/:merchantId/disable').io<{
    body: MerchantDisable;
    response: Merchant;
  }>(),
  enableMerchant: route('POST', '/operator/v1/coupons/merchants/:merchantId/enable').io<{ response: Merchant }>(),
  merchantStaff: route('GET', '/operator/v1/coupons/merchants/:merchantId/staff').io<{
    response: MerchantStaffMember[];
  }>(),
  addMerchantStaff: route('POST', '/operator/v1/coupons/merchants/:merchantId/staff').io<{
    body: MerchantStaffInput;
    response: MerchantStaffMember[];
  }>(),
  removeMerchantStaff: route('DELETE', '/operator/v1/coupons/merchants/:merchantId/staff/:driverId').io<{
    response: MerchantStaffMember[];
  }>(),
  couponSettings: route('GET', '/operator/v1/coupons/settings').io<{ response: CouponSettings }>(),
  saveCouponSettings: route('PUT', '/operator/v1/coupons/settings').io<{
    body: CouponSettingsInput;
    response: CouponSettings;
  }>(),
};
