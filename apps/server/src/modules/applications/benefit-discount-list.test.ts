import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { countedAndRolledBack } from '../../../test/count-statements';
import { signInDriver } from '../../../test/drivers';
import { aPlate } from '../../../test/payments';
import { benefitApplications, benefitProgrammes, dealers } from '../../db/schema';
import { createBenefitDiscounts } from './benefit-discount';

// Decision 098: the benefits of a list of stays, read for all their (dealer, plate) pairs at once, are those read one
// stay at a time; and the read does not grow with the list.
let t: TestApp;
const port = createBenefitDiscounts();
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 4, 1) + days * DAY);
type Stay = { dealerId: string; parkId: string; plateNo: string; enteredAt: Date };
const stays: Stay[] = [];

beforeAll(async () => {
  t = await buildTestApp();
  const [home, other] = (await t.db.select({ id: dealers.id }).from(dealers).orderBy(dealers.id)).map((d) => d.id);
  const driver = await signInDriver(t, { dealerId: home! });
  const parkA = randomUUID();
  const parkB = randomUUID();
  let n = 0;
  const programme = async (dealerId: string, over: Partial<typeof benefitProgrammes.$inferInsert> = {}) => {
    const [row] = await t.db
      .insert(benefitProgrammes)
      .values({
        dealerId,
        category: 'other',
        name: `优惠 ${(n += 1)}`,
        description: '',
        benefitText: '',
        validDays: 365,
        discountPercent: 20,
        ...over,
      })
      .returning();
    return row!.id;
  };
  const apply = (dealerId: string, programmeId: string, plateNo: string, state: 'approved' | 'pending' = 'approved') =>
    t.db.insert(benefitApplications).values({
      dealerId,
      driverId: driver.driverId,
      programmeId,
      plateNo,
      applicantName: '张三',
      idNumber: '330100199001011234',
      state,
      validFrom: state === 'approved' ? at(0) : null,
      validUntil: state === 'approved' ? at(30) : null,
    });
  const twenty = await programme(home!);
  const half = await programme(home!, { discountPercent: 50 });
  const free = await programme(home!, { discountPercent: 100, parkIds: [parkA] });
  const off = await programme(home!, { active: false });
  const elsewhere = await programme(other!, { discountPercent: 80 });
  const stay = (plateNo: string, over: Partial<Stay> = {}) =>
    stays.push({ dealerId: home!, parkId: parkA, plateNo, enteredAt: at(10), ...over });

  stay(aPlate()); // no benefit
  const p20 = aPlate();
  await apply(home!, twenty, p20);
  stay(p20);
  stay(p20, { enteredAt: at(40) }); // entered after it ended
  stay(p20, { dealerId: other! }); // the same plate at another dealer: not this dealer's benefit
  const both = aPlate();
  await apply(home!, twenty, both);
  await apply(home!, half, both);
  stay(both); // the largest
  const waived = aPlate();
  await apply(home!, free, waived);
  stay(waived);
  stay(waived, { parkId: parkB }); // another park
  const switchedOff = aPlate();
  await apply(home!, off, switchedOff);
  stay(switchedOff);
  const pending = aPlate();
  await apply(home!, half, pending, 'pending');
  stay(pending);
  const theirs = aPlate();
  await apply(other!, elsewhere, theirs);
  stay(theirs, { dealerId: other! });
  stay(theirs); // at this dealer: nothing
});
afterAll(() => t.close());

describe("the benefits of a list of stays (applications' DiscountSource)", () => {
  it('answers each stay as it is answered alone, in order', async () => {
    const alone = [];
    for (const stay of stays) alone.push(...(await port.discountFor([stay], t.db)));
    expect(alone).toEqual([
      undefined,
      { kind: 'percent', percent: 20 },
      undefined,
      undefined,
      { kind: 'percent', percent: 50 },
      { kind: 'waiver' },
      undefined,
      undefined,
      undefined,
      { kind: 'percent', percent: 80 },
      undefined,
    ]);
    expect(await port.discountFor(stays, t.db)).toEqual(alone);
    expect(await port.discountFor([...stays].reverse(), t.db)).toEqual([...alone].reverse());
  });

  it('reads the benefits of the whole list in one statement; an empty list reads nothing', async () => {
    const cost = async (list: Stay[]) =>
      (await countedAndRolledBack(t.db, (tx) => port.discountFor(list, tx))).statements;
    expect(await cost([])).toBe(0);
    expect(await cost(stays.slice(0, 1))).toBe(1);
    expect(await cost(stays)).toBe(1);
  });
});
