/**
 * The plate whose bills are on screen, kept for this visit: when the server answers 0xd06510037 (the plate has
 * arrears) the catalogue sends the driver to /multiPayPage?arrearsOnly=1, which then knows whose arrears to show even
 * when nobody is logged in.
 */
const KEY = 'payments.lastPlate';

export interface PlateRef {
  plateNo: string;
  plateColor: string;
}

export function rememberPlate(plate: PlateRef): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(plate));
  } catch {
    // No session storage (a locked-down web view): the arrears page then asks to log in instead.
  }
}

export function lastPlate(): PlateRef | undefined {
  try {
    const value = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as PlateRef | null;
    return value && typeof value.plateNo === 'string' ? value : undefined;
  } catch {
    return undefined;
  }
}

/** "浙A·12345" back to "浙A12345" (the bill shows the formatted plate). */
export const plateOfFormatted = (formatPlateNo: string) => formatPlateNo.replace('·', '');
