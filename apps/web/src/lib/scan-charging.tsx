import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { installedEffects } from '../api/ui-effects';
import { resolveClientType } from './client-type';
import { browserStore } from './storage';
import * as screen from './screen-paths.gen';
import { href } from './paths';

/** The toast of a scanned code that is not a charging gun's. */
export const NOT_A_GUN = '这不是充电枪的二维码，请扫描充电枪上的二维码';
export const SCAN_FAILED = '未识别到二维码，请重新扫描';

// Loaded when first needed: home is a landing page with a weight budget, and most drivers scan.
const GunNoSheet = lazy(() => import('../components/gun-no-sheet').then((m) => ({ default: m.GunNoSheet })));

/**
 * 扫码充电 (issue 44), from home and the station sheet: opens the host's scanner (lib/scan-qr, loaded on the tap) and
 * lands on the scanned gun's page (/chargingPage?gunNo=); a code that is not a gun's is refused with a toast, a
 * closed scanner does nothing. Where nothing can scan (no camera scanner, no host scanner) the driver types the
 * gun's number instead: `typing` is that sheet, which the screen renders.
 */
export function useScanCharging(): { scan: () => Promise<void>; typing: ReactNode } {
  const navigate = useNavigate();
  const [typingOpen, setTypingOpen] = useState(false);
  const toGun = (gunNo: string) => void navigate(href(screen.chargingPage, { gunNo }));
  const scan = async () => {
    // Loaded on the tap: home is a landing page with a weight budget.
    const [{ scanQrCode, ScanError }, { gunNoOf }] = await Promise.all([import('./scan-qr'), import('./gun-code')]);
    let scanned: string;
    try {
      scanned = await scanQrCode(resolveClientType(browserStore, navigator.userAgent), navigator.userAgent);
    } catch (error) {
      if (!(error instanceof ScanError) || error.kind === 'cancelled') return;
      // Nothing here can scan (a plain browser without BarcodeDetector, or a host whose scanner would not load and
      // no camera scanner behind it): the gun's number typed instead (spec: "Scan without a supported client").
      if (error.kind === 'unsupported') return setTypingOpen(true);
      return void installedEffects.toast(SCAN_FAILED, { fail: true });
    }
    const gunNo = gunNoOf(scanned);
    if (!gunNo) return void installedEffects.toast(NOT_A_GUN, { fail: true });
    toGun(gunNo);
  };
  const typing = typingOpen && (
    <Suspense fallback={null}>
      <GunNoSheet open onClose={() => setTypingOpen(false)} onGo={toGun} />
    </Suspense>
  );
  return { scan, typing };
}
