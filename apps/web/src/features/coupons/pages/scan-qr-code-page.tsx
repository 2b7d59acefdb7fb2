import { ClientType, ErrorCode, StorageKey } from '@parking/contracts';
import { useEffect, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { isApiError } from '../../../api/client';
import { PageLoading } from '../../../components/page-loading';
import { PageState } from '../../../components/page-state';
import { browserStore } from '../../../lib/storage';
import { useClaimQrCoupon } from '../api/coupons';
import { claimedCoupon, failedPath } from '../lib/scan';
import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** Inside WeChat or Alipay, or our host app (its reqJson set the client type): where a merchant's code is scanned. */
const supportedClient = (ua: string) =>
  /MicroMessenger|AlipayClient/i.test(ua) || browserStore.get(StorageKey.clientType) === String(ClientType.APP);

/**
 * /scanQRCode?token=…: a driver scanned a merchant's QR code. The coupon is claimed at once (signed in first, the
 * route needs it); no plate yet → /scanQRCodeAddCar; then the success or failure page with the reason.
 */
export default function ScanQrCodePage() {
  return <ScanQrCode couponName="停车券" />;
}

/** The claim of a scanned code; `couponName` says what the merchant gives (停车券, or 充电券 on /chargingScanQRCode). */
export function ScanQrCode({ couponName }: { couponName: string }) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const claim = useClaimQrCoupon();
  const token = params.get('token') ?? '';
  const started = useRef(false);
  const supported = supportedClient(typeof navigator === 'undefined' ? '' : navigator.userAgent);

  useEffect(() => {
    if (started.current || !token || !supported) return;
    started.current = true;
    claim.mutate(
      { token },
      {
        onSuccess: (coupon) =>
          void navigate(href(screen.scanQRCodeSuccess, { couponId: coupon.id }), {
            replace: true,
            state: { claimed: claimedCoupon(coupon) },
          }),
        onError: (error) => {
          if (isApiError(error) && error.code === ErrorCode.COUPON_NEEDS_PLATE) {
            void navigate(href(screen.scanQRCodeAddCar, { token }), { replace: true });
          } else {
            void navigate(failedPath(isApiError(error) ? error.message : '领取失败，请稍后重试'), { replace: true });
          }
        },
      },
    );
  }, [claim, navigate, supported, token]);

  if (!supported)
    return <PageState title="请使用微信扫码" description={`请在微信中扫描商户出示的二维码领取${couponName}`} />;
  if (!token) return <PageState title="二维码无效" description={`请扫描商户出示的${couponName}二维码`} />;
  return <PageLoading />;
}
