import { BagOperatorOps, BagOps, OperatorRole, ParkingOps, ParkOps } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  aBagPark,
  anApplication,
  anApprovedApplication,
  asDriver,
  type BagTestPark,
} from '../../../test/monthly-plans';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, postGate } from '../../../test/parking';
import { anIdempotencyKey, confirmInSandbox, fundWallet, WECHAT_UA } from '../../../test/payments';
import { aroundLocks, lockRows, testDatabaseUrl } from '../../../test/test-database';
import { bindPlate, platesOf } from '../../../test/vehicles';
import { bagApplications, driverThirdIds, paymentOrderPurchases, paymentOrders, smsOutbox } from '../../db/schema';
import { startFakeWechatApi } from '../../../test/fakes/wechat-api';
import { checkLedger } from '../ledger';
import { checkPayments } from '../payments';

const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];

let t: TestApp;
let park: BagTestPark;
let alice: SignedInDriver;
let bob: SignedInDriver;

// Reminders go as WeChat template messages to drivers with an openid (decision 055), to a local fake of WeChat.
const APP = 'wx5f2c8a9d31e6b074';
const TEMPLATE = 'tpl-bag-expiry';
const followers: string[] = [];
let wechat: Awaited<ReturnType<typeof startFakeWechatApi>>;

beforeAll(async () => {
  wechat = await startFakeWechatApi(
    { [APP]: 'mp-secret' },
    { templates: [TEMPLATE], followers: { [APP]: followers }, openids: ['o-alice'] },
  );
  t = await buildTestApp({
    config: {
      wechatTemplates: {
        provider: 'wechat',
        secrets: { [APP]: 'mp-secret' },
        apiBase: wechat.apiBase,
        bagExpiryTemplateId: TEMPLATE,
      },
    },
  });
  park = await aBagPark(t);
  alice = await signInDriver(t);
  bob = await signInDriver(t);
});
afterAll(async () => {
  await t.close();
  await wechat.close();
});

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
      ['月卡', '小型车', 30000],
      ['月卡', '大型车', 45000],
    ]);
  });

  it('answers 404 for a park without plans', async () => {
    const res = await asDriver(t, alice, BagOps.bagPark, {
      params: { parkId: '00000000-0000-4000-8000-000000000000' },
    });
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

    const queue = await call(t, BagOperatorOps.bagApplicationQueue, {
      headers: park.reviewer,
      query: { status: 'pending' },
    });
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

const DAY = 86_400_000;
const key = () => `bag-${anIdempotencyKey()}`;
/** Moves the clock and signs the drivers in again (their access tokens last 30 minutes). */
async function later(ms: number) {
  t.clock.advance(ms);
  alice = await signInDriver(t, { phone: alice.phone });
  bob = await signInDriver(t, { phone: bob.phone });
}
const payWith = (driver: SignedInDriver, applicationId: string, payChannel: 2 | 3 | 6 = 6) =>
  asDriver(t, driver, BagOps.payBagApplication, {
    params: { applicationId },
    body: { payChannel },
    headers: { 'idempotency-key': key() },
  });
const exitOf = async (plateNo: string) => (await postGate(t, park, aGateEvent(t, 'exit', plateNo))).body.data;

describe('paying, parking free, one car at a time, reminders, renewing', () => {
  let planId: string;

  it('pays from the balance: the plan starts the next day, its payment is listed', async () => {
    await fundWallet(t, alice, 100_000);
    const { applicationId } = await anApprovedApplication(t, alice, park, {
      plates: [{ plateNo: '浙A88801' }, { plateNo: '浙A88802' }],
    });
    const paid = await payWith(alice, applicationId);
    expect(paid.body.data).toMatchObject({ state: 'paid', amountFen: 30000, payChannel: 6 });
    const application = (await asDriver(t, alice, BagOps.bagApplication, { params: { applicationId } })).body.data!;
    expect(application.status).toBe('paid');
    planId = application.planId!;
    const plan = (await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!;
    expect(plan).toMatchObject({
      state: 'upcoming',
      validFrom: '2026-06-01T16:00:00.000Z',
      validUntil: '2026-07-01T16:00:00.000Z',
      plates: [
        { plateNo: '浙A88801', plateColor: null },
        { plateNo: '浙A88802', plateColor: null },
      ],
    });
    const payments = (await asDriver(t, alice, BagOps.bagPlanPayments, { params: { planId } })).body.data!.results;
    expect(payments).toEqual([expect.objectContaining({ kind: 'new', amountFen: 30000, payChannel: 6 })]);
    // Paying again is refused and takes no money.
    const again = await payWith(alice, applicationId);
    expect([again.status, again.body.code]).toEqual([409, '0xa004']);
    expect(await invariants()).toEqual([]);
  });

  it('at the gate: the covered car leaves free (isBagCar); a second plate of the plan inside meanwhile pays', async () => {
    await later(DAY); // 2026-06-02 10:00, the plan in force
    await bindPlate(t, alice, '浙A88801');
    expect((await postGate(t, park, aGateEvent(t, 'entry', '浙A88801'))).status).toBe(200);
    await later(30 * 60_000);
    expect((await postGate(t, park, aGateEvent(t, 'entry', '浙A88802'))).status).toBe(200);
    await later(3 * 3_600_000);
    const plates = await platesOf(t, alice);
    const card = await asDriver(t, alice, ParkingOps.boundVehicleParkingBill, {
      query: { plateId: plates.find((p) => p.plateNo === '浙A88801')!.plateId },
    });
    expect(card.body.data).toMatchObject({ isBagCar: true, parkFee: 0 });

    expect(await exitOf('浙A88801')).toMatchObject({ action: 'open', dueFen: null });
    // 浙A88802 entered while 浙A88801 was inside: the temporary rate (2元 per 30 minutes) for its 3 hours.
    const second = await exitOf('浙A88802');
    expect(second).toMatchObject({ action: 'hold', dueFen: 1200 });
  });

  it('reminds 7, 3 and 1 days before expiry, each once: by WeChat where the driver follows the account, else by text', async () => {
    const outbox = () =>
      t.db
        .select()
        .from(smsOutbox)
        .where(and(eq(smsOutbox.phone, '13900000000'), eq(smsOutbox.template, 'bagExpiry')));
    await t.app.jobs.runNow('bag.reminders');
    expect(await outbox()).toHaveLength(0);
    t.clock.set(new Date('2026-06-25T00:00:00+08:00')); // 7 days before 2026-07-02 00:00
    await t.app.jobs.runNow('bag.reminders');
    await t.app.jobs.runNow('bag.reminders');
    // Alice logs in through the official account she follows: the 3-day reminder goes to WeChat, once.
    await t.db
      .insert(driverThirdIds)
      .values({ dealerId: alice.dealerId, thirdType: 'wechat', thirdId: 'o-alice', driverId: alice.driverId });
    followers.push('o-alice');
    t.clock.set(new Date('2026-06-29T00:00:00+08:00'));
    await Promise.all([t.app.jobs.runNow('bag.reminders'), t.app.jobs.runNow('bag.reminders')]);
    expect(wechat.messages).toEqual([
      {
        appId: APP,
        touser: 'o-alice',
        template_id: TEMPLATE,
        data: {
          first: { value: '您的月卡即将到期' },
          keyword1: { value: expect.stringMatching(/^测试车场/) },
          keyword2: { value: '月卡' },
          keyword3: { value: '2026-07-01' },
          remark: { value: '还剩3天，请及时续费。' },
        },
      },
    ]);
    // She unfollows (WeChat: 43004) and the token was revoked meanwhile: a new token, then the text instead.
    followers.length = 0;
    wechat.revoke();
    t.clock.set(new Date('2026-07-01T08:00:00+08:00'));
    await t.app.jobs.runNow('bag.reminders');
    expect(wechat.messages).toHaveLength(1);
    expect(wechat.calls.filter((c) => c.path === '/cgi-bin/token')).toHaveLength(2);
    const sent = (await outbox()).map((row) => row.params.days);
    expect(sent.sort()).toEqual(['1', '7']);
    expect((await outbox())[0]!.content).toMatch(
      /^【.+】您在测试车场\w+的月卡将于2026-07-01到期（还剩\d天），请及时续费。$/,
    );
  });

  it('renews contiguously (checkRenewable says how), exactly once; another driver can neither check nor renew it', async () => {
    await later(0);
    const check = await asDriver(t, alice, BagOps.checkRenewable, { body: { planId } });
    expect(check.body.data).toEqual({
      renewable: true,
      reason: null,
      basis: 'contiguous',
      newValidFrom: '2026-07-01T16:00:00.000Z',
      newValidUntil: '2026-08-01T16:00:00.000Z',
      priceFen: 30000,
    });
    const otherCheck = await asDriver(t, bob, BagOps.checkRenewable, { body: { planId } });
    await fundWallet(t, bob, 100_000);
    const otherRenew = await asDriver(t, bob, BagOps.renewBagPlan, {
      params: { planId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': key() },
    });
    expect([otherCheck.status, otherRenew.status]).toEqual([404, 404]);

    const renewKey = key();
    const renew = () =>
      asDriver(t, alice, BagOps.renewBagPlan, {
        params: { planId },
        body: { payChannel: 6 },
        headers: { 'idempotency-key': renewKey },
      });
    const [first, replay] = [await renew(), await renew()];
    expect(first.body.data).toMatchObject({ state: 'paid', amountFen: 30000 });
    expect(replay.body.data!.orderNo).toBe(first.body.data!.orderNo);
    const plan = (await asDriver(t, alice, BagOps.bagPlan, { params: { planId } })).body.data!;
    expect(plan).toMatchObject({ validFrom: '2026-06-01T16:00:00.000Z', validUntil: '2026-08-01T16:00:00.000Z' });
    const payments = (await asDriver(t, alice, BagOps.bagPlanPayments, { params: { planId } })).body.data!.results;
    expect(payments.map((p) => p.kind)).toEqual(['renewal', 'new']);
    expect(await invariants()).toEqual([]);
  });

  it('refuses a late renewal past the park window, with the reason', async () => {
    t.clock.set(new Date('2026-08-09T00:00:00+08:00'));
    await later(0);
    const check = await asDriver(t, alice, BagOps.checkRenewable, { body: { planId } });
    expect(check.body.data).toMatchObject({
      renewable: false,
      reason: '已超过续费期限（到期后 7 天内可续费），请重新办理',
    });
    const renew = await asDriver(t, alice, BagOps.renewBagPlan, {
      params: { planId },
      body: { payChannel: 6 },
      headers: { 'idempotency-key': key() },
    });
    expect([renew.status, renew.body.code]).toEqual([409, '0xa003']);
  });

  it('pays through a wallet provider: the plan exists once the money is taken', async () => {
    park.reviewer = await loggedInOperator(t, { roles: [OperatorRole.REVIEWER] });
    const { applicationId } = await anApprovedApplication(t, bob, park, { plates: [{ plateNo: '浙A88803' }] });
    const opened = await asDriver(t, bob, BagOps.payBagApplication, {
      params: { applicationId },
      body: { payChannel: 3 },
      headers: { 'idempotency-key': key(), 'user-agent': WECHAT_UA, 'x-client-type': '2' },
    });
    expect(opened.status).toBe(200);
    expect((await asDriver(t, bob, BagOps.bagApplication, { params: { applicationId } })).body.data!.status).toBe(
      'paying',
    );
    await confirmInSandbox(t, (opened.body.data!.launch as { url: string }).url);
    const paid = (await asDriver(t, bob, BagOps.bagApplication, { params: { applicationId } })).body.data!;
    expect(paid.status).toBe('paid');
    expect(await invariants()).toEqual([]);
  });

  // Real concurrency needs PostgreSQL (PGlite runs one statement at a time). A capture locks its order (markPaid), then
  // its purchase row; paying again used to lock the open purchase row first, then close its order: a deadlock.
  it.runIf(testDatabaseUrl())(
    'paying again while the first order is captured waits for that order, not deadlocks (PostgreSQL)',
    async () => {
      const { applicationId } = await anApprovedApplication(t, bob, park, { plates: [{ plateNo: '浙A88804' }] });
      const pay = () =>
        asDriver(t, bob, BagOps.payBagApplication, {
          params: { applicationId },
          body: { payChannel: 3 },
          headers: { 'idempotency-key': key(), 'user-agent': WECHAT_UA, 'x-client-type': '2' },
        });
      const first = (await pay()).body.data!;
      const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, first.orderNo));
      const { answer: again } = await aroundLocks(t.db, {
        findsFirst: true,
        // The capture of the first order: its row…
        first: (tx) => lockRows(tx, paymentOrders, eq(paymentOrders.id, order!.id)),
        call: pay,
        // …then its purchase row, free while the new order waits for the first.
        then: (tx) => lockRows(tx, paymentOrderPurchases, eq(paymentOrderPurchases.orderId, order!.id)),
      });
      const answer = await again;
      expect(answer.body.data, JSON.stringify(answer.body)).toMatchObject({ state: 'pending' });
      expect(answer.body.data!.orderNo).not.toBe(first.orderNo);
      const [superseded] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order!.id));
      expect(superseded).toMatchObject({ state: 'closed', closeReason: 'superseded' });
      await confirmInSandbox(t, (answer.body.data!.launch as { url: string }).url);
      const paid = (await asDriver(t, bob, BagOps.bagApplication, { params: { applicationId } })).body.data!;
      expect(paid.status).toBe('paid');
      expect(await invariants()).toEqual([]);
    },
  );
});
