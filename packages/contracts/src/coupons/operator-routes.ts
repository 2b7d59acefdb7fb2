// Zod-free: the operator's coupon templates, merchants, batches and report (types only).
import { routes } from '../operation';
import type * as Coupons from './coupons';

/** Operators of the dealer (admin role): what coupons exist, who gives them, how many, and what they cost. */
export const CouponOperatorRoutes = routes<CouponOperatorIo>()({
  couponTemplates: 'GET /operator/v1/coupons/templates',
  createCouponTemplate: 'POST /operator/v1/coupons/templates',
  merchants: 'GET /operator/v1/coupons/merchants',
  createMerchant: 'POST /operator/v1/coupons/merchants',
  couponBatches: 'GET /operator/v1/coupons/batches',
  createCouponBatch: 'POST /operator/v1/coupons/batches',
  couponReport: 'GET /operator/v1/coupons/report',
  withdrawCouponTemplate: 'POST /operator/v1/coupons/templates/:templateId/withdraw',
  refundCouponOnlyStay: 'POST /operator/v1/coupons/stays/:stayId/refund',
  updateMerchant: 'PUT /operator/v1/coupons/merchants/:merchantId',
  disableMerchant: 'POST /operator/v1/coupons/merchants/:merchantId/disable',
  enableMerchant: 'POST /operator/v1/coupons/merchants/:merchantId/enable',
  merchantStaff: 'GET /operator/v1/coupons/merchants/:merchantId/staff',
  addMerchantStaff: 'POST /operator/v1/coupons/merchants/:merchantId/staff',
  removeMerchantStaff: 'DELETE /operator/v1/coupons/merchants/:merchantId/staff/:driverId',
  couponSettings: 'GET /operator/v1/coupons/settings',
  saveCouponSettings: 'PUT /operator/v1/coupons/settings',
});

/** What each of CouponOperatorRoutes' operations takes and answers. */
interface CouponOperatorIo {
  couponTemplates: { response: Coupons.CouponTemplate[] };
  createCouponTemplate: { body: Coupons.CouponTemplateInput; response: Coupons.CouponTemplate };
  merchants: { query: Coupons.MerchantsQuery; response: Coupons.MerchantPage };
  createMerchant: { body: Coupons.MerchantInput; response: Coupons.Merchant };
  couponBatches: { response: Coupons.Batch[] };
  createCouponBatch: { body: Coupons.BatchInput; response: Coupons.Batch };
  couponReport: { response: Coupons.CouponReportRow[] };
  /** Withdraw a template from sale to merchants (a paid order of it is then refused and refunded whole). */
  withdrawCouponTemplate: { response: Coupons.CouponTemplate };
  /** The refund of a stay its coupon paid whole: the coupon goes back to its holder (decision 049). */
  refundCouponOnlyStay: { response: Coupons.CouponRefund };
  // Merchants edited and disabled, their staff one by one, the QR validation settings (decision 090).
  updateMerchant: { body: Coupons.MerchantUpdate; response: Coupons.Merchant };
  disableMerchant: { body: Coupons.MerchantDisable; response: Coupons.Merchant };
  enableMerchant: { response: Coupons.Merchant };
  merchantStaff: { response: Coupons.MerchantStaffMember[] };
  addMerchantStaff: { body: Coupons.MerchantStaffInput; response: Coupons.MerchantStaffMember[] };
  removeMerchantStaff: { response: Coupons.MerchantStaffMember[] };
  couponSettings: { response: Coupons.CouponSettings };
  saveCouponSettings: { body: Coupons.CouponSettingsInput; response: Coupons.CouponSettings };
}
