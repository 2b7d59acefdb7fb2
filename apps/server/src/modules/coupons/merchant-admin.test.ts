import {
  AuditOps,
  CouponOperatorOps,
  CouponOps,
  ErrorCode,
  OperatorRole,
  QR_MAX_MINUTES,
  type AnyRoute,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aTestPark, type TestPark } from '../../../test/parking';
import { aPlate } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';

// Merchants edited, disabled and enabled, staff one by one, the QR validation settings (decision 090).
let t: TestApp;
let park: TestPark;
let otherPark: TestPark;
let suzhouPark: TestPark;
let admin: Record<string, string>;
let finance: Record<string, string>;
let content: Record<string, string>;
let parkManager: Record<string, string>;
let suzhouAdmin: Record<string, string>;
let staff: SignedInDriver;
let newcomer: SignedInDriver;
let alice: SignedInDriver;
let merchantId: string;
let batchId: string;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
type Data<R extends AnyRoute> = NonNullable<Awaited<ReturnType<typeof call<R>>>['body']['data']>;
async function op<R extends AnyRoute>(route: R, input: Input<R> = {}, headers = admin) {
  const res = await call(t, route, { ...input, headers });
  return res as { status: number; body: { code: string; message: string; data: Data<R> } };
}
const as = <R extends AnyRoute>(driver: SignedInDriver, route: R, input?: Parameters<typeof callAs<R>>[3]) =>
  callAs(t, driver, route, input);
const aQr = (minutes = 5, maxClaims = 5) =>
  as(staff, CouponOps.createQrCode, { params: { merchantId }, body: { batchId, maxClaims, minutes } });

beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t, { name: '银泰停车场' });
  otherPark = await aTestPark(t, { name: '西溪停车场' });
  suzhouPark = await aTestPark(t, { name: '苏州停车场', dealerId: '320500' });
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
  parkManager = await loggedInOperator(t, { roles: [OperatorRole.PARK_MANAGER], parkIds: [park.parkId] });
  suzhouAdmin = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.ADMIN] });
  staff = await signInDriver(t);
  newcomer = await signInDriver(t);
  alice = await signInDriver(t);
  await bindPlate(t, alice, aPlate());
  const merchant = await op(CouponOperatorOps.createMerchant, {
    body: { name: '银泰奶茶店', parkIds: [park.parkId], staffPhones: [staff.phone] },
  });
  expect(merchant.status, JSON.stringify(merchant.body)).toBe(200);
  merchantId = merchant.body.data.id;
  const template = await op(CouponOperatorOps.createCouponTemplate, {
    body: { name: '奶茶券', kind: 'amount', value: 300, validMinutes: 1440 },
  });
  batchId = (
    await op(CouponOperatorOps.createCouponBatch, {
      body: { templateId: template.body.data.id, merchantId, quantity: 20 },
    })
  ).body.data.id;
}, 400_000);
afterAll(() => t.close());

describe('an admin edits a merchant', () => {
  it('renames it and moves it to other parks, with the change in the audit log', async () => {
    const edited = await op(CouponOperatorOps.updateMerchant, {
      params: { merchantId },
      body: { name: '银泰奶茶店（一楼）', parkIds: [park.parkId, otherPark.parkId] },
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data).toMatchObject({
      name: '银泰奶茶店（一楼）',
      parkIds: [park.parkId, otherPark.parkId],
      staffCount: 1,
      disabledAt: null,
    });
    const audit = await op(AuditOps.auditEntries, { query: { objectType: 'merchant', objectId: merchantId } });
    expect(audit.body.data.results[0]).toMatchObject({
      operation: 'PUT /operator/v1/coupons/merchants/:merchantId',
      changes: { name: { before: '银泰奶茶店', after: '银泰奶茶店（一楼）' } },
    });
  });

  it.each([
    ['an empty name', { name: ' ', parkIds: [] as string[] }, 'name: 请填写商户名称'],
    ['no park', { name: '店', parkIds: [] as string[] }, 'parkIds: 请选择车场'],
  ])('refuses %s and changes nothing', async (_case, body, message) => {
    const refused = await op(CouponOperatorOps.updateMerchant, { params: { merchantId }, body });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain(message);
    const [m] = (await op(CouponOperatorOps.merchants)).body.data.results.filter((x) => x.id === merchantId);
    expect(m!.name).toBe('银泰奶茶店（一楼）');
  });

  it("refuses another dealer's park, and another dealer's admin finds no such merchant", async () => {
    const foreignPark = await op(CouponOperatorOps.updateMerchant, {
      params: { merchantId },
      body: { name: '店', parkIds: [suzhouPark.parkId] },
    });
    expect(foreignPark.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '车场不存在' });
    for (const route of [CouponOperatorOps.merchantStaff, CouponOperatorOps.enableMerchant] as const) {
      const other = await op(route, { params: { merchantId } }, suzhouAdmin);
      expect(other.status).toBe(404);
    }
    const otherDisable = await op(
      CouponOperatorOps.disableMerchant,
      { params: { merchantId }, body: { reason: '跨经营者' } },
      suzhouAdmin,
    );
    expect(otherDisable.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it.each([
    ['finance', () => finance],
    ['content', () => content],
    ['a park manager', () => parkManager],
  ])('refuses %s (only admins change merchants)', async (_who, headers) => {
    const refused = await op(
      CouponOperatorOps.disableMerchant,
      { params: { merchantId }, body: { reason: '无权操作' } },
      headers(),
    );
    expect(refused.status).toBe(403);
  });
});

describe('the merchant list', () => {
  it('filters by name and state and pages on the server', async () => {
    const before = (await op(CouponOperatorOps.merchants)).body.data.totalRecord;
    await op(CouponOperatorOps.createMerchant, { body: { name: '西溪书店', parkIds: [otherPark.parkId] } });
    const named = await op(CouponOperatorOps.merchants, { query: { name: '书店' } });
    expect(named.body.data.results.map((m) => m.name)).toEqual(['西溪书店']);
    const firstPage = await op(CouponOperatorOps.merchants, { query: { pageSize: '1' } });
    expect(firstPage.body.data).toMatchObject({ totalRecord: before + 1 });
    expect(firstPage.body.data.results).toHaveLength(1);
    expect((await op(CouponOperatorOps.merchants, { query: { state: 'disabled' } })).body.data.totalRecord).toBe(0);
    expect((await op(CouponOperatorOps.merchants, { query: { state: 'gone' as never } })).status).toBe(400);
  });
});

describe('staff one by one', () => {
  it('adds a registered driver by phone, lists them masked, and removes them', async () => {
    const added = await op(CouponOperatorOps.addMerchantStaff, {
      params: { merchantId },
      body: { phone: newcomer.phone },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    expect(added.body.data.map((s) => s.phone)).toEqual([
      `${staff.phone.slice(0, 3)}****${staff.phone.slice(7)}`,
      `${newcomer.phone.slice(0, 3)}****${newcomer.phone.slice(7)}`,
    ]);
    expect((await as(newcomer, CouponOps.myMerchants)).body.data!.map((m) => m.id)).toEqual([merchantId]);
    const newcomerId = added.body.data[1]!.driverId;
    const removed = await op(CouponOperatorOps.removeMerchantStaff, {
      params: { merchantId, driverId: newcomerId },
    });
    expect(removed.body.data).toHaveLength(1);
    expect((await as(newcomer, CouponOps.myMerchants)).body.data).toEqual([]);
    const again = await op(CouponOperatorOps.removeMerchantStaff, { params: { merchantId, driverId: newcomerId } });
    expect(again.body).toMatchObject({ code: ErrorCode.NOT_FOUND, message: '该店员不存在' });
  });

  it('refuses a phone not registered and a malformed one', async () => {
    const unknown = await op(CouponOperatorOps.addMerchantStaff, {
      params: { merchantId },
      body: { phone: '13900000000' },
    });
    expect(unknown.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '手机号139****0000尚未注册' });
    const malformed = await op(CouponOperatorOps.addMerchantStaff, { params: { merchantId }, body: { phone: '123' } });
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('手机号格式不正确');
  });
});

describe('the QR validation settings', () => {
  it('defaults to the ceilings, and caps what staff may choose once lowered', async () => {
    expect((await op(CouponOperatorOps.couponSettings, {}, finance)).body.data).toEqual({
      qrMaxMinutes: QR_MAX_MINUTES,
      qrMaxClaims: 500,
      updatedAt: null,
    });
    const saved = await op(CouponOperatorOps.saveCouponSettings, { body: { qrMaxMinutes: 10, qrMaxClaims: 3 } });
    expect(saved.body.data).toMatchObject({ qrMaxMinutes: 10, qrMaxClaims: 3 });
    expect((await aQr(15, 3)).body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '二维码有效期最长10分钟' });
    expect((await aQr(10, 4)).body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '一个二维码最多领取3次' });
    expect((await aQr(10, 3)).status).toBe(200);
  });

  it('refuses values out of range and a non-admin', async () => {
    const bad = await op(CouponOperatorOps.saveCouponSettings, { body: { qrMaxMinutes: 61, qrMaxClaims: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('有效期最长60分钟');
    const byFinance = await op(
      CouponOperatorOps.saveCouponSettings,
      { body: { qrMaxMinutes: 20, qrMaxClaims: 5 } },
      finance,
    );
    expect(byFinance.status).toBe(403);
    expect((await op(CouponOperatorOps.couponSettings)).body.data.qrMaxMinutes).toBe(10);
  });
});

describe('a disabled merchant', () => {
  it("refuses its staff and its QR codes until enabled again; coupons already given stay the drivers'", async () => {
    const qr = await aQr(10, 3);
    const claimedBefore = await as(alice, CouponOps.claimQrCoupon, { body: { token: qr.body.data!.token } });
    expect(claimedBefore.status, JSON.stringify(claimedBefore.body)).toBe(200);
    const secondQr = (await aQr(10, 3)).body.data!.token;

    const disabled = await op(CouponOperatorOps.disableMerchant, {
      params: { merchantId },
      body: { reason: '合同到期' },
    });
    expect(disabled.body.data).toMatchObject({ disabledReason: '合同到期' });
    expect(disabled.body.data.disabledAt).not.toBeNull();
    const twice = await op(CouponOperatorOps.disableMerchant, { params: { merchantId }, body: { reason: '再次停用' } });
    expect(twice.body).toMatchObject({ code: ErrorCode.CONFLICT, message: '商户已停用' });

    // The staff no longer see the store, nor give or sell from it.
    expect((await as(staff, CouponOps.myMerchants)).body.data).toEqual([]);
    const give = await as(staff, CouponOps.sendPlateCoupon, {
      body: { merchantId, batchId, plateNo: aPlate() },
    });
    expect(give.body).toMatchObject({ code: ErrorCode.FORBIDDEN, message: '该商户已停用，请联系停车场' });
    expect((await aQr()).body.code).toBe(ErrorCode.FORBIDDEN);
    expect((await as(staff, CouponOps.givenCoupons, { params: { merchantId } })).body.code).toBe(ErrorCode.FORBIDDEN);
    // A code made before is refused to drivers.
    const late = await as(alice, CouponOps.claimQrCoupon, { body: { token: secondQr } });
    expect(late.body).toMatchObject({ code: ErrorCode.QR_CODE_INVALID, message: '该商户已停用，二维码无效' });
    // The coupon claimed before is still the driver's.
    expect((await as(alice, CouponOps.couponsCount)).body.data).toMatchObject({ unused: 1 });

    const enabled = await op(CouponOperatorOps.enableMerchant, { params: { merchantId } });
    expect(enabled.body.data).toMatchObject({ disabledAt: null, disabledReason: null });
    expect((await as(staff, CouponOps.myMerchants)).body.data!.map((m) => m.id)).toEqual([merchantId]);
    expect((await aQr(10, 3)).status).toBe(200);

    const audit = await op(AuditOps.auditEntries, { query: { objectType: 'merchant', objectId: merchantId } });
    expect(audit.body.data.results.map((e) => e.operation).slice(0, 2)).toEqual([
      'POST /operator/v1/coupons/merchants/:merchantId/enable',
      'POST /operator/v1/coupons/merchants/:merchantId/disable',
    ]);
  });

  it('refuses a disable without a reason', async () => {
    const refused = await op(CouponOperatorOps.disableMerchant, { params: { merchantId }, body: { reason: '' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toContain('请填写停用原因');
  });
});
