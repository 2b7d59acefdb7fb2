import * as screen from '../../../lib/screen-paths.gen';
/** The merchant pages (spec section 2 Merchant). */
export const merchantPath = (merchantId: string) =>
  `${screen.merchantManage}?merchantId=${encodeURIComponent(merchantId)}`;
export const showQrPath = (merchantId: string, batchId: string) =>
  `${screen.showQRcode}?merchantId=${encodeURIComponent(merchantId)}&batchId=${encodeURIComponent(batchId)}`;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;
export const buyListPath = (merchantId: string) => q(screen.buyCouponsList, { merchantId });
export const buyPath = (merchantId: string, templateId: string) => q(screen.buyCoupons, { merchantId, templateId });
export const buyRecordPath = (merchantId: string) => q(screen.buyCouponsRecord, { merchantId });
export const buyResultPath = (orderNo: string) => q(screen.buyCouponsReslut, { orderNo });
export const couponsDetailPath = (merchantId: string, batchId: string) =>
  q(screen.couponsDetail, { merchantId, batchId });
export const parkingDetailPath = (merchantId: string, couponId: string) =>
  q(screen.parkingDetail, { merchantId, couponId });
