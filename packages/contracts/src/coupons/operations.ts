import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import * as Coupons from './coupons';
import { CouponOperatorRoutes } from './operator-routes';
import { CouponRoutes } from './routes';

export const CouponOps = operations(CouponRoutes, {
  userCoupons: { query: Coupons.UserCouponsQuery, response: Coupons.CouponPage },
  couponsCount: { response: Coupons.CouponsCount },
  usableCoupons: { query: Coupons.UsableCouponsQuery, response: Coupons.UsableCoupons },
  claimQrCoupon: { body: Coupons.ClaimQrCoupon, response: Coupons.Coupon },
  myMerchants: { response: z.array(Coupons.MyMerchant) },
  sendPlateCoupon: { body: Coupons.SendPlateCoupon, response: Coupons.Coupon },
  createQrCode: { params: Coupons.MerchantIdParams, body: Coupons.CreateQrCode, response: Coupons.QrCode },
  givenCoupons: { params: Coupons.MerchantIdParams, query: Coupons.GivenCouponsQuery, response: Coupons.CouponPage },
  revokeCoupon: { params: Coupons.MerchantCouponParams, response: Coupons.Coupon },
  saleTemplates: { params: Coupons.MerchantIdParams, response: z.array(Coupons.SaleTemplate) },
  buyBatch: { params: Coupons.MerchantIdParams, body: Coupons.BuyBatch, response: PayOrder },
  batchOrders: { params: Coupons.MerchantIdParams, query: Coupons.BatchOrdersQuery, response: Coupons.BatchOrderPage },
  batchOrder: { params: Coupons.BatchOrderParams, response: Coupons.BatchOrder },
  batchDetail: { params: Coupons.MerchantBatchParams, response: Coupons.BatchDetail },
  batchCoupons: { params: Coupons.MerchantBatchParams, query: Coupons.BatchCouponsQuery, response: Coupons.CouponPage },
  parkingDetail: { params: Coupons.MerchantCouponParams, response: Coupons.ParkingDetail },
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
  updateMerchant: { params: Coupons.MerchantIdParams, body: Coupons.MerchantUpdate, response: Coupons.Merchant },
  disableMerchant: { params: Coupons.MerchantIdParams, body: Coupons.MerchantDisable, response: Coupons.Merchant },
  enableMerchant: { params: Coupons.MerchantIdParams, response: Coupons.Merchant },
  merchantStaff: { params: Coupons.MerchantIdParams, response: z.array(Coupons.MerchantStaffMember) },
  addMerchantStaff: {
    params: Coupons.MerchantIdParams,
    body: Coupons.MerchantStaffInput,
    response: z.array(Coupons.MerchantStaffMember),
  },
  removeMerchantStaff: { params: Coupons.MerchantStaffParams, response: z.array(Coupons.MerchantStaffMember) },
  couponSettings: { response: Coupons.CouponSettings },
  saveCouponSettings: { body: Coupons.CouponSettingsInput, response: Coupons.CouponSettings },
});
