import { HomeEntryId, offers, type HomeFuncEntry, type MenuConfig } from '@parking/contracts';

type Gate = (config: MenuConfig) => boolean;

const parking: Gate = (c) => offers(c).parking;
const charging: Gate = (c) => offers(c).charging;

/**
 * Which menu config flags gate which home entry (spec section 1: flags gate features). Parking entries hide on a
 * charging-only platform and vice versa; entries without a gate (vehicles, withholding, customer service) always
 * show, as do entry ids we do not know yet, which the dealer configured on purpose.
 */
const gates: Partial<Record<string, Gate>> = {
  [HomeEntryId.BAG]: (c) => parking(c) && c.bagPlan !== null,
  [HomeEntryId.DIFF_TIME]: (c) => parking(c) && c.diffTime,
  [HomeEntryId.BOOK]: parking,
  [HomeEntryId.PARK_COLLECTION]: parking,
  [HomeEntryId.ACCOUNT_RECHARGE]: (c) => c.walletPlan,
  [HomeEntryId.CHARGING_STATION]: charging,
  [HomeEntryId.INVOICE]: (c) => c.elecInvoice,
  [HomeEntryId.COUPON]: (c) => c.coupon,
};

/** The configured entries this dealer's flags allow, in configured order. */
export function visibleEntries(entries: readonly HomeFuncEntry[], config: MenuConfig): HomeFuncEntry[] {
  return entries.filter((entry) => gates[entry.entryId]?.(config) ?? true);
}
