import { z } from 'zod';
import { PLATE_COLOR_MESSAGE, PlateColor, parsePlate } from './plate';

// Schemas of the plate rules, apart from them: the plate keyboard and entry screen use the rules without zod.

/** A plate number in any accepted spelling, output normalised; the issue message is the parse's user-facing one. */
export const PlateNo = z.string().transform((value, ctx) => {
  const result = parsePlate(value);
  if (result.ok) return result.plate.plateNo;
  ctx.addIssue({ code: 'custom', message: result.message, input: value, params: { reason: result.reason } });
  return z.NEVER;
});
export type PlateNo = z.output<typeof PlateNo>;

/**
 * The plateColor parameter as clients send it: 2 or '2' is yellow; '', null or absent is not. Anything else (1, 0,
 * '02', 'yellow', true…) is a tampered value and refused. Output: `PlateColor | undefined`.
 */
export const PlateColorParam = z
  .union([z.literal(PlateColor.YELLOW), z.literal('2'), z.literal(''), z.null()], { error: PLATE_COLOR_MESSAGE })
  .transform((value): PlateColor | undefined =>
    value === PlateColor.YELLOW || value === '2' ? PlateColor.YELLOW : undefined,
  )
  .optional();
export type PlateColorParam = z.output<typeof PlateColorParam>;

/** { plateNo, plateColor } checked together (lookups, history records): the plate normalised, the colour matching it. */
export const PlateWithColor = z.object({ plateNo: z.string(), plateColor: PlateColorParam }).transform((value, ctx) => {
  const result = parsePlate(value.plateNo, { plateColor: value.plateColor });
  if (result.ok) return { plateNo: result.plate.plateNo, plateColor: result.plate.plateColor };
  const path = result.reason === 'color_mismatch' ? ['plateColor'] : ['plateNo'];
  ctx.addIssue({ code: 'custom', message: result.message, path, input: value, params: { reason: result.reason } });
  return z.NEVER;
});
export type PlateWithColor = z.output<typeof PlateWithColor>;

/**
 * The transform of a request carrying a plate and its colour flag (lookups, plate materials): the plate normalised and
 * the colour matching it, the other fields as they are; a problem goes on its field.
 */
export function normalisePlateOf<T extends { plateNo: string; plateColor?: PlateColorParam }>(
  value: T,
  ctx: z.RefinementCtx<T>,
) {
  const result = parsePlate(value.plateNo, { plateColor: value.plateColor });
  if (result.ok) return { ...value, plateNo: result.plate.plateNo, plateColor: result.plate.plateColor };
  const path = result.reason === 'color_mismatch' ? ['plateColor'] : ['plateNo'];
  ctx.addIssue({ code: 'custom', message: result.message, path, input: value });
  return z.NEVER;
}
