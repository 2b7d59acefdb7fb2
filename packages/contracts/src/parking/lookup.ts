import { z } from 'zod';
import { normalisePlateOf, PlateColorParam } from '../vehicles/plate-schema';

/** POST body: the plate and its colour flag, checked together; dealerId defaults to the request's dealer. */
export const PlateLookupRequest = z
  .object({
    plateNo: z.string().max(16),
    plateColor: PlateColorParam,
    dealerId: z.string().min(1).max(64).optional(),
  })
  .transform(normalisePlateOf);
export type PlateLookupRequest = z.input<typeof PlateLookupRequest>;

/**
 * What the lookup found: `count` payable bills (a session in the park with a fee due, or an arrears); with one,
 * its `uniqueId` and `parkId` (→ /payPage); `arrearsOnly` when every bill found is an arrears (→ isArreas).
 */
export const PlateLookupResult = z.object({
  count: z.number().int().min(0),
  uniqueId: z.string().nullable(),
  arrearsOnly: z.boolean(),
  parkId: z.string().nullable(),
});
export type PlateLookupResult = z.infer<typeof PlateLookupResult>;
