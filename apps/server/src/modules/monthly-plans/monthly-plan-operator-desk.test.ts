import { BagOperatorOps, BagOps, OperatorRole } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApplication, asDriver, type BagTestPark } from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';

/** The plans desk of the console (issue 41): quota use, the plans list, park scope, the reason a driver sees. */
let t: TestApp;
let mine: BagTestPark;
let theirs: BagTestPark;
let manager: Record<string, string>;
let driver: SignedInDriver;
beforeAll(async () => {
  t = await buildTestApp();
  [mine, theirs] = [await aBagPark(t, { quotaShare: 10 }), await aBagPark(t)];
  manager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [mine.parkId] });
  driver = await signInDriver(t);
}, 400_000);
afterAll(() => t.close());

const apply = async (park: BagTestPark, plateNo: string) => {
  const applied = await asDriver(t, driver, BagOps.applyBag, {
    body: await anApplication(t, driver, park, { plates: [{ plateNo }] }),
  });
  expect(applied.status).toBe(200);
  return applied.body.data!.applicationId;
};

describe('the plans desk', () => {
  it('shows quota use per park and lists grants, filtered by kind and plate', async () => {
    const granted = await call(t, BagOperatorOps.grantBagPlan, {
      headers: mine.admin,
      body: {
        parkId: mine.parkId,
        plates: [{ plateNo: '浙A66601' }],
        startDate: '2026-12-01',
        endDate: '2027-11-30',
        note: '员工 张三',
      },
    });
    expect(granted.status).toBe(200);
    const quotas = (await call(t, BagOperatorOps.bagQuotaUse, { headers: mine.admin })).body.data!;
    expect(quotas.find((q) => q.parkId === mine.parkId)).toMatchObject({
      opened: true,
      totalSpaces: 100,
      quotaShare: 10,
      quota: 10,
      held: 1,
    });
    const plans = await call(t, BagOperatorOps.bagPlans, {
      headers: mine.admin,
      query: { parkId: mine.parkId, kind: 'free', plateNo: '6660' },
    });
    expect(plans.body.data).toMatchObject({ totalRecord: 1, results: [{ note: '员工 张三', kindName: '免费卡' }] });
    const none = await call(t, BagOperatorOps.bagPlans, {
      headers: mine.admin,
      query: { parkId: mine.parkId, state: 'ended' },
    });
    expect(none.body.data!.totalRecord).toBe(0);
    const bad = await call(t, BagOperatorOps.bagPlans, { headers: mine.admin, query: { plateNo: '浙A%' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('车牌只能包含汉字、字母和数字');
  });

  it('keeps a park manager to their parks: lists narrowed, another park refused and unchanged', async () => {
    const inMine = await apply(mine, '浙A66602');
    const inTheirs = await apply(theirs, '浙A66603');
    const queue = (await call(t, BagOperatorOps.bagApplicationQueue, { headers: manager, query: {} })).body.data!;
    expect(queue.results.map((a) => a.applicationId)).toEqual([inMine]);
    const quotas = (await call(t, BagOperatorOps.bagQuotaUse, { headers: manager })).body.data!;
    expect(quotas.map((q) => q.parkId)).toEqual([mine.parkId]);
    expect(quotas[0]!.pending).toBe(1);

    const refused = await Promise.all([
      call(t, BagOperatorOps.bagParkSettings, { headers: manager, params: { parkId: theirs.parkId } }),
      call(t, BagOperatorOps.putBagProduct, {
        headers: manager,
        body: { parkId: theirs.parkId, kind: 'month', vehicleClass: 'small', priceFen: 1 },
      }),
      call(t, BagOperatorOps.reviewBagApplication, {
        headers: manager,
        params: { applicationId: inTheirs },
        body: { decision: 'approve' },
      }),
      call(t, BagOperatorOps.bagPlans, { headers: manager, query: { parkId: theirs.parkId } }),
      call(t, BagOperatorOps.bagCancellationQueue, { headers: manager, query: {} }),
    ]);
    expect(refused.map((r) => r.status)).toEqual([403, 403, 403, 403, 403]);
    expect(refused[0]!.body.message).toBe('当前账号无权管理该车场');
    const product = (await call(t, BagOperatorOps.bagProducts, { headers: theirs.admin, params: theirs })).body.data!;
    expect(product.find((p) => p.vehicleClass === 'small')!.priceFen).toBe(30000);
    const still = await asDriver(t, driver, BagOps.bagApplication, { params: { applicationId: inTheirs } });
    expect(still.body.data!.status).toBe('pending');

    const approved = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: manager,
      params: { applicationId: inMine },
      body: { decision: 'approve' },
    });
    expect(approved.body.data!.status).toBe('approved');
  });

  it('refuses a rejection without a reason; the driver sees the reason given', async () => {
    const applicationId = await apply(theirs, '浙A66604');
    const bare = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: theirs.reviewer,
      params: { applicationId },
      body: { decision: 'reject', reason: '   ' },
    });
    expect(bare.status).toBe(400);
    expect(bare.body.message).toContain('请填写原因');
    const rejected = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: theirs.reviewer,
      params: { applicationId },
      body: { decision: 'reject', reason: '行驶证照片不清晰' },
    });
    expect(rejected.status).toBe(200);
    const seen = (await asDriver(t, driver, BagOps.bagApplication, { params: { applicationId } })).body.data!;
    expect(seen).toMatchObject({ status: 'rejected', reviewReason: '行驶证照片不清晰' });
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
    const quotas = (await call(t, BagOperatorOps.bagQuotaUse, { headers: suzhou })).body.data!;
    expect(quotas.some((q) => q.parkId === theirs.parkId)).toBe(false);
  });
});
