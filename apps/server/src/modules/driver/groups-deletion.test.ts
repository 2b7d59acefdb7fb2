import { DriverOps, ErrorCode, OperatorOps, OperatorRole, type AnyRoute, type ParamsOf } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import {
  anIp,
  codeFor,
  DEFAULT_TEST_PASSWORD,
  registerDriver,
  signInDriver,
  solvedChallenge,
} from '../../../test/drivers';
import { DEMO_DEALERS } from '../../demo';
import { driverGroupMembers, drivers, driverThirdIds } from '../../db/schema';
import { createDeletionRegistry } from './deletion-registry';
import { createDriversRepository } from './drivers.repository';

const PARK_STAFF = DEMO_DEALERS.hangzhou.driverGroups[0]!.id;
const DISABLED = DEMO_DEALERS.hangzhou.driverGroups[1]!.id;
const SUZHOU_STAFF = DEMO_DEALERS.suzhou.driverGroups[0]!.id;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = <R extends AnyRoute>(op: R, headers: Record<string, string>, body?: object, params?: ParamsOf<R>) =>
  call(t, op, { params, body, headers, remoteAddress: anIp() });
const mineGroups = async (headers: Record<string, string>) => (await api(DriverOps.getMineGroups, headers)).body;
const reviewer = (dealerId = '330100') => loggedInOperator(t, { roles: [OperatorRole.REVIEWER], dealerId });

describe('driver groups', () => {
  it('the demo driver is in 园区员工', async () => {
    const demo = await signInDriver(t, { phone: '13800138000', password: 'Demo1234' });
    const { data } = await mineGroups(demo.headers);
    expect(data!.totalRecord).toBe(1);
    expect(data!.results[0]).toMatchObject({ groupCode: 'PARK_STAFF', groupName: '园区员工', expiresAt: null });
  });

  it('an operator adds a member by phone until a date; the membership ends then', async () => {
    const driver = await registerDriver(t);
    const expiresAt = new Date(t.clock.now().getTime() + 24 * 3600_000).toISOString();
    const added = await api(
      OperatorOps.addGroupMember,
      await reviewer(),
      {
        phone: driver.phone,
        expiresAt,
      },
      { groupId: DISABLED },
    );
    expect(added.body.data).toMatchObject({ groupName: '残疾人优待', expiresAt });
    expect((await mineGroups(driver.headers)).data!.results.map((g: { groupCode: string }) => g.groupCode)).toEqual([
      'DISABLED_CONCESSION',
    ]);
    t.clock.advance(24 * 3600_000);
    const later = await signInDriver(t, { phone: driver.phone }); // the old access token has expired meanwhile
    expect((await mineGroups(later.headers)).data).toEqual({ results: [], totalRecord: 0 });
  });

  it('an operator removes a member', async () => {
    const driver = await registerDriver(t);
    const headers = await reviewer();
    await api(OperatorOps.addGroupMember, headers, { phone: driver.phone }, { groupId: PARK_STAFF });
    const removed = await api(OperatorOps.removeGroupMember, headers, undefined, {
      groupId: PARK_STAFF,
      driverId: driver.driverId,
    });
    expect(removed.body.code).toBe('200');
    expect((await mineGroups(driver.headers)).data!.totalRecord).toBe(0);
    const again = await api(OperatorOps.removeGroupMember, headers, undefined, {
      groupId: PARK_STAFF,
      driverId: driver.driverId,
    });
    expect(again.body).toEqual({ code: ErrorCode.NOT_FOUND, message: '该用户不在群组中' });
  });

  it('lists a group’s members now, phones masked, to reviewers of its dealer only', async () => {
    const driver = await registerDriver(t);
    const headers = await reviewer();
    await api(OperatorOps.addGroupMember, headers, { phone: driver.phone }, { groupId: PARK_STAFF });
    const listed = await api(OperatorOps.groupMembers, headers, undefined, { groupId: PARK_STAFF });
    const row = listed.body.data!.results.find((m) => m.driverId === driver.driverId);
    expect(row).toMatchObject({ phone: `${driver.phone.slice(0, 3)}****${driver.phone.slice(7)}`, expiresAt: null });
    expect(JSON.stringify(listed.body)).not.toContain(driver.phone);
    // Another dealer's reviewer does not find the group; a content operator may not list members.
    const suzhou = await api(OperatorOps.groupMembers, await reviewer('320500'), undefined, { groupId: PARK_STAFF });
    expect(suzhou.body).toEqual({ code: ErrorCode.NOT_FOUND, message: '群组不存在' });
    const content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    expect((await api(OperatorOps.groupMembers, content, undefined, { groupId: PARK_STAFF })).status).toBe(403);
    await api(OperatorOps.removeGroupMember, headers, undefined, { groupId: PARK_STAFF, driverId: driver.driverId });
    const after = await api(OperatorOps.groupMembers, headers, undefined, { groupId: PARK_STAFF });
    expect(after.body.data!.results.map((m) => m.driverId)).not.toContain(driver.driverId);
  });

  it("an operator cannot touch another dealer's groups or drivers", async () => {
    const driver = await registerDriver(t);
    const suzhou = await reviewer('320500');
    const res = await api(OperatorOps.addGroupMember, suzhou, { phone: driver.phone }, { groupId: PARK_STAFF });
    expect(res.body).toEqual({ code: ErrorCode.NOT_FOUND, message: '群组不存在' });
    const ownGroup = await api(
      OperatorOps.addGroupMember,
      suzhou,
      {
        phone: driver.phone,
      },
      { groupId: SUZHOU_STAFF },
    );
    expect(ownGroup.body).toEqual({ code: ErrorCode.NOT_FOUND, message: '该手机号未注册' });
  });

  it('lists the seeded groups of the dealer to any operator; only reviewers and admins change members', async () => {
    const content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const list = await api(OperatorOps.driverGroups, content);
    expect(list.body.data!.results.map((g) => g.groupName)).toEqual(['残疾人优待', '园区员工']);
    const driver = await registerDriver(t);
    const res = await api(OperatorOps.addGroupMember, content, { phone: driver.phone }, { groupId: PARK_STAFF });
    expect(res.status).toBe(403);
  });

  it('a driver sees only their own memberships', async () => {
    const member = await registerDriver(t);
    const other = await registerDriver(t);
    await api(OperatorOps.addGroupMember, await reviewer(), { phone: member.phone }, { groupId: PARK_STAFF });
    expect((await mineGroups(other.headers)).data!.totalRecord).toBe(0);
    expect((await mineGroups(t.driverHeaders())).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('account deletion', () => {
  const checkList = (headers: Record<string, string>) => api(DriverOps.accountDeleteCheckList, headers);
  const checkResult = async (headers: Record<string, string>) =>
    (await api(DriverOps.accountDeleteCheckResult, headers)).body.data!;
  const deleteAccount = (headers: Record<string, string>, verifyCode: string) =>
    api(DriverOps.deleteAccount, headers, { verifyCode });

  it('lists what is checked, blocking checks first', async () => {
    const driver = await registerDriver(t);
    const { data } = (await checkList(driver.headers)).body;
    expect(data!.items.map((i: { key: string; blocking: boolean }) => [i.key, i.blocking])).toEqual([
      ['phoneBound', true],
      ['accountNotLocked', true],
      ['wallet', true],
      ['groupMemberships', false],
      ['boundPlates', false],
    ]);
  });

  it('lets a driver with nothing blocking delete; group memberships are only a notice', async () => {
    const driver = await registerDriver(t);
    await api(OperatorOps.addGroupMember, await reviewer(), { phone: driver.phone }, { groupId: PARK_STAFF });
    const result = await checkResult(driver.headers);
    expect(result.canDelete).toBe(true);
    expect(result.items.find((i: { key: string }) => i.key === 'groupMemberships')).toMatchObject({
      passed: false,
      detail: '注销后将失去：园区员工',
    });
  });

  it('erases personal data, ends every session, keeps the row, and frees the phone', async () => {
    const driver = await registerDriver(t);
    await api(OperatorOps.addGroupMember, await reviewer(), { phone: driver.phone }, { groupId: DISABLED });
    await createDriversRepository(t.db).linkThirdId('330100', 'wechat', 'o_to_forget', driver.driverId);
    const code = await codeFor(t, driver.phone, 'deleteAccount', { headers: driver.headers });

    const res = await deleteAccount(driver.headers, code);
    expect(res.body).toEqual({ code: '200', message: 'success' });

    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, driver.driverId));
    expect(row).toMatchObject({ phone: null, passwordHash: null, nickName: '已注销用户', userName: '' });
    expect(row?.deletedAt).toBeInstanceOf(Date);
    expect(await t.db.select().from(driverThirdIds).where(eq(driverThirdIds.driverId, driver.driverId))).toEqual([]);
    expect(
      await t.db.select().from(driverGroupMembers).where(eq(driverGroupMembers.driverId, driver.driverId)),
    ).toEqual([]);
    expect((await api(DriverOps.loginInfo, driver.headers)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    const login = await api(DriverOps.login, t.driverHeaders(), {
      phone: driver.phone,
      password: DEFAULT_TEST_PASSWORD,
    });
    expect(login.body.code).toBe(ErrorCode.WRONG_CREDENTIALS);

    t.clock.advance(60 * 60_000); // past the hour after which a third code for the phone needs a picture challenge
    const reborn = await registerDriver(t, { phone: driver.phone });
    expect(reborn.driverId).not.toBe(driver.driverId);
  });

  it('refuses a wrong code and keeps the account', async () => {
    const driver = await registerDriver(t);
    const code = await codeFor(t, driver.phone, 'deleteAccount', { headers: driver.headers });
    const res = await deleteAccount(driver.headers, code === '000000' ? '111111' : '000000');
    expect(res.body.code).toBe(ErrorCode.VERIFY_CODE_WRONG);
    expect((await api(DriverOps.loginInfo, driver.headers)).body.code).toBe('200');
  });

  it('refuses while the account is locked by wrong passwords', async () => {
    const driver = await registerDriver(t);
    for (let i = 0; i < 5; i++) {
      await api(DriverOps.login, t.driverHeaders(), {
        phone: driver.phone,
        password: 'Wrong0000',
        ...(await solvedChallenge(t)),
      });
    }
    // The lockout logged nobody out; the driver's session asks.
    const session = await api(DriverOps.loginInfo, driver.headers);
    expect(session.body.code).toBe('200');
    expect((await checkResult(driver.headers)).canDelete).toBe(false);
    const res = await deleteAccount(driver.headers, '123456');
    expect(res.status).toBe(409);
    expect(res.body).toEqual({ code: ErrorCode.CONFLICT, message: '暂不满足注销条件：账号已被临时锁定，请稍后再试' });
  });

  it('needs a login', async () => {
    expect((await deleteAccount(t.driverHeaders(), '123456')).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await checkList(t.driverHeaders())).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('the deletion registry (how later modules plug in)', () => {
  const subject = { id: 'd1', dealerId: '330100', phone: '13900000000' };

  it('a failing blocking check of another module stops the deletion; passing ones do not', async () => {
    const registry = createDeletionRegistry();
    registry.addCheck({
      key: 'walletBalance',
      title: '钱包余额已清零',
      description: '请先提现或用完钱包余额',
      blocking: true,
      evaluate: async () => ({ passed: false, detail: '钱包余额 12.50元' }),
    });
    registry.addCheck({
      key: 'unpaidOrders',
      title: '无未支付订单',
      description: '请先支付所有停车费用',
      blocking: true,
      evaluate: async () => ({ passed: true, detail: '无未支付订单' }),
    });
    const result = await registry.evaluate(subject);
    expect(result.canDelete).toBe(false);
    expect(result.items.map((i) => [i.key, i.passed])).toEqual([
      ['walletBalance', false],
      ['unpaidOrders', true],
    ]);
  });

  it('runs every eraser, and refuses a key registered twice', async () => {
    const registry = createDeletionRegistry();
    const erased: string[] = [];
    registry.addEraser({ key: 'plates', erase: async (s) => void erased.push(`plates:${s.id}`) });
    registry.addEraser({ key: 'invoiceTitles', erase: async (s) => void erased.push(`titles:${s.id}`) });
    await registry.erase(subject);
    expect(erased).toEqual(['plates:d1', 'titles:d1']);
    expect(() => registry.addEraser({ key: 'plates', erase: async () => undefined })).toThrow(/registered twice/);
  });
});
