import * as screen from './screen-paths.gen';
/** A gun's printed number (contracts' GunNo): 6–16 digits or capitals. */
const GUN_NO = /^[0-9A-Z]{6,16}$/;

/**
 * The gun a scanned QR code names, or null when it is not a charging gun's code (issue 44). A gun's code carries its
 * printed number: bare, as our /chargingPage?gunNo= link (so WeChat's own scanner opens the page), or in the
 * interconnection form hlht://<gunNo>.<operatorId>/ that chargers of other operators print.
 */
export function gunNoOf(scanned: string): string | null {
  const text = scanned.trim();
  const bare = text.toUpperCase();
  if (GUN_NO.test(bare)) return bare;
  const hlht = /^hlht:\/\/([0-9A-Za-z]{6,16})\.[0-9A-Za-z]+\/?$/i.exec(text);
  if (hlht) return hlht[1]!.toUpperCase();
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    return null;
  }
  if (!/^https?:$/.test(url.protocol) || !url.pathname.endsWith(screen.chargingPage)) return null;
  const gunNo = (url.searchParams.get('gunNo') ?? '').toUpperCase();
  return GUN_NO.test(gunNo) ? gunNo : null;
}
