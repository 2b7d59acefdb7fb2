import type { Db } from '../../db/client';

/** What the wallet needs to know of a dealer, asked of the modules that own it (dealers, basic's menu flags). */
export interface DealerFacts {
  name(dealerId: string): Promise<string>;
  /** The dealer lets its drivers keep and spend a balance (offers(menuConfig).balance); `within` a transaction. */
  balanceOffered(dealerId: string, within?: Db): Promise<boolean>;
}
