import type { Db } from '../db/client';
import { chargingCardRecords, chargingCards } from '../db/schema';

/** The demo cards' password (demo data only: real cards get a random one, shown once at issue). */
export const DEMO_CARD_PASSWORD = '123456';
/** Argon2id of DEMO_CARD_PASSWORD, so seeding at every start costs no hashing. */
const DEMO_CARD_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$7kEU3JtvVnX2MlJPuCBWrg$nUrALFxQoagUDCVRO27CyUA2KaYU+TVLOswcXwKIMo8';
/** Charging cards of the Hangzhou demo, unbound, 100元 each: bind one at /chargingCard with 123456 (decision 045). */
export const DEMO_CARD_NOS = ['DEMO00000001', 'DEMO00000002', 'DEMO00000003'];

/** Idempotent: a card already there (bound, spent, frozen since) is left as it is. */
export async function seedChargingCardsDemo(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const cardNo of DEMO_CARD_NOS) {
      const [card] = await tx
        .insert(chargingCards)
        .values({ dealerId: '330100', cardNo, passwordHash: DEMO_CARD_PASSWORD_HASH, balanceFen: 10_000 })
        .onConflictDoNothing()
        .returning({ id: chargingCards.id });
      if (card) {
        await tx.insert(chargingCardRecords).values({
          cardId: card.id,
          dealerId: '330100',
          kind: 'issue',
          amountFen: 10_000,
          balanceFen: 10_000,
          key: 'issue',
        });
      }
    }
  });
}
