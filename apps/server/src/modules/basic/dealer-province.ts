import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { dealerSettings } from '../../db/schema/basic';

/** Basic's port for the dealer's province (decision 095): its default plate prefix (浙A), empty without settings. */
export async function dealerProvince(db: Db, dealerId: string): Promise<string> {
  const [row] = await db
    .select({ province: dealerSettings.province })
    .from(dealerSettings)
    .where(eq(dealerSettings.dealerId, dealerId));
  return row?.province ?? '';
}
