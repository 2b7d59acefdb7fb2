import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countedAndRolledBack } from '../../../test/count-statements';
import { minutes, type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, aPlate } from '../../../test/payments';
import { couponBatches, coupons, couponTemplates, parkingSessions } from '../../db/schema';
import type { StayRow } from '../parking';
import { aFeeRule } from '../tariffs';
import { createCouponUse } from './coupon-use';

// Decision 098: the discounts of the coupons used on a list of stays, read for all of them at once, are those read
// one stay at a time; and the reads do not grow with the list (a re-entry coupon alone reads its car's previous stay).
let t: TestApp;
let park: TestPark;
const port = createCouponUse();
const stays: StayRow[] = [];

const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;

/** A coupon of a template of `kind` used on `stayId` (state: used), or in another state. */
async function aCoupon(
  stayId: string,
  template: Partial<typeof couponTemplates.$inferInsert> & { kind: (typeof couponTemplates.$inferInsert)['kind'] },
  { state = 'used', value }: { state?: 'used' | 'locked'; value?: number } = {},
) {
  const now = t.clock.now();
  const [tpl] = await t.db
    .insert(couponTemplates)
    .values({ dealerId: park.dealerId, name: `券 ${template.kind}`, value: 0, validMinutes: 24 * 60, ...template })
    .returning();
  const [batch] = await t.db
    .insert(couponBatches)
    .values({ dealerId: park.dealerId, templateId: tpl!.id, quantity: 1, issued: 1 })
    .returning();
  await t.db.insert(coupons).values({
    dealerId: park.dealerId,
    batchId: batch!.id,
    templateId: tpl!.id,
    state,
    sessionId: stayId,
    validFrom: now,
    validUntil: new Date(now.getTime() + 86_400_000),
    issuedAt: now,
    usedAt: state === 'used' ? now : null,
    value,
  });
}

/** A stay of a new car, with what `given` puts on it. */
async function aStay(given: (stayId: string) => Promise<unknown> = async () => {}, plateNo = aPlate()) {
  const car = await aParkedCar(t, park, plateNo, 40);
  await given(car.uniqueId);
  stays.push(await stayOf(car.uniqueId));
}

beforeAll(async () => {
  t = await buildTestApp();
  park = await aPayablePark(t);
  await aStay(); // no coupon
  await aStay((id) => aCoupon(id, { kind: 'amount', value: 300 }));
  await aStay((id) => aCoupon(id, { kind: 'amount', value: 300 }, { value: 100 })); // its own value
  await aStay((id) => aCoupon(id, { kind: 'minutes', value: 30 }));
  await aStay((id) => aCoupon(id, { kind: 'percent', value: 20 }));
  await aStay((id) => aCoupon(id, { kind: 'waiver', value: 0 }));
  await aStay((id) => aCoupon(id, { kind: 'altRule', value: 0, altRule: aFeeRule({ freeMinutes: 60 }) }));
  await aStay((id) => aCoupon(id, { kind: 'amount', value: 300 }, { state: 'locked' })); // not used: nothing
  await aStay((id) => aCoupon(id, { kind: 'reentry', value: 30 })); // no previous stay: nothing
  // Back within 30 minutes of leaving: priced as one stay minus the first's fee.
  const plateNo = aPlate();
  const first = await aParkedCar(t, park, plateNo, 30);
  await t.db
    .update(parkingSessions)
    .set({ state: 'left', exitedAt: t.clock.now(), totalFen: 400 })
    .where(eq(parkingSessions.id, first.uniqueId));
  t.clock.advance(minutes(5));
  await aStay((id) => aCoupon(id, { kind: 'reentry', value: 30 }), plateNo);
});
afterAll(() => t.close());

describe('the coupons used on a list of stays (DiscountSource.discountFor)', () => {
  it('answers each stay as it is answered alone, in order', async () => {
    const alone = [];
    for (const stay of stays) alone.push(...(await port.discountFor([stay], t.db)));
    expect(alone.filter(Boolean).map((d) => d!.kind)).toEqual([
      'amount',
      'amount',
      'minutes',
      'percent',
      'waiver',
      'altRule',
      'reentry',
    ]);
    expect(await port.discountFor(stays, t.db)).toEqual(alone);
    expect(await port.discountFor([...stays].reverse(), t.db)).toEqual([...alone].reverse());
    expect(await port.discountFor([stays[1]!, stays[1]!], t.db)).toEqual([alone[1], alone[1]]);
  });

  it('reads the used coupons of the whole list in one statement; an empty list reads nothing', async () => {
    const withoutReentry = stays.slice(0, -2); // the last two have re-entry coupons
    const cost = async (list: StayRow[]) =>
      (await countedAndRolledBack(t.db, (tx) => port.discountFor(list, tx))).statements;
    expect(await cost([])).toBe(0);
    expect(await cost(withoutReentry.slice(0, 1))).toBe(1);
    expect(await cost(withoutReentry)).toBe(1);
    // A re-entry coupon's previous stay: one more read for each such stay alone (rare), found or not.
    expect(await cost(stays)).toBe(3);
  });
});
