/** The merchant pages (spec section 2 Merchant). */
export const merchantPath = (merchantId: string) => `/merchantManage?merchantId=${encodeURIComponent(merchantId)}`;
export const showQrPath = (merchantId: string, batchId: string) =>
  `/showQRcode?merchantId=${encodeURIComponent(merchantId)}&batchId=${encodeURIComponent(batchId)}`;
const q = (path: string, params: Record<string, string>) => `${path}?${new URLSearchParams(params).toString()}`;
export const buyListPath = (merchantId: string) => q('/buyCouponsList', { merchantId });
export const buyPath = (merchantId: string, templateId: string) => q('/buyCoupons', { merchantId, templateId });
export const buyRecordPath = (merchantId: string) => q('/buyCouponsRecord', { merchantId });
export const buyResultPath = (orderNo: string) => q('/buyCouponsReslut', { orderNo });
export const couponsDetailPath = (merchantId: string, batchId: string) => q('/couponsDetail', { merchantId, batchId });
export const parkingDetailPath = (merchantId: string, couponId: string) =>
  q('/parkingDetail', { merchantId, couponId });
