import { normalizePlate, parsePlate } from './plate';

/** The separator drivers see between a plate's issuing office and its serial (浙A·12345). */
export const PLATE_SEPARATOR = '·';

/**
 * A plate as shown to drivers (formatPlateNo): 浙A·12345, 粤B·D12345, WJ粤·1234X; plates without a province and
 * issuer (embassy) are shown as they are. Text that is not a valid plate is shown normalised, never dropped.
 */
export function formatPlateNo(plateNo: string): string {
  const parsed = parsePlate(plateNo);
  if (!parsed.ok) return normalizePlate(plateNo);
  const { plate } = parsed;
  if (plate.category === 'armedPolice') {
    const head = `WJ${plate.province ?? ''}`;
    return `${head}${PLATE_SEPARATOR}${plate.plateNo.slice(head.length)}`;
  }
  if (plate.province && plate.issuer) return `${plate.plateNo.slice(0, 2)}${PLATE_SEPARATOR}${plate.plateNo.slice(2)}`;
  return plate.plateNo;
}
