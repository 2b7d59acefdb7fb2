import { z } from 'zod';

const flag = z.boolean();

/** A dealer's menu configuration: every flag and field of spec section 1. */
export const MenuConfig = z.object({
  bagVehicle: flag,
  /** Monthly (bag) plan mode: 1, 2 or 3. */
  bagPlan: z.union([z.literal(1), z.literal(2), z.literal(3)]).nullable(),
  chargingBerth: flag,
  coupon: flag,
  diffTime: flag,
  elecInvoice: flag,
  etcp: flag,
  filterParkingType: flag,
  roadParking: flag,
  scan: flag,
  platBizType: z.union([z.literal(1), z.literal(2), z.literal(3)]),
  charging: flag,
  walletPlan: flag,
  supportBalance: flag,
  news: flag,
  payForOthers: flag,
  homeParkingCharge: flag,
});
export type MenuConfig = z.infer<typeof MenuConfig>;

/** One home menu entry: entryType 1 opens an in-app route (entryUrl), 2 an external H5 page via getH5Url. */
export const HomeFuncEntry = z.object({
  entryId: z.string(),
  entryName: z.string(),
  entryType: z.number().int(),
  /** Icon as a data URL (base64). */
  icon: z.string(),
  needLogin: z.boolean(),
  /** In-app route for entryType 1; page id for getH5Url for entryType 2. */
  entryUrl: z.string(),
});
export type HomeFuncEntry = z.infer<typeof HomeFuncEntry>;

export const HomeFuncEntries = z.object({ list: z.array(HomeFuncEntry), column: z.number().int().min(1).max(5) });
export type HomeFuncEntries = z.infer<typeof HomeFuncEntries>;
