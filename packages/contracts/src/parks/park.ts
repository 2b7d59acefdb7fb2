import { z } from 'zod';
import { page } from '../envelope';

/**
 * A park as drivers discover it (spec section 3). Coordinates are GCJ-02 (the system of Chinese maps); distance is in
 * metres from the position the request gave (null when it gave none). Spaces left count -1 as unlimited.
 */
export const Park = z.object({
  parkId: z.string(),
  parkName: z.string(),
  parkAddr: z.string(),
  cityName: z.string(),
  distance: z.number().nullable(),
  latitude: z.number(),
  longitude: z.number(),
  isOnline: z.boolean(),
  leftParkSpaceNum: z.number().int(),
  totalParkSpaceNum: z.number().int(),
  supportBag: z.boolean(),
  supportBook: z.boolean(),
  supportCharge: z.boolean(),
  supportDiffTimeBag: z.boolean(),
  supportDiffTimeBook: z.boolean(),
  /** Generated from the park's current fee rule, so a label never disagrees with the price. */
  feeRuleLabels: z.array(z.string()),
  /**
   * The one price a list shows, from the same rule (the small car's daytime price): 首小时10元，之后每30分钟3元,
   * 10元/次, 免费停车; '' when the park has no rule in force.
   */
  priceSummary: z.string(),
  description: z.string(),
  leftBagSpaceNum: z.number().int(),
  leftBookSpaceNum: z.number().int(),
  diffTimeBagLeftNum: z.number().int(),
  diffTimeBagTotalNum: z.number().int(),
  diffTimeBookLeftNum: z.number().int(),
  diffTimeBookTotalNum: z.number().int(),
  /** Whether the signed-in driver has it among their favourites (false for visitors). */
  collected: z.boolean(),
});
export type Park = z.infer<typeof Park>;

export const ParkPage = page(Park);
export type ParkPage = z.infer<typeof ParkPage>;
