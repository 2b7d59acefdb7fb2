/** The scan pages of a merchant's QR code (spec section 2 Coupons). */
export const ScanPaths = {
  SCAN: '/scanQRCode',
  ADD_CAR: '/scanQRCodeAddCar',
  SUCCESS: '/scanQRCodeSuccess',
  FAILED: '/scanQRCodeFailed',
} as const;

/** What a merchant's QR code encodes: this app's scan page with the signed token. */
export const scanUrl = (origin: string, token: string) =>
  `${origin}${ScanPaths.SCAN}?token=${encodeURIComponent(token)}`;

export const failedPath = (errMsg: string) => `${ScanPaths.FAILED}?errMsg=${encodeURIComponent(errMsg)}`;
