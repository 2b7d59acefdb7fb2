import { HomeEntryId, type HomeFuncEntry, type MenuConfig } from '@parking/contracts';
import { menuGates, type MenuFeature } from '../../../lib/menu-gates';
import type { HasScreen } from '../../../lib/screens';
import { EntryType } from './entry-action';

/**
 * Which feature (lib/menu-gates) each home entry belongs to (spec section 1: flags gate features). Entries without
 * one (vehicles, withholding, customer service) always show, as do entry ids we do not know yet, which the dealer
 * configured on purpose.
 */
const entryFeature: Partial<Record<string, MenuFeature>> = {
  [HomeEntryId.BAG]: 'bag',
  [HomeEntryId.DIFF_TIME]: 'diffTime',
  [HomeEntryId.BOOK]: 'parking',
  [HomeEntryId.PARK_COLLECTION]: 'parking',
  [HomeEntryId.ACCOUNT_RECHARGE]: 'balance',
  [HomeEntryId.CHARGING_STATION]: 'charging',
  [HomeEntryId.INVOICE]: 'invoice',
  [HomeEntryId.COUPON]: 'coupon',
};

/**
 * The configured entries this dealer's flags allow, in configured order; an in-app entry whose screen this build
 * does not have is left out, so no entry leads to 页面不存在.
 */
export function visibleEntries(
  entries: readonly HomeFuncEntry[],
  config: MenuConfig,
  hasScreen: HasScreen = () => true,
): HomeFuncEntry[] {
  return entries.filter((entry) => {
    const feature = entryFeature[entry.entryId];
    if (feature && !menuGates[feature](config)) return false;
    if (entry.entryType !== EntryType.ROUTE) return true;
    return hasScreen(entry.entryUrl.startsWith('/') ? entry.entryUrl : `/${entry.entryUrl}`);
  });
}
