// Zod-free: coupons as the driver's and the merchant staff's screens see them (types only).
import { route } from '../operation';
import type { Page } from '../envelope';
import type { PayOrder } from '../payments/orders';
import type * as Coupons from './coupons';

/** A driver's coupons (/discount), the coupons for a bill (/choiceDiscountPage), a merchant's QR code (/scanQRCode). */
export const CouponRoutes = {
  userCoupons: route('GET', '/coupon/v2/api/userCoupons').io<{
    query: Coupons.UserCouponsQuery;
    response: Page<Coupons.Coupon>;
  }>(),
  couponsCount: route('GET', '/coupon/v2/api/couponsCount').io<{ response: Coupons.CouponsCount }>(),
  usableCoupons: route('GET', '/charge/v2/api/parkOrders/msp/usableCoupons').io<{
    query: Coupons.UsableCouponsQuery;
    response: Coupons.UsableCoupons;
  }>(),
  /** Claim the coupon of a merchant's QR code (authModel 1: a replayed request is refused). */
  claimQrCoupon: route('POST', '/coupon/v2/api/qrCoupons/claim', { authModel: 1 }).io<{
    body: Coupons.ClaimQrCoupon;
    response: Coupons.Coupon;
  }>(),
  /** Merchant staff: their stores (/merchantManageList). */
  myMerchants: route('GET', '/coupon/v2/api/merchants').io<{ response: Coupons.MyMerchant[] }>(),
  /** Merchant staff: give a coupon to a plate (/giveCoupons). */
  sendPlateCoupon: route('POST', '/coupon/v2/api/sendPlateCoupon', { authModel: 1 }).io<{
    body: Coupons.SendPlateCoupon;
    response: Coupons.Coupon;
  }>(),
  /** Merchant staff: a signed, short-lived QR code for drivers to scan (/showQRcode). */
  createQrCode: route('POST', '/coupon/v2/api/merchants/:merchantId/qrCodes', { authModel: 1 }).io<{
    body: Coupons.CreateQrCode;
    response: Coupons.QrCode;
  }>(),
  /** Merchant staff: the coupons the store gave, newest first, with their use (/giveCouponsRecord). */
  givenCoupons: route('GET', '/coupon/v2/api/merchants/:merchantId/coupons').io<{
    query: Coupons.GivenCouponsQuery;
    response: Page<Coupons.Coupon>;
  }>(),
  /** Merchant staff: take a coupon back, within 10 minutes and before the car leaves (/invalidCoupons). */
  revokeCoupon: route('POST', '/coupon/v2/api/merchants/:merchantId/coupons/:couponId/revoke', {
    authModel: 1,
  }).io<{ response: Coupons.Coupon }>(),
  /** Merchant staff: the templates their store may buy batches of (/buyCouponsList). */
  saleTemplates: route('GET', '/coupon/v2/api/merchants/:merchantId/saleTemplates').io<{
    response: Coupons.SaleTemplate[];
  }>(),
  /** Merchant staff: buy a batch, paid by their own account through any channel (/buyCoupons; decision 049). */
  buyBatch: route('POST', '/coupon/v2/api/merchants/:merchantId/batchOrders', { authModel: 1 }).io<{
    body: Coupons.BuyBatch;
    response: PayOrder;
  }>(),
  /** Merchant staff: the store's purchases, newest first (/buyCouponsRecord). */
  batchOrders: route('GET', '/coupon/v2/api/merchants/:merchantId/batchOrders').io<{
    query: Coupons.BatchOrdersQuery;
    response: Page<Coupons.BatchOrder>;
  }>(),
  /** Merchant staff: one purchase of their store (/buyCouponsReslut). */
  batchOrder: route('GET', '/coupon/v2/api/batchOrders/:batchOrderId').io<{ response: Coupons.BatchOrder }>(),
  /** Merchant staff: one batch of their store, its stock and counts (/couponsDetail; decision 053). */
  batchDetail: route('GET', '/coupon/v2/api/merchants/:merchantId/batches/:batchId').io<{
    response: Coupons.BatchDetail;
  }>(),
  /** Merchant staff: the coupons of one batch of their store, newest first, with plates and states (/couponsDetail). */
  batchCoupons: route('GET', '/coupon/v2/api/merchants/:merchantId/batches/:batchId/coupons').io<{
    query: Coupons.BatchCouponsQuery;
    response: Page<Coupons.Coupon>;
  }>(),
  /** Merchant staff: the stay one of their store's coupons was used on (/parkingDetail). */
  parkingDetail: route('GET', '/coupon/v2/api/merchants/:merchantId/coupons/:couponId/parking').io<{
    response: Coupons.ParkingDetail;
  }>(),
};
