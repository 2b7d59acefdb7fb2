// Zod-free: coupons as the driver's and the merchant staff's screens see them (types only).
import { routes } from '../operation';
import type { Page } from '../envelope';
import type { PayOrder } from '../payments/orders';
import type * as Coupons from './coupons';

/** A driver's coupons (/discount), the coupons for a bill (/choiceDiscountPage), a merchant's QR code (/scanQRCode). */
export const CouponRoutes = routes<CouponIo>()({
  userCoupons: 'GET /coupon/v2/api/userCoupons',
  couponsCount: 'GET /coupon/v2/api/couponsCount',
  usableCoupons: 'GET /charge/v2/api/parkOrders/msp/usableCoupons',
  claimQrCoupon: ['POST /coupon/v2/api/qrCoupons/claim', { authModel: 1 }],
  myMerchants: 'GET /coupon/v2/api/merchants',
  sendPlateCoupon: ['POST /coupon/v2/api/sendPlateCoupon', { authModel: 1 }],
  createQrCode: ['POST /coupon/v2/api/merchants/:merchantId/qrCodes', { authModel: 1 }],
  givenCoupons: 'GET /coupon/v2/api/merchants/:merchantId/coupons',
  revokeCoupon: ['POST /coupon/v2/api/merchants/:merchantId/coupons/:couponId/revoke', { authModel: 1 }],
  saleTemplates: 'GET /coupon/v2/api/merchants/:merchantId/saleTemplates',
  buyBatch: ['POST /coupon/v2/api/merchants/:merchantId/batchOrders', { authModel: 1 }],
  batchOrders: 'GET /coupon/v2/api/merchants/:merchantId/batchOrders',
  batchOrder: 'GET /coupon/v2/api/batchOrders/:batchOrderId',
  batchDetail: 'GET /coupon/v2/api/merchants/:merchantId/batches/:batchId',
  batchCoupons: 'GET /coupon/v2/api/merchants/:merchantId/batches/:batchId/coupons',
  parkingDetail: 'GET /coupon/v2/api/merchants/:merchantId/coupons/:couponId/parking',
});

/** What each of CouponRoutes' operations takes and answers. */
interface CouponIo {
  userCoupons: { query: Coupons.UserCouponsQuery; response: Page<Coupons.Coupon> };
  couponsCount: { response: Coupons.CouponsCount };
  usableCoupons: { query: Coupons.UsableCouponsQuery; response: Coupons.UsableCoupons };
  /** Claim the coupon of a merchant's QR code (authModel 1: a replayed request is refused). */
  claimQrCoupon: { body: Coupons.ClaimQrCoupon; response: Coupons.Coupon };
  /** Merchant staff: their stores (/merchantManageList). */
  myMerchants: { response: Coupons.MyMerchant[] };
  /** Merchant staff: give a coupon to a plate (/giveCoupons). */
  sendPlateCoupon: { body: Coupons.SendPlateCoupon; response: Coupons.Coupon };
  /** Merchant staff: a signed, short-lived QR code for drivers to scan (/showQRcode). */
  createQrCode: { body: Coupons.CreateQrCode; response: Coupons.QrCode };
  /** Merchant staff: the coupons the store gave, newest first, with their use (/giveCouponsRecord). */
  givenCoupons: { query: Coupons.GivenCouponsQuery; response: Page<Coupons.Coupon> };
  /** Merchant staff: take a coupon back, within 10 minutes and before the car leaves (/invalidCoupons). */
  revokeCoupon: { response: Coupons.Coupon };
  /** Merchant staff: the templates their store may buy batches of (/buyCouponsList). */
  saleTemplates: { response: Coupons.SaleTemplate[] };
  /** Merchant staff: buy a batch, paid by their own account through any channel (/buyCoupons; decision 049). */
  buyBatch: { body: Coupons.BuyBatch; response: PayOrder };
  /** Merchant staff: the store's purchases, newest first (/buyCouponsRecord). */
  batchOrders: { query: Coupons.BatchOrdersQuery; response: Page<Coupons.BatchOrder> };
  /** Merchant staff: one purchase of their store (/buyCouponsReslut). */
  batchOrder: { response: Coupons.BatchOrder };
  /** Merchant staff: one batch of their store, its stock and counts (/couponsDetail; decision 053). */
  batchDetail: { response: Coupons.BatchDetail };
  /** Merchant staff: the coupons of one batch of their store, newest first, with plates and states (/couponsDetail). */
  batchCoupons: { query: Coupons.BatchCouponsQuery; response: Page<Coupons.Coupon> };
  /** Merchant staff: the stay one of their store's coupons was used on (/parkingDetail). */
  parkingDetail: { response: Coupons.ParkingDetail };
}
