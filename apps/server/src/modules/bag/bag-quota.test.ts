import { BagOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApprovedApplication, asDriver } from '../../../test/bag';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver } from '../../../test/drivers';
import { anIdempotencyKey, fundWallet } from '../../../test/payments';
import { uploadPicture } from '../../../test/vehicles';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

/** The last plan space, bought by 200 drivers at once (on PGlite, and on PostgreSQL in CI's PostgreSQL run). */
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
}, 180_000);
afterAll(() => t.close());

const BUYERS = 200;

describe('quota', () => {
  it('sells the last space exactly once to 200 concurrent buyers; the others get 名额已满 and keep their money', async () => {
    // 2 spaces of 100 (2%): one sold beforehand, one left.
    const park = await aBagPark(t, { quotaShare: 2, autoApprove: true });
    const buyers = await Promise.all(Array.from({ length: BUYERS + 1 }, () => signInDriver(t)));
    for (const b of buyers) await fundWallet(t, b, 50_000);
    const licencePictures = [await uploadPicture(t, buyers[0]!)];
    const applications: { applicationId: string }[] = [];
    for (const [i, b] of buyers.entries()) {
      const plateNo = `浙B${String(10000 + i).padStart(5, '0')}`;
      applications.push(await anApprovedApplication(t, b, park, { plates: [{ plateNo }], licencePictures }));
    }
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
