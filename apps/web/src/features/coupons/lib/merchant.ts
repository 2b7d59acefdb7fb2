import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';
/** The merchant pages (spec section 2 Merchant). */
export const merchantPath = (merchantId: string) => href(screen.merchantManage, { merchantId });
export const showQrPath = (merchantId: string, batchId: string) => href(screen.showQRcode, { merchantId, batchId });
export const buyListPath = (merchantId: string) => href(screen.buyCouponsList, { merchantId });
export const buyPath = (merchantId: string, templateId: string) => href(screen.buyCoupons, { merchantId, templateId });
export const buyRecordPath = (merchantId: string) => href(screen.buyCouponsRecord, { merchantId });
export const buyResultPath = (orderNo: string) => href(screen.buyCouponsReslut, { orderNo });
export const couponsDetailPath = (merchantId: string, batchId: string) =>
  href(screen.couponsDetail, { merchantId, batchId });
export const parkingDetailPath = (merchantId: string, couponId: string) =>
  href(screen.parkingDetail, { merchantId, couponId });
