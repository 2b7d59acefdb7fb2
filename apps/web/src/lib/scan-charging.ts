import { useNavigate } from 'react-router';
import { installedEffects } from '../api/ui-effects';
import { resolveClientType } from './client-type';
import { browserStore } from './storage';

/** The toast of a scanned code that is not a charging gun's. */
export const NOT_A_GUN = '这不是充电枪的二维码，请扫描充电枪上的二维码';
/** The toast where nothing can scan (spec: "Scan without a supported client"). */
export const NO_SCANNER = '请使用微信扫码';
export const SCANNER_UNAVAILABLE = '扫码暂不可用，请稍后重试';
export const SCAN_FAILED = '未识别到二维码，请重新扫描';

/**
 * 扫码充电 (issue 44), from home and the station sheet: opens the host's scanner (lib/scan-qr, loaded on the tap) and
 * lands on the scanned gun's page (/chargingPage?gunNo=); a code that is not a gun's is refused with a toast, a
 * closed scanner does nothing.
 */
export function useScanCharging(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    // Loaded on the tap: home is a landing page with a weight budget.
    const [{ scanQrCode, ScanError }, { gunNoOf }] = await Promise.all([import('./scan-qr'), import('./gun-code')]);
    let scanned: string;
    try {
      scanned = await scanQrCode(resolveClientType(browserStore, navigator.userAgent), navigator.userAgent);
    } catch (error) {
      if (!(error instanceof ScanError) || error.kind === 'cancelled') return;
      // Inside WeChat or Alipay whose scanner would not load (offline, a page outside the JS-interface domain).
      const inHost = /MicroMessenger|AlipayClient/i.test(navigator.userAgent);
      const words = error.kind === 'failed' ? SCAN_FAILED : inHost ? SCANNER_UNAVAILABLE : NO_SCANNER;
      installedEffects.toast(words, { fail: true });
      return;
    }
    const gunNo = gunNoOf(scanned);
    if (!gunNo) return void installedEffects.toast(NOT_A_GUN, { fail: true });
    void navigate(`/chargingPage?gunNo=${encodeURIComponent(gunNo)}`);
  };
}
