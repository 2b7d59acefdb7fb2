import type { Coupon } from '@parking/contracts';
import * as screen from '../../../lib/screen-paths.gen';
import { href } from '../../../lib/paths';

/** The scan pages of a merchant's QR code (spec section 2 Coupons). */
export const ScanPaths = {
  SCAN: screen.scanQRCode,
  ADD_CAR: screen.scanQRCodeAddCar,
  SUCCESS: screen.scanQRCodeSuccess,
  FAILED: screen.scanQRCodeFailed,
} as const;

/** What a merchant's QR code encodes: this app's scan page with the signed token. */
export const scanUrl = (origin: string, token: string) => `${origin}${href(screen.scanQRCode, { token })}`;

export const failedPath = (errMsg: string) => href(screen.scanQRCodeFailed, { errMsg });

/** What the success page names (router state: a reload, or a link, shows the page without it). */
export interface ClaimedCoupon {
  /** 午餐停车券（立减5元）. */
  words: string;
  merchantName: string | null;
}
export const claimedCoupon = (coupon: Pick<Coupon, 'name' | 'title' | 'merchantName'>): ClaimedCoupon => ({
  words: coupon.title && coupon.title !== coupon.name ? `${coupon.name}（${coupon.title}）` : coupon.name,
  merchantName: coupon.merchantName,
});
