import { DriverDeskOps, DriverOps, ErrorCode, OperatorRole, SupportOps, type AnyRoute } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { anIp, callAs, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { bindPlate } from '../../../test/vehicles';
import { operatorAudit } from '../../db/schema';

// The drivers desk (issue 41, decision 088): find by phone or plate, masked by default, full views only to admin and
// service with a reason in the audit log, disabling an account, and another dealer's driver never seen.
let t: TestApp;
let alice: SignedInDriver;
let service: Record<string, string>;
let finance: Record<string, string>;
let cashier: Record<string, string>;
let suzhouService: Record<string, string>;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
async function op<R extends AnyRoute>(headers: Record<string, string>, route: R, input: Input<R> = {}) {
  const res = await call(t, route, { ...input, headers });
  return res as { status: number; body: { code: string; message: string; data: NonNullable<typeof res.body.data> } };
}
const masked = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(7)}`;

beforeAll(async () => {
  t = await buildTestApp();
  alice = await signInDriver(t);
  await bindPlate(t, alice, '浙A7D123');
  alice = await signInDriver(t, { phone: alice.phone });
  // One ticket, so the desk shows it.
  await callAs(t, alice, SupportOps.createTicket, {
    body: { kind: 'feedback', content: '希望增加夜间停车优惠', pictures: [] },
  });
  service = await loggedInOperator(t, { roles: [OperatorRole.SERVICE] });
  finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
  const parkId = (await t.db.query.parks.findFirst())!.id;
  cashier = await loggedInOperator(t, { roles: [OperatorRole.CASHIER], parkIds: [parkId] });
  suzhouService = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.SERVICE] });
}, 400_000);
afterAll(() => t.close());

describe('finding a driver', () => {
  it('finds by part of the phone or the plate, masked', async () => {
    const byPhone = await op(service, DriverDeskOps.searchDrivers, { query: { q: alice.phone.slice(3) } });
    expect(byPhone.status).toBe(200);
    expect(byPhone.body.data.results).toEqual([
      expect.objectContaining({ driverId: alice.driverId, phone: masked(alice.phone), plates: ['浙A7D123'] }),
    ]);
    const byPlate = await op(finance, DriverDeskOps.searchDrivers, { query: { q: '浙a·7d1' } });
    expect(byPlate.body.data.results.map((d) => d.driverId)).toEqual([alice.driverId]);
    expect(JSON.stringify(byPlate.body)).not.toContain(alice.phone);
    const tooShort = await op(service, DriverDeskOps.searchDrivers, { query: { q: '1' } });
    expect(tooShort.status).toBe(400);
    expect(tooShort.body.message).toContain('至少 2 位');
  });

  it("never shows another dealer's driver", async () => {
    const found = await op(suzhouService, DriverDeskOps.searchDrivers, { query: { q: alice.phone } });
    expect(found.body.data.results).toEqual([]);
    const params = { driverId: alice.driverId };
    expect((await op(suzhouService, DriverDeskOps.driverDetail, { params })).status).toBe(404);
    expect((await op(suzhouService, DriverDeskOps.revealDriver, { params, body: { reason: '核实身份' } })).status).toBe(
      404,
    );
    expect(
      (await op(suzhouService, DriverDeskOps.disableDriver, { params, body: { disabled: true, reason: '测试停用' } }))
        .status,
    ).toBe(404);
  });
});

describe("a driver's page", () => {
  it('shows plates, wallet, tickets masked; a cashier sees less and never the full data', async () => {
    const params = { driverId: alice.driverId };
    const seen = (await op(service, DriverDeskOps.driverDetail, { params })).body.data;
    expect(seen).toMatchObject({
      phone: masked(alice.phone),
      plates: ['浙A7D123'],
      walletFen: 0,
      mayReveal: true,
      disabled: false,
    });
    expect(seen.tickets).toHaveLength(1);
    const atTheTill = await op(cashier, DriverDeskOps.driverDetail, { params });
    expect(atTheTill.status).toBe(200);
    expect(atTheTill.body.data).toMatchObject({ mayReveal: false, walletFen: null, tickets: [], orders: [] });
    expect(JSON.stringify(atTheTill.body)).not.toContain(alice.phone);
    const refused = await op(cashier, DriverDeskOps.revealDriver, { params, body: { reason: '车主要求核实' } });
    expect(refused.status).toBe(403);
    expect((await op(finance, DriverDeskOps.revealDriver, { params, body: { reason: '对账核实' } })).status).toBe(403);
  });

  it('shows the full data to service with a reason, and records the view in the audit log', async () => {
    const params = { driverId: alice.driverId };
    const noReason = await op(service, DriverDeskOps.revealDriver, { params, body: { reason: ' ' } });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toContain('请填写原因');
    const before = await t.db.select().from(operatorAudit).where(eq(operatorAudit.objectId, alice.driverId));
    expect(before).toEqual([]);
    const full = await op(service, DriverDeskOps.revealDriver, {
      params,
      body: { reason: '车主来电要求核对手机号' },
    });
    expect(full.status).toBe(200);
    expect(full.body.data.phone).toBe(alice.phone);
    const entries = await t.db.select().from(operatorAudit).where(eq(operatorAudit.objectId, alice.driverId));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      objectType: 'driverPersonalData',
      reason: '车主来电要求核对手机号',
      operation: 'POST /operator/v1/drivers/:driverId/reveal',
    });
    // The log says what was viewed, not the data itself.
    expect(JSON.stringify(entries[0])).not.toContain(alice.phone);
  });
});

describe('disabling an account', () => {
  it("ends the driver's sessions and refuses sign-in until enabled again", async () => {
    const driver = await signInDriver(t);
    const params = { driverId: driver.driverId };
    const off = await op(service, DriverDeskOps.disableDriver, {
      params,
      body: { disabled: true, reason: '账号被盗用，车主要求停用' },
    });
    expect(off.status).toBe(200);
    expect(off.body.data).toMatchObject({ disabled: true, disabledReason: '账号被盗用，车主要求停用' });
    // Calls with the old token are refused, and so is a new sign-in.
    const call1 = await callAs(t, driver, SupportOps.myTickets, { query: {} });
    expect(call1.status).not.toBe(200);
    const login = await call(t, DriverOps.login, {
      headers: t.driverHeaders({ dealerId: driver.dealerId }),
      body: { phone: driver.phone, password: driver.password },
      remoteAddress: anIp(),
    });
    expect(login.status).toBe(403);
    expect(login.body.code).toBe(ErrorCode.ACCOUNT_DISABLED);
    expect(login.body.message).toContain('账号已停用');
    // Twice is a conflict; a cashier or finance cannot; enabling lets the driver in again.
    expect(
      (await op(service, DriverDeskOps.disableDriver, { params, body: { disabled: true, reason: '再次停用' } })).status,
    ).toBe(409);
    expect(
      (await op(cashier, DriverDeskOps.disableDriver, { params, body: { disabled: false, reason: '恢复使用' } }))
        .status,
    ).toBe(403);
    const on = await op(service, DriverDeskOps.disableDriver, {
      params,
      body: { disabled: false, reason: '核实为本人，恢复使用' },
    });
    expect(on.body.data.disabled).toBe(false);
    const back = await signInDriver(t, { phone: driver.phone });
    expect((await callAs(t, back, SupportOps.myTickets, { query: {} })).status).toBe(200);
    const audited = await t.db.select().from(operatorAudit).where(eq(operatorAudit.objectId, driver.driverId));
    expect(audited.map((a) => a.reason)).toEqual(['账号被盗用，车主要求停用', '核实为本人，恢复使用']);
  });

  it('lists deleted accounts to service only', async () => {
    expect((await op(service, DriverDeskOps.deletedDrivers, { query: {} })).status).toBe(200);
    expect((await op(cashier, DriverDeskOps.deletedDrivers, { query: {} })).status).toBe(403);
  });
});
