import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import * as Coupons from './coupons';
import { CouponOperatorRoutes } from './operator-routes';
import { CouponRoutes } from './routes';

const byMerchant = { params: Coupons.MerchantIdParams };
const byBatch = { params: Coupons.MerchantBatchParams };
const byCoupon = { params: Coupons.MerchantCouponParams };

export const CouponOps = operations(CouponRoutes, {
  userCoupons: { query: Coupons.UserCouponsQuery, response: Coupons.CouponPage },
  couponsCount: { response: Coupons.CouponsCount },
  usableCoupons: { query: Coupons.UsableCouponsQuery, response: Coupons.UsableCoupons },
  claimQrCoupon: { body: Coupons.ClaimQrCoupon, response: Coupons.Coupon },
  myMerchants: { response: z.array(Coupons.MyMerchant) },
  sendPlateCoupon: { body: Coupons.SendPlateCoupon, response: Coupons.Coupon },
  createQrCode: { ...byMerchant, body: Coupons.CreateQrCode, response: Coupons.QrCode },
  givenCoupons: { ...byMerchant, query: Coupons.GivenCouponsQuery, response: Coupons.CouponPage },
  revokeCoupon: { ...byCoupon, response: Coupons.Coupon },
  saleTemplates: { ...byMerchant, response: z.array(Coupons.SaleTemplate) },
  buyBatch: { ...byMerchant, body: Coupons.BuyBatch, response: PayOrder },
  batchOrders: { ...byMerchant, query: Coupons.BatchOrdersQuery, response: Coupons.BatchOrderPage },
  batchOrder: { params: Coupons.BatchOrderParams, response: Coupons.BatchOrder },
  batchDetail: { ...byBatch, response: Coupons.BatchDetail },
  batchCoupons: { ...byBatch, query: Coupons.BatchCouponsQuery, response: Coupons.CouponPage },
  parkingDetail: { ...byCoupon, response: Coupons.ParkingDetail },
});

export const CouponOperatorOps = operations(CouponOperatorRoutes, {
  couponTemplates: { response: z.array(Coupons.CouponTemplate) },
  createCouponTemplate: { body: Coupons.CouponTemplateInput, response: Coupons.CouponTemplate },
  merchants: { query: Coupons.MerchantsQuery, response: Coupons.MerchantPage },
  createMerchant: { body: Coupons.MerchantInput, response: Coupons.Merchant },
  couponBatches: { response: z.array(Coupons.Batch) },
  createCouponBatch: { body: Coupons.BatchInput, response: Coupons.Batch },
  couponReport: { response: z.array(Coupons.CouponReportRow) },
  withdrawCouponTemplate: { params: Coupons.TemplateIdParams, response: Coupons.CouponTemplate },
  refundCouponOnlyStay: { params: Coupons.StayIdParams, response: Coupons.CouponRefund },
  updateMerchant: { ...byMerchant, body: Coupons.MerchantUpdate, response: Coupons.Merchant },
  disableMerchant: { ...byMerchant, body: Coupons.MerchantDisable, response: Coupons.Merchant },
  enableMerchant: { ...byMerchant, response: Coupons.Merchant },
  merchantStaff: { ...byMerchant, response: z.array(Coupons.MerchantStaffMember) },
  addMerchantStaff: { ...byMerchant, body: Coupons.MerchantStaffInput, response: z.array(Coupons.MerchantStaffMember) },
  removeMerchantStaff: { params: Coupons.MerchantStaffParams, response: z.array(Coupons.MerchantStaffMember) },
  couponSettings: { response: Coupons.CouponSettings },
  saveCouponSettings: { body: Coupons.CouponSettingsInput, response: Coupons.CouponSettings },
});
