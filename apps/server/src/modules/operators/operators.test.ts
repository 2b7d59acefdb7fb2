import {
  AuditOps,
  BasicOperatorOps,
  BasicOps,
  ErrorCode,
  HomeEntryId,
  OperatorOps,
  OperatorRole,
  type AnyRoute,
  type HomeFuncEntriesUpdate,
  type MenuConfig,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { urlOf, call } from '../../../test/call';
import { operators } from '../../db/schema';
import { DEMO_DEALERS } from '../../demo';
import { createOperatorsRepository } from './operators.repository';
import { ensureOperator, LOCKOUT_MS, SESSION_TTL_MS } from './operators.service';

const HANGZHOU = DEMO_DEALERS.hangzhou.dealer.id;
const SUZHOU = DEMO_DEALERS.suzhou.dealer.id;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object) =>
  t.app.inject({ method: OperatorOps.login.method, url: urlOf(OperatorOps.login), payload });
const me = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: OperatorOps.me.method, url: urlOf(OperatorOps.me), headers });
const logout = (headers: Record<string, string>) =>
  t.app.inject({ method: OperatorOps.logout.method, url: urlOf(OperatorOps.logout), headers });
const newOperator = (username: string, extra: { dealerId?: string; roles?: OperatorRole[]; disabled?: boolean } = {}) =>
  ensureOperator(createOperatorsRepository(t.db), {
    dealerId: extra.dealerId ?? HANGZHOU,
    username,
    displayName: username,
    password: 'right-password',
    roles: extra.roles ?? [OperatorRole.CONTENT],
    disabled: extra.disabled,
  });

describe('operator login', () => {
  it('logs the demo admin in to the default dealer and returns an 8-hour token', async () => {
    const res = await login({ username: 'admin', password: 'demo1234' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.token).toMatch(/^op_[\w-]{43}$/);
    expect(new Date(data.expiresAt).getTime()).toBe(t.clock.now().getTime() + SESSION_TTL_MS);
    expect(data.operator).toMatchObject({
      username: 'admin',
      displayName: '平台管理员',
      roles: ['admin'],
      dealerId: HANGZHOU,
    });
    expect(data.operator).not.toHaveProperty('passwordHash');
  });

  it('picks the dealer by dealerId: the same username is a different operator per dealer', async () => {
    const res = await login({ dealerId: SUZHOU, username: 'ADMIN', password: 'demo1234' });
    expect(res.json().data.operator).toMatchObject({ dealerId: SUZHOU, displayName: '苏州管理员' });
  });

  it.each([
    [
      'a wrong password',
      { username: 'admin', password: 'wrong' },
      401,
      ErrorCode.OPERATOR_LOGIN_REQUIRED,
      '用户名或密码错误',
    ],
    [
      'an unknown username',
      { username: 'nobody', password: 'demo1234' },
      401,
      ErrorCode.OPERATOR_LOGIN_REQUIRED,
      '用户名或密码错误',
    ],
    [
      'an unknown dealer',
      { dealerId: '999999', username: 'admin', password: 'demo1234' },
      400,
      ErrorCode.INVALID_INPUT,
      '运营商不存在（driverDealerId: 999999）',
    ],
    ['no password', { username: 'admin' }, 400, ErrorCode.INVALID_INPUT, 'password: 必填'],
    ['a blank username', { username: '  ', password: 'x' }, 400, ErrorCode.INVALID_INPUT, 'username: 不能为空'],
  ])('refuses %s', async (_case, body, status, code, message) => {
    const res = await login(body);
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, message });
  });

  it('refuses a disabled operator, but only after a correct password', async () => {
    await newOperator('gone', { disabled: true });
    expect((await login({ username: 'gone', password: 'nope' })).statusCode).toBe(401);
    const res = await login({ username: 'gone', password: 'right-password' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe(ErrorCode.FORBIDDEN);
  });
});

describe('lockout', () => {
  it('locks an operator for 15 minutes after 5 failed logins, even against the right password', async () => {
    await newOperator('guessed');
    for (let i = 1; i <= 4; i++)
      expect((await login({ username: 'guessed', password: `bad${i}` })).statusCode).toBe(401);
    const fifth = await login({ username: 'guessed', password: 'bad5' });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json()).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: expect.stringContaining('15 分钟') });

    const right = await login({ username: 'guessed', password: 'right-password' });
    expect(right.statusCode).toBe(429);

    t.clock.advance(LOCKOUT_MS - 1000);
    expect((await login({ username: 'guessed', password: 'right-password' })).statusCode).toBe(429);
    t.clock.advance(1000);
    expect((await login({ username: 'guessed', password: 'right-password' })).statusCode).toBe(200);
  });

  it('counts failures since the last success only', async () => {
    await newOperator('forgetful');
    for (let i = 0; i < 4; i++) await login({ username: 'forgetful', password: 'bad' });
    expect((await login({ username: 'forgetful', password: 'right-password' })).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await login({ username: 'forgetful', password: 'bad' })).statusCode).toBe(401);
  });

  it('counts concurrent failures too', async () => {
    await newOperator('hammered');
    await Promise.all(Array.from({ length: 5 }, () => login({ username: 'hammered', password: 'bad' })));
    const [row] = await t.db.select().from(operators).where(eq(operators.username, 'hammered'));
    expect(row?.lockedUntil?.getTime()).toBe(t.clock.now().getTime() + LOCKOUT_MS);
  });

  it('checks at most 5 of a burst of 40 guesses, and refuses the right password sent while they are checked', async () => {
    await newOperator('burst');
    const guesses = Array.from({ length: 40 }, (_, i) => login({ username: 'burst', password: `bad${i}` }));
    await new Promise((resolve) => setTimeout(resolve, 15));
    const right = await login({ username: 'burst', password: 'right-password' });
    const statuses = (await Promise.all(guesses)).map((r) => r.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(4);
    expect(statuses.filter((s) => s === 429)).toHaveLength(36);
    expect(right.statusCode).toBe(429);
  });

  it('locks one operator only, not the same username at another dealer', async () => {
    await newOperator('twin', { dealerId: HANGZHOU });
    await newOperator('twin', { dealerId: SUZHOU });
    for (let i = 0; i < 5; i++) await login({ dealerId: HANGZHOU, username: 'twin', password: 'bad' });
    expect((await login({ dealerId: SUZHOU, username: 'twin', password: 'right-password' })).statusCode).toBe(200);
  });
});

describe('operator sessions', () => {
  it('me answers with the operator behind the token', async () => {
    const headers = await loggedInOperator(t, { username: 'editor', roles: [OperatorRole.CONTENT] });
    const res = await me(headers);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'editor', roles: ['content'], dealerId: HANGZHOU });
  });

  it.each([
    ['no authorization header', {}],
    ['a token that is not Bearer', { authorization: 'Basic YWRtaW46ZGVtbzEyMzQ=' }],
    ['an unknown token', { authorization: 'Bearer op_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['a driver-style token', { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.x' }],
  ])('me refuses %s with 401', async (_case, headers) => {
    const res = await me(headers);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ code: ErrorCode.OPERATOR_LOGIN_REQUIRED, message: '请先登录运营账号' });
  });

  it('logout revokes the token', async () => {
    const headers = await loggedInOperator(t);
    expect((await logout(headers)).json()).toEqual({
      code: '200',
      message: 'success',
    });
    expect((await me(headers)).statusCode).toBe(401);
    expect((await logout(headers)).statusCode).toBe(401);
  });

  it('a token expires after 8 hours', async () => {
    const headers = await loggedInOperator(t);
    t.clock.advance(SESSION_TTL_MS - 1);
    expect((await me(headers)).statusCode).toBe(200);
    t.clock.advance(1);
    expect((await me(headers)).statusCode).toBe(401);
  });

  it('disabling an operator ends their sessions', async () => {
    const headers = await loggedInOperator(t, { username: 'leaver' });
    await t.db.update(operators).set({ disabled: true }).where(eq(operators.username, 'leaver'));
    expect((await me(headers)).statusCode).toBe(401);
  });
});

const menu = (overrides: Partial<MenuConfig>): MenuConfig => ({ ...DEMO_DEALERS.hangzhou.menu, ...overrides });
const driverGet = async <R extends AnyRoute>(route: R, dealerId: string) =>
  (await call(t, route, { headers: t.driverHeaders({ dealerId }) })).body.data!;

describe("operators manage their own dealer's basic config", () => {
  it.each([
    ['admin', [OperatorRole.ADMIN], 200],
    ['content', [OperatorRole.CONTENT], 200],
    ['service', [OperatorRole.SERVICE], 403],
    ['finance + reviewer', [OperatorRole.FINANCE, OperatorRole.REVIEWER], 403],
  ])('PUT menuConfigs as %s → %i', async (_case, roles, status) => {
    const headers = await loggedInOperator(t, { roles });
    const res = await call(t, BasicOperatorOps.saveMenuConfigs, { headers, body: menu({ coupon: true }) });
    expect(res.status).toBe(status);
    if (status === 403) expect(res.body).toEqual({ code: ErrorCode.FORBIDDEN, message: '当前账号无权执行此操作' });
  });

  it('PUT menuConfigs without a token → 401', async () => {
    const res = await call(t, BasicOperatorOps.saveMenuConfigs, { body: menu({}) });
    expect(res.status).toBe(401);
  });

  it('a change by a Suzhou operator shows for Suzhou drivers only', async () => {
    const headers = await loggedInOperator(t, { dealerId: SUZHOU, roles: [OperatorRole.CONTENT] });
    const before = await driverGet(BasicOps.menuConfigs, HANGZHOU);
    const res = await call(t, BasicOperatorOps.saveMenuConfigs, {
      headers,
      body: { ...DEMO_DEALERS.suzhou.menu, news: false, bagPlan: null },
    });
    expect(res.body.data).toMatchObject({ news: false, bagPlan: null });
    expect(await driverGet(BasicOps.menuConfigs, SUZHOU)).toMatchObject({ news: false, bagPlan: null });
    expect(await driverGet(BasicOps.menuConfigs, HANGZHOU)).toEqual(before);
  });

  it('PUT menuConfigs refuses an incomplete or wrong config', async () => {
    const headers = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const { news: _omitted, ...withoutNews } = menu({});
    const missing = await call(t, BasicOperatorOps.saveMenuConfigs, { headers, body: withoutNews });
    expect(missing.body).toEqual({ code: '400', message: 'news: 必填' });
    const wrong = await call(t, BasicOperatorOps.saveMenuConfigs, { headers, body: menu({ platBizType: 4 as 1 }) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toMatch(/^platBizType: /);
  });

  const icon = `data:image/svg+xml;base64,${Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64')}`;
  const entry = (entryId: string, entryName: string) => ({
    entryId,
    entryName,
    entryType: 1 as const,
    icon,
    needLogin: false,
    entryUrl: '/x',
  });

  it('PUT homeFuncEntries replaces the list in the given order and sets the column count', async () => {
    const headers = await loggedInOperator(t, { dealerId: SUZHOU, roles: [OperatorRole.CONTENT] });
    const update: HomeFuncEntriesUpdate = {
      column: 3,
      list: [entry(HomeEntryId.COUPON, '领券'), entry(HomeEntryId.BAG, '月卡'), entry(HomeEntryId.INVOICE, '发票')],
    };
    const res = await call(t, BasicOperatorOps.saveHomeFuncEntries, { headers, body: update });
    expect(res.status).toBe(200);
    const seen = await driverGet(BasicOps.homeFuncEntries, SUZHOU);
    expect(seen.column).toBe(3);
    expect(seen.list.map((e: { entryName: string }) => e.entryName)).toEqual(['领券', '月卡', '发票']);
    expect((await driverGet(BasicOps.homeFuncEntries, HANGZHOU)).list).toHaveLength(10);
  });

  it.each([
    [
      'duplicate entry ids',
      { column: 4, list: [entry('BAG', 'a'), entry('BAG', 'b')] },
      'list: 菜单项 entryId 不能重复',
    ],
    [
      'an icon that is not a data URL',
      { column: 4, list: [{ ...entry('BAG', 'a'), icon: 'javascript:alert(1)' }] },
      'list.0.icon: 图标须为 base64 图片 data URL',
    ],
    ['6 columns', { column: 6, list: [] }, 'column: 不能大于 5'],
    ['an unknown entry type', { column: 4, list: [{ ...entry('BAG', 'a'), entryType: 7 }] }, 'list.0.entryType'],
  ])('PUT homeFuncEntries refuses %s', async (_case, payload, message) => {
    const headers = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const res = await call(t, BasicOperatorOps.saveHomeFuncEntries, { headers, body: payload });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it("PUT paramConfigs sets the plate prefix of the operator's dealer", async () => {
    const headers = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
    const res = await call(t, BasicOperatorOps.saveParamConfigs, { headers, body: { province: '浙' } });
    expect(res.body).toEqual({ code: '200', message: 'success', data: { province: '浙' } });
    expect(await driverGet(BasicOps.paramConfigs, HANGZHOU)).toEqual({ province: '浙' });
    expect(await driverGet(BasicOps.paramConfigs, SUZHOU)).toEqual({ province: '苏E' });
    // The console's 运营商设置 reads it back with the dealer's other settings.
    expect((await call(t, BasicOperatorOps.dealerSettings, { headers })).body.data!.province).toBe('浙');
  });

  it.each(['', ' ', '浙浙', 'ZA', '浙I', '浙a', '浙AB', '北'])(
    'PUT paramConfigs refuses %j with 400 and changes nothing',
    async (province) => {
      const headers = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
      const before = await driverGet(BasicOps.paramConfigs, HANGZHOU);
      const res = await call(t, BasicOperatorOps.saveParamConfigs, { headers, body: { province } });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: expect.stringMatching(/^province: /) });
      expect(await driverGet(BasicOps.paramConfigs, HANGZHOU)).toEqual(before);
    },
  );
});

describe('dealer settings (运营商设置)', () => {
  it.each([
    ['admin', [OperatorRole.ADMIN], 200],
    ['content', [OperatorRole.CONTENT], 200],
    ['service', [OperatorRole.SERVICE], 403],
    ['finance', [OperatorRole.FINANCE], 403],
  ])('GET dealerSettings and PUT dealerProfile as %s → %i', async (_case, roles, status) => {
    const headers = await loggedInOperator(t, { dealerId: SUZHOU, roles });
    const read = await call(t, BasicOperatorOps.dealerSettings, { headers });
    expect(read.status).toBe(status);
    const profile = { appName: '苏州停车', servicePhone: '0512-12345678', searchButtonText: '查询缴费' };
    expect((await call(t, BasicOperatorOps.saveDealerProfile, { headers, body: profile })).status).toBe(status);
  });

  it('reads the profile, menu and home entries, and saves a profile the driver app then shows, audited', async () => {
    const headers = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const before = (await call(t, BasicOperatorOps.dealerSettings, { headers })).body.data!;
    expect(before.menu).toEqual(await driverGet(BasicOps.menuConfigs, HANGZHOU));
    expect(before.home.list.length).toBe(10);
    const profile = { ...before.profile, appName: '杭州停车服务', servicePhone: '0571-88888888' };
    const res = await call(t, BasicOperatorOps.saveDealerProfile, { headers, body: profile });
    expect(res.body.data!.profile).toEqual(profile);
    expect((await driverGet(BasicOps.applicationInfos, HANGZHOU)).appName).toBe('杭州停车服务');
    expect((await driverGet(BasicOps.webPageConfig, HANGZHOU)).servicePhone).toBe('0571-88888888');
    const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
    const audit = await call(t, AuditOps.auditEntries, { query: { objectType: 'dealer' }, headers: admin });
    expect(audit.body.data!.results[0]!.changes).toEqual({
      appName: { before: before.profile.appName, after: '杭州停车服务' },
      servicePhone: { before: before.profile.servicePhone, after: '0571-88888888' },
    });
  });

  it.each([
    ['no app name', { appName: ' ' }, 'appName: 请填写应用名称'],
    ['letters in the phone', { servicePhone: 'call-me' }, 'servicePhone: 客服电话只能包含数字和 -，5 到 20 位'],
    ['a long button text', { searchButtonText: '请点这里查询停车缴费' }, 'searchButtonText: 查询按钮文字最多 8 个字'],
  ])('refuses a profile with %s and changes nothing', async (_case, extra, message) => {
    const headers = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const before = (await call(t, BasicOperatorOps.dealerSettings, { headers })).body.data!;
    const res = await call(t, BasicOperatorOps.saveDealerProfile, { headers, body: { ...before.profile, ...extra } });
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message });
    expect((await call(t, BasicOperatorOps.dealerSettings, { headers })).body.data).toEqual(before);
  });
});
