import { ScanQrCode } from './scan-qr-code-page';

/**
 * /chargingScanQRCode?token=…: a merchant's or the operator's charging coupon (充电券) scanned — the same signed
 * claim as /scanQRCode (decision 039); the coupon is then offered on /chargingPage (decision 046).
 */
export default function ChargingScanQrCodePage() {
  return <ScanQrCode couponName="充电券" />;
}
