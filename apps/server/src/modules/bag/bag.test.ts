import { BagOperatorOps, BagOps, OperatorRole, ParkOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aBagPark, anApplication, anApprovedApplication, asDriver, type BagTestPark } from '../../../test/bag';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { bagApplications } from '../../db/schema';

let t: TestApp;
let park: BagTestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;

beforeAll(async () => {
  t = await buildTestApp();
  park = await aBagPark(t);
  alice = await signInDriver(t);
  bob = await signInDriver(t);
});
afterAll(() => t.close());

describe('finding a plan park', () => {
  it('lists the demo plan parks with the spaces their quota leaves, and shows a park offer with its rules', async () => {
    const nearby = await asDriver(t, alice, ParkOps.nearbyBagParks, {
      body: { destLat: 30.2721, destLng: 120.1638, radius: 5000 },
    });
    const wulin = nearby.body.data!.results.find((p) => p.parkName === '武林广场地下停车场')!;
    // 60% of its 620 spaces, none held yet.
    expect(wulin).toMatchObject({ supportBag: true, leftBagSpaceNum: 372 });

    const offer = await asDriver(t, alice, BagOps.bagPark, { params: { parkId: park.parkId } });
    expect(offer.body.data).toMatchObject({
      leftBagSpaceNum: 80,
      rules: { lateRenewDays: 7, lateRenewFrom: 'expiry', startsNextDay: true, needsProof: false },
    });
    expect(offer.body.data!.products.map((p) => [p.kindName, p.vehicleClassName, p.priceFen])).toEqual([
      ['月卡', '大型车', 45000],
      ['月卡', '小型车', 30000],
    ]);
  });

  it('answers 404 for a park without plans', async () => {
    const res = await asDriver(t, alice, BagOps.bagPark, { params: { parkId: '00000000-0000-4000-8000-000000000000' } });
    expect(res.status).toBe(404);
  });
});

describe('applying with materials, review, edit and resubmit', () => {
  it('refuses bad materials, each with its message', async () => {
    const body = await anApplication(t, alice, park);
    const cases: [object, number, RegExp][] = [
      [{ idNumber: '330106199003070010' }, 400, /身份证号非法/],
      [{ idNumber: '33010619900307' }, 400, /身份证长度或格式错误/],
      [{ licencePictures: [] }, 400, /请上传行驶证照片/],
      [{ licencePictures: ['/api/basic/v2/api/pictures/ffffffffffffffffffffffffffffffff'] }, 400, /图片不存在/],
      [{ plates: [{ plateNo: '浙A12345', plateColor: 2 }] }, 400, /大型车/],
      [{ plates: [{ plateNo: '浙A12345' }, { plateNo: '浙A12345' }] }, 400, /车牌重复/],
      [{ phone: '12345' }, 400, /手机号/],
      [{ startDate: '2020-01-01' }, 400, /次日生效/],
    ];
    for (const [over, status, message] of cases) {
      const res = await asDriver(t, alice, BagOps.applyBag, { body: { ...body, ...over } });
      expect([res.status, res.body.message], JSON.stringify(over)).toEqual([status, expect.stringMatching(message)]);
    }
    expect(await t.db.$count(bagApplications, eq(bagApplications.driverId, alice.driverId))).toBe(0);
  });

  it('goes pending → 待补充 with the reason → resubmitted → approved; a second application for the plate is refused', async () => {
    const applied = await asDriver(t, alice, BagOps.applyBag, {
      body: await anApplication(t, alice, park, { plates: [{ plateNo: '浙A77701' }] }),
    });
    expect(applied.body.data).toMatchObject({ status: 'pending', statusText: '待审核' });
    expect(applied.body.data!.idNumberMasked).toMatch(/^3301\*{10}\d{3}[\dX]$/);
    const applicationId = applied.body.data!.applicationId;

    const again = await asDriver(t, alice, BagOps.applyBag, {
      body: await anApplication(t, alice, park, { plates: [{ plateNo: '浙A77701' }] }),
    });
    expect([again.status, again.body.code]).toEqual([409, '0xa002']);

    const queue = await call(t, BagOperatorOps.bagApplicationQueue, { headers: park.reviewer, query: { status: 'pending' } });
    expect(queue.body.data!.results.map((a) => a.applicationId)).toContain(applicationId);

    const noReason = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: park.reviewer,
      params: { applicationId },
      body: { decision: 'reject' },
    });
    expect(noReason.status).toBe(400);
    const more = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: park.reviewer,
      params: { applicationId },
      body: { decision: 'moreInfo', reason: '行驶证照片不清晰' },
    });
    expect(more.body.data).toMatchObject({ status: 'moreInfo', reviewReason: '行驶证照片不清晰' });

    const seen = await asDriver(t, alice, BagOps.bagApplication, { params: { applicationId } });
    expect(seen.body.data).toMatchObject({ statusText: '待补充材料', reviewReason: '行驶证照片不清晰' });

    const edited = await asDriver(t, alice, BagOps.editBagApplication, {
      params: { applicationId },
      body: { ...(await anApplication(t, alice, park, { plates: [{ plateNo: '浙A77701' }] })) },
    });
    expect(edited.body.data).toMatchObject({ status: 'pending', reviewReason: null });

    const approved = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: park.reviewer,
      params: { applicationId },
      body: { decision: 'approve' },
    });
    expect(approved.body.data).toMatchObject({ status: 'approved', statusText: '待支付' });
    const twice = await call(t, BagOperatorOps.reviewBagApplication, {
      headers: park.reviewer,
      params: { applicationId },
      body: { decision: 'reject', reason: '重复' },
    });
    expect([twice.status, twice.body.code]).toEqual([409, '0xa004']);
  });

  it('needs proof pictures where the park asks; auto-approves where the demo switch is on', async () => {
    const strict = await aBagPark(t, { needsProof: true, autoApprove: true });
    const without = await asDriver(t, alice, BagOps.applyBag, { body: await anApplication(t, alice, strict) });
    expect([without.status, without.body.message]).toEqual([400, '该停车场需上传居住或工作证明']);
    const application = await anApprovedApplication(t, alice, strict, {
      plates: [{ plateNo: '浙A77702' }],
      proofPictures: [(await anApplication(t, alice, strict)).licencePictures[0]!],
    });
    expect(application.status).toBe('approved');
  });
});

describe('a driver reaches only their own applications and plans (BOLA)', () => {
  it('answers 404 to another driver and changes nothing', async () => {
    const { applicationId } = await anApprovedApplication(t, alice, park, { plates: [{ plateNo: '浙A77703' }] });
    const mine = (await asDriver(t, alice, BagOps.bagApplication, { params: { applicationId } })).body.data;
    const read = await asDriver(t, bob, BagOps.bagApplication, { params: { applicationId } });
    const edit = await asDriver(t, bob, BagOps.editBagApplication, {
      params: { applicationId },
      body: await anApplication(t, bob, park, { plates: [{ plateNo: '浙A77704' }] }),
    });
    const pay = await asDriver(t, bob, BagOps.payBagApplication, {
      params: { applicationId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': 'bola-pay-0000000001' },
    });
    expect([read.status, edit.status, pay.status]).toEqual([404, 404, 404]);
    expect((await asDriver(t, bob, BagOps.bagApplications)).body.data!.results).toEqual([]);
    const after = await asDriver(t, alice, BagOps.bagApplication, { params: { applicationId } });
    expect(after.body.data).toEqual(mine);
  });

  it('keeps operators within their dealer', async () => {
    const suzhouReviewer = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.REVIEWER] });
    const queue = await call(t, BagOperatorOps.bagApplicationQueue, { headers: suzhouReviewer, query: {} });
    expect(queue.body.data!.totalRecord).toBe(0);
    const settings = await call(t, BagOperatorOps.bagParkSettings, {
      headers: await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] }),
      params: { parkId: park.parkId },
    });
    expect(settings.status).toBe(404);
  });
});
