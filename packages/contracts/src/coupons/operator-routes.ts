// Zod-free: the operator's coupon templates, merchants, batches and report (types only).
import { route } from '../operation';
import type * as Coupons from './coupons';

/** Operators of the dealer (admin role): what coupons exist, who gives them, how many, and what they cost. */
export const CouponOperatorRoutes = {
  couponTemplates: route('GET', '/operator/v1/coupons/templates').io<{ response: Coupons.CouponTemplate[] }>(),
  createCouponTemplate: route('POST', '/operator/v1/coupons/templates').io<{
    body: Coupons.CouponTemplateInput;
    response: Coupons.CouponTemplate;
  }>(),
  merchants: route('GET', '/operator/v1/coupons/merchants').io<{
    query: Coupons.MerchantsQuery;
    response: Coupons.MerchantPage;
  }>(),
  createMerchant: route('POST', '/operator/v1/coupons/merchants').io<{
    body: Coupons.MerchantInput;
    response: Coupons.Merchant;
  }>(),
  couponBatches: route('GET', '/operator/v1/coupons/batches').io<{ response: Coupons.Batch[] }>(),
  createCouponBatch: route('POST', '/operator/v1/coupons/batches').io<{
    body: Coupons.BatchInput;
    response: Coupons.Batch;
  }>(),
  couponReport: route('GET', '/operator/v1/coupons/report').io<{ response: Coupons.CouponReportRow[] }>(),
  /** Withdraw a template from sale to merchants (a paid order of it is then refused and refunded whole). */
  withdrawCouponTemplate: route('POST', '/operator/v1/coupons/templates/:templateId/withdraw').io<{
    response: Coupons.CouponTemplate;
  }>(),
  /** The refund of a stay its coupon paid whole: the coupon goes back to its holder (decision 049). */
  refundCouponOnlyStay: route('POST', '/operator/v1/coupons/stays/:stayId/refund').io<{
    response: Coupons.CouponRefund;
  }>(),
  // Merchants edited and disabled, their staff one by one, the QR validation settings (decision 090).
  updateMerchant: route('PUT', '/operator/v1/coupons/merchants/:merchantId').io<{
    body: Coupons.MerchantUpdate;
    response: Coupons.Merchant;
  }>(),
  disableMerchant: route('POST', '/operator/v1/coupons/merchants/:merchantId/disable').io<{
    body: Coupons.MerchantDisable;
    response: Coupons.Merchant;
  }>(),
  enableMerchant: route('POST', '/operator/v1/coupons/merchants/:merchantId/enable').io<{
    response: Coupons.Merchant;
  }>(),
  merchantStaff: route('GET', '/operator/v1/coupons/merchants/:merchantId/staff').io<{
    response: Coupons.MerchantStaffMember[];
  }>(),
  addMerchantStaff: route('POST', '/operator/v1/coupons/merchants/:merchantId/staff').io<{
    body: Coupons.MerchantStaffInput;
    response: Coupons.MerchantStaffMember[];
  }>(),
  removeMerchantStaff: route('DELETE', '/operator/v1/coupons/merchants/:merchantId/staff/:driverId').io<{
    response: Coupons.MerchantStaffMember[];
  }>(),
  couponSettings: route('GET', '/operator/v1/coupons/settings').io<{ response: Coupons.CouponSettings }>(),
  saveCouponSettings: route('PUT', '/operator/v1/coupons/settings').io<{
    body: Coupons.CouponSettingsInput;
    response: Coupons.CouponSettings;
  }>(),
};
