import { and, eq } from 'drizzle-orm';
import type { BagKind, BagVehicleClass } from '@parking/contracts';
import type { Db } from '../db/client';
import { bagParks, bagProducts, parkProfiles, parks } from '../db/schema';

/** Monthly prices (fen) of the demo: small fuel cars; the other classes and kinds derive from it. */
const MONTH_FEN = 30000;
const CLASS_FACTOR: Record<BagVehicleClass, number> = {
  small: 1,
  smallNewEnergy: 0.8,
  large: 1.5,
  largeNewEnergy: 1.2,
};
const KIND_FACTOR: Partial<Record<BagKind, number>> = { month: 1, quarter: 2.8, halfYear: 5.4, year: 10 };
/** The consumable cards of the demo (decision 047), small fuel cars at one park: 500元 for 550元, 200元 for 20 visits. */
const CARD_PARK = '西湖文化广场地下停车场';
const CARDS = [
  { kind: 'storedValue' as const, priceFen: 50_000, quantity: 55_000 },
  { kind: 'visits' as const, priceFen: 20_000, quantity: 20 },
];
/** Busy districts sell 60% of their spaces as plans, elsewhere 80% (the example shares). */
const BUSY_PARKS = ['武林广场地下停车场', '观前街地下停车场'];

/**
 * Every demo park offering plans (its profile's supportBag) sells them: 月卡/季卡/半年卡/年卡 for the four price
 * classes, renewals up to 7 days late counted from the expiry, in force from the day it is bought. The demo approves
 * applications at once (autoApprove, an operator switch), so a new user can pay straight away. Idempotent.
 */
export async function seedMonthlyPlansDemo(db: Db): Promise<void> {
  const offering = await db
    .select({ parkId: parks.id, dealerId: parks.dealerId, name: parks.name })
    .from(parks)
    .innerJoin(parkProfiles, and(eq(parkProfiles.parkId, parks.id), eq(parkProfiles.supportBag, true)));
  if (offering.length === 0) return;
  await db
    .insert(bagParks)
    .values(
      offering.map((p) => ({
        parkId: p.parkId,
        dealerId: p.dealerId,
        quotaShare: BUSY_PARKS.includes(p.name) ? 60 : 80,
        autoApprove: true,
        lateRenewDays: 7,
        lateRenewFrom: 'expiry' as const,
        startsNextDay: false,
        needsProof: false,
        notice:
          '1. 月卡自办理当日 00:00 起生效，按自然月计算，有效期内在本停车场停放免费；\n2. 一张月卡可绑定多辆车，同一时间仅一辆车享受月卡，其余车辆按临停收费；\n3. 到期前 7、3、1 天短信提醒续费，到期后 7 天内可续费（自原到期日起算）；\n4. 可在月卡详情申请退卡，审核通过后按未使用天数退款（储值卡、储次卡按未使用余额）。',
      })),
    )
    .onConflictDoNothing();
  const classes = Object.keys(CLASS_FACTOR) as BagVehicleClass[];
  const kinds = Object.keys(KIND_FACTOR) as BagKind[];
  await db
    .insert(bagProducts)
    .values(
      offering.flatMap((p) =>
        classes.flatMap((vehicleClass) =>
          kinds.map((kind) => ({
            dealerId: p.dealerId,
            parkId: p.parkId,
            kind,
            vehicleClass,
            priceFen: Math.round((MONTH_FEN * CLASS_FACTOR[vehicleClass] * KIND_FACTOR[kind]!) / 100) * 100,
          })),
        ),
      ),
    )
    .onConflictDoNothing();
  const cardPark = offering.find((p) => p.name === CARD_PARK);
  if (!cardPark) return;
  await db
    .insert(bagProducts)
    .values(
      CARDS.map((c) => ({
        dealerId: cardPark.dealerId,
        parkId: cardPark.parkId,
        vehicleClass: 'small' as const,
        ...c,
      })),
    )
    .onConflictDoNothing();
}
