import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PayOrder } from '../payments/orders';
import {
  Batch,
  BatchOrder,
  BatchOrderPage,
  BatchOrderParams,
  BatchOrdersQuery,
  BuyBatch,
  CouponRefund,
  SaleTemplate,
  StayIdParams,
  TemplateIdParams,
  BatchInput,
  ClaimQrCoupon,
  Coupon,
  CouponPage,
  CouponReportRow,
  CouponsCount,
  CouponTemplate,
  CouponTemplateInput,
  CreateQrCode,
  GivenCouponsQuery,
  Merchant,
  MerchantCouponParams,
  MerchantIdParams,
  MerchantInput,
  MyMerchant,
  QrCode,
  SendPlateCoupon,
  UsableCoupons,
  UsableCouponsQuery,
  UserCouponsQuery,
} from './coupons';
import { CouponOperatorRoutes } from './operator-routes';
import { CouponRoutes } from './routes';

export const CouponOps = operations(CouponRoutes, {
  userCoupons: { query: UserCouponsQuery, response: CouponPage },
  couponsCount: { response: CouponsCount },
  usableCoupons: { query: UsableCouponsQuery, response: UsableCoupons },
  claimQrCoupon: { body: ClaimQrCoupon, response: Coupon },
  myMerchants: { response: z.array(MyMerchant) },
  sendPlateCoupon: { body: SendPlateCoupon, response: Coupon },
  createQrCode: { params: MerchantIdParams, body: CreateQrCode, response: QrCode },
  givenCoupons: { params: MerchantIdParams, query: GivenCouponsQuery, response: CouponPage },
  revokeCoupon: { params: MerchantCouponParams, response: Coupon },
  saleTemplates: { params: MerchantIdParams, response: z.array(SaleTemplate) },
  buyBatch: { params: MerchantIdParams, body: BuyBatch, response: PayOrder },
  batchOrders: { params: MerchantIdParams, query: BatchOrdersQuery, response: BatchOrderPage },
  batchOrder: { params: BatchOrderParams, response: BatchOrder },
});

export const CouponOperatorOps = operations(CouponOperatorRoutes, {
  couponTemplates: { response: z.array(CouponTemplate) },
  createCouponTemplate: { body: CouponTemplateInput, response: CouponTemplate },
  merchants: { response: z.array(Merchant) },
  createMerchant: { body: MerchantInput, response: Merchant },
  couponBatches: { response: z.array(Batch) },
  createCouponBatch: { body: BatchInput, response: Batch },
  couponReport: { response: z.array(CouponReportRow) },
  withdrawCouponTemplate: { params: TemplateIdParams, response: CouponTemplate },
  refundCouponOnlyStay: { params: StayIdParams, response: CouponRefund },
});
