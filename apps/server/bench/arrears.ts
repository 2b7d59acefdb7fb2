import { SessionState } from '@parking/contracts';
import type { Db } from '../src/db/client';
import { parkFeeRules, parkingSessions, parks } from '../src/db/schema';
import { aFeeRule } from '../src/modules/tariffs';

/**
 * Bills to pay for the payment benches: `count` stays in arrears at a new park of `dealerId`, created directly (the
 * benches are about payments, not parking). Plates are `浙<issuer>` + a 5-digit number.
 */
export async function insertArrears(
  db: Db,
  { dealerId, count, issuer = 'C' }: { dealerId: string; count: number; issuer?: string },
) {
  const [park] = await db
    .insert(parks)
    .values({ dealerId, name: '压测车场', kind: 'offStreet', latitude: 30.25, longitude: 120.16 })
    .returning({ id: parks.id });
  const [rule] = await db
    .insert(parkFeeRules)
    .values({ parkId: park!.id, rule: aFeeRule() })
    .returning({ id: parkFeeRules.id });
  const now = new Date();
  const stays = await db
    .insert(parkingSessions)
    .values(
      Array.from({ length: count }, (_, i) => ({
        dealerId,
        parkId: park!.id,
        feeRuleId: rule!.id,
        plateNo: `浙${issuer}${String(i).padStart(5, '0')}`,
        state: SessionState.ARREARS,
        enteredAt: new Date(now.getTime() - 3_600_000),
        exitedAt: now,
        totalFen: 500 + (i % 700),
        arrearsAt: now,
      })),
    )
    .returning({ id: parkingSessions.id, totalFen: parkingSessions.totalFen });
  return { parkId: park!.id, stays: stays.map((stay) => ({ id: stay.id, totalFen: stay.totalFen! })) };
}
