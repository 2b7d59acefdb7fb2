/** The merchant pages (spec section 2 Merchant). */
export const merchantPath = (merchantId: string) => `/merchantManage?merchantId=${encodeURIComponent(merchantId)}`;
export const showQrPath = (merchantId: string, batchId: string) =>
  `/showQRcode?merchantId=${encodeURIComponent(merchantId)}&batchId=${encodeURIComponent(batchId)}`;
