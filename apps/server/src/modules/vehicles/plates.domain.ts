import {
  AppError,
  ErrorCode,
  PlateColor,
  formatPlateNo,
  parsePlate,
  type PlateColorOut,
  type PlateWithColor,
} from '@parking/contracts';
import type { StoredPlate } from './plates.repository';

/** The stored colour (0 or 2) of the API's plateColor (undefined or 2). */
export const storedColor = (plateColor: PlateColor | undefined): number => (plateColor === PlateColor.YELLOW ? 2 : 0);

/** The API's plateColor (2 or null) of a stored colour. */
export const colorOut = (stored: number): PlateColorOut => (stored === PlateColor.YELLOW ? PlateColor.YELLOW : null);

/**
 * A plate checked by the contracts (PlateWithColor) as the tables store it. Parsing again gives the category; it
 * cannot fail on a checked plate, but a caller that skipped the schema gets a 400, never a bad row.
 */
export function toStoredPlate(dealerId: string, plate: PlateWithColor): StoredPlate {
  const parsed = parsePlate(plate.plateNo, { plateColor: plate.plateColor });
  if (!parsed.ok) throw new AppError(ErrorCode.INVALID_INPUT, parsed.message);
  return {
    dealerId,
    plateNo: parsed.plate.plateNo,
    plateColor: storedColor(parsed.plate.plateColor),
    category: parsed.plate.category,
  };
}

/** The plate fields every answer shows. */
export const plateFields = (row: { plateNo: string; plateColor: number }) => ({
  plateNo: row.plateNo,
  formatPlateNo: formatPlateNo(row.plateNo),
  plateColor: colorOut(row.plateColor),
});
