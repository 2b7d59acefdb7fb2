import { BagOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver } from '../../../test/monthly-plans';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver } from '../../../test/drivers';
import { anIdempotencyKey, fundWallet } from '../../../test/payments';
import { eq } from 'drizzle-orm';
import { bagApplications } from '../../db/schema';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

/** The last plan space, bought by 200 orders at once (on PGlite, and on PostgreSQL in CI's PostgreSQL run). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const BUYERS = 200;

describe('quota', () => {
  it('sells the last space exactly once to 200 concurrent buyers; the others get 名额已满 and pay nothing', async () => {
    // 2 spaces of 100 (2%): one sold beforehand, one left.
    const park = await aBagPark(t, { quotaShare: 2, autoApprove: true });
    // One driver's 201 approved applications (one plate each): the race is on the park's space, not on accounts.
    const buyer = await signInDriver(t);
    await fundWallet(t, buyer, 100_000);
    const first = await anApprovedApplication(t, buyer, park, { plates: [{ plateNo: '浙B20000' }] });
    const [row] = await t.db.select().from(bagApplications).where(eq(bagApplications.id, first.applicationId));
    const { id: _id, ...template } = row!;
    const others = await t.db
      .insert(bagApplications)
      .values(
        Array.from({ length: BUYERS }, (_, i) => ({
          ...template,
          plates: [{ plateNo: `浙B${String(10001 + i)}`, plateColor: 0 }],
        })),
      )
      .returning({ applicationId: bagApplications.id });
    const applications = [...others, first];
    const buyers = applications.map(() => buyer);
    const pay = (i: number) =>
      asDriver(t, buyers[i]!, BagOps.payBagApplication, {
        params: { applicationId: applications[i]!.applicationId },
        body: { payChannel: 6 },
        headers: { 'idempotency-key': anIdempotencyKey() },
      });
    expect((await pay(BUYERS)).status).toBe(200);

    const answers = await Promise.all(Array.from({ length: BUYERS }, (_, i) => pay(i)));
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    expect(won[0]!.body.data).toMatchObject({ state: 'paid' });
    const lost = answers.filter((a) => a.status !== 200);
    expect(new Set(lost.map((a) => `${a.status} ${a.body.code} ${a.body.message}`))).toEqual(
      new Set(['409 0xa001 该停车场月卡名额已满']),
    );
    const offer = await asDriver(t, buyers[0]!, BagOps.bagPark, { params: { parkId: park.parkId } });
    expect(offer.body.data!.leftBagSpaceNum).toBe(0);
    expect([...(await checkLedger(t.db)), ...(await checkPayments(t.db))]).toEqual([]);
  }, 240_000);
});
