import {
  AuditOps,
  ErrorCode,
  OperatorOps,
  OperatorRole,
  ParkingOps,
  ParkSetupOps,
  type AnyRoute,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';

// Accounts and roles (issue 39): admins manage the dealer's operators; park-scoped roles see only their parks.
const SUZHOU = '320500';
const NEW_ID = '00000000-0000-4000-8000-000000000099';

let t: TestApp;
let admin: { authorization: string };
let parkIds: string[];
let suzhouParkId: string;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  parkIds = (await call(t, ParkingOps.operatorParks, { headers: admin })).body.data!.map((p) => p.parkId);
  const suzhouAdmin = await loggedInOperator(t, { dealerId: SUZHOU, roles: [OperatorRole.ADMIN] });
  suzhouParkId = (await call(t, ParkingOps.operatorParks, { headers: suzhouAdmin })).body.data![0]!.parkId;
}, 400_000);
afterAll(() => t.close());

const newAccount = (extra: object = {}): { username: string; password: string; [field: string]: unknown } => ({
  username: `op${Math.random().toString(36).slice(2, 8)}`,
  displayName: '张三',
  password: 'first-pass-1',
  roles: [OperatorRole.SERVICE],
  ...extra,
});
const signIn = async (username: string, password: string) => {
  const res = await call(t, OperatorOps.login, { body: { username, password } });
  return res.body.data ? { authorization: `Bearer ${res.body.data.token}` } : res.body;
};

describe('who may manage accounts, read the audit log and create parks', () => {
  // Valid inputs, so what refuses them is the role (a bad body is refused before any role check).
  const adminOnly: [string, AnyRoute, object][] = [
    ['operators', OperatorOps.operators, {}],
    ['createOperator', OperatorOps.createOperator, { body: newAccount() }],
    [
      'updateOperator',
      OperatorOps.updateOperator,
      {
        params: { operatorId: NEW_ID },
        body: { displayName: 'x', roles: [OperatorRole.ADMIN], parkIds: [], disabled: false },
      },
    ],
    [
      'resetOperatorPassword',
      OperatorOps.resetOperatorPassword,
      { params: { operatorId: NEW_ID }, body: { password: 'taken-over-1' } },
    ],
    // The audit log and new parks (decision 082, issue 39).
    ['auditEntries', AuditOps.auditEntries, {}],
    ['auditExport', AuditOps.auditExport, {}],
    [
      'createPark',
      ParkSetupOps.createPark,
      {
        body: {
          name: '新车场',
          address: '杭州市',
          kind: 'offStreet',
          longitude: 120.16,
          latitude: 30.27,
          totalSpaces: 10,
          openingHours: '00:00-24:00',
        },
      },
    ],
  ];
  const others = [
    OperatorRole.FINANCE,
    OperatorRole.SERVICE,
    OperatorRole.CONTENT,
    OperatorRole.REVIEWER,
    OperatorRole.PARK_MANAGER,
    OperatorRole.CASHIER,
  ];
  it.each(adminOnly.flatMap(([name, op, input]) => others.map((role) => [name, role, op, input] as const)))(
    '%s refuses %s',
    async (_name, role, op, input) => {
      const scoped = role === OperatorRole.PARK_MANAGER || role === OperatorRole.CASHIER;
      const headers = await loggedInOperator(t, { roles: [role], parkIds: scoped ? [parkIds[0]!] : [] });
      const res = await call(t, op, { ...input, headers });
      expect(res.status).toBe(403);
      expect(res.body.code).toBe(ErrorCode.FORBIDDEN);
    },
  );
  it.each(adminOnly)('%s refuses a request without a session', async (_name, op, input) => {
    const res = await call(t, op, input);
    expect(res.body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
  });
});

describe('an admin manages accounts', () => {
  it('creates a park manager who sees only the granted park', async () => {
    const body = newAccount({ roles: [OperatorRole.PARK_MANAGER], parkIds: [parkIds[1]] });
    const created = await call(t, OperatorOps.createOperator, { body, headers: admin });
    expect(created.body.data).toMatchObject({ username: body.username, roles: ['parkManager'], parkIds: [parkIds[1]] });
    const listed = await call(t, OperatorOps.operators, { headers: admin });
    expect(listed.body.data!.map((a) => a.username)).toContain(body.username);

    const manager = (await signIn(body.username, body.password)) as { authorization: string };
    const parks = await call(t, ParkingOps.operatorParks, { headers: manager });
    expect(parks.body.data!.map((p) => p.parkId)).toEqual([parkIds[1]]);
  });

  it.each([
    ['a park role without parks', { roles: [OperatorRole.CASHIER], parkIds: [] }, '请选择授权车场'],
    ['a dealer-wide role with parks', { roles: [OperatorRole.FINANCE], parkIds: [NEW_ID] }, '全局角色不限车场'],
    ['park and dealer-wide roles together', { roles: [OperatorRole.CASHIER, OperatorRole.FINANCE] }, '不能与全局角色'],
    ['another dealer’s park', { roles: [OperatorRole.CASHIER], parkIds: ['SUZHOU'] }, '授权车场不存在'],
    ['a weak password', { password: 'abcdefgh' }, '密码须包含数字'],
    ['an unknown role', { roles: ['owner'] }, ''],
  ])('refuses %s and creates nothing', async (_case, extra, message) => {
    const body = newAccount(extra);
    if ((body.parkIds as string[] | undefined)?.[0] === 'SUZHOU') body.parkIds = [suzhouParkId];
    const res = await call(t, OperatorOps.createOperator, { body, headers: admin });
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
    expect(res.body.message).toContain(message);
    expect(await signIn(body.username, body.password)).toMatchObject({ code: ErrorCode.OPERATOR_LOGIN_REQUIRED });
  });

  it('refuses a username the dealer already has', async () => {
    const body = newAccount();
    await call(t, OperatorOps.createOperator, { body, headers: admin });
    const again = await call(t, OperatorOps.createOperator, {
      body: { ...body, username: body.username.toUpperCase() },
      headers: admin,
    });
    expect(again.body).toMatchObject({ code: ErrorCode.CONFLICT, message: '用户名已存在' });
  });

  it('disables an operator: their session ends and they cannot sign in', async () => {
    const body = newAccount();
    const { id } = (await call(t, OperatorOps.createOperator, { body, headers: admin })).body.data!;
    const session = (await signIn(body.username, body.password)) as { authorization: string };
    const update = { displayName: '李四', roles: [OperatorRole.SERVICE], parkIds: [], disabled: true };
    const res = await call(t, OperatorOps.updateOperator, { params: { operatorId: id }, body: update, headers: admin });
    expect(res.body.data).toMatchObject({ displayName: '李四', disabled: true });
    expect((await call(t, OperatorOps.me, { headers: session })).body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    expect(await signIn(body.username, body.password)).toMatchObject({ message: '账号已停用，请联系管理员' });
  });

  it('cannot disable or demote itself, nor touch another dealer’s operator', async () => {
    const me = (await call(t, OperatorOps.me, { headers: admin })).body.data!;
    const self = await call(t, OperatorOps.updateOperator, {
      params: { operatorId: me.id },
      body: { displayName: 'x', roles: [OperatorRole.FINANCE], parkIds: [], disabled: false },
      headers: admin,
    });
    expect(self.body.code).toBe(ErrorCode.INVALID_INPUT);
    const suzhouAdmin = await loggedInOperator(t, { dealerId: SUZHOU, roles: [OperatorRole.ADMIN] });
    const foreign = await call(t, OperatorOps.resetOperatorPassword, {
      params: { operatorId: me.id },
      body: { password: 'taken-over-1' },
      headers: suzhouAdmin,
    });
    expect(foreign.body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it('resets a password: old sessions end, the new password signs in', async () => {
    const body = newAccount();
    const { id } = (await call(t, OperatorOps.createOperator, { body, headers: admin })).body.data!;
    const session = (await signIn(body.username, body.password)) as { authorization: string };
    const res = await call(t, OperatorOps.resetOperatorPassword, {
      params: { operatorId: id },
      body: { password: 'second-pass-2' },
      headers: admin,
    });
    expect(res.body.code).toBe('200');
    expect((await call(t, OperatorOps.me, { headers: session })).body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    expect(await signIn(body.username, 'second-pass-2')).toHaveProperty('authorization');
  });
});

describe('an operator changes their own password', () => {
  it('needs the old password, keeps this session and ends the others', async () => {
    const body = newAccount();
    await call(t, OperatorOps.createOperator, { body, headers: admin });
    const here = (await signIn(body.username, body.password)) as { authorization: string };
    const elsewhere = (await signIn(body.username, body.password)) as { authorization: string };
    const wrong = await call(t, OperatorOps.changePassword, {
      body: { oldPassword: 'not-it-1', newPassword: 'changed-pass-3' },
      headers: here,
    });
    expect(wrong.body).toMatchObject({ code: ErrorCode.INVALID_INPUT, message: '原密码错误' });
    const ok = await call(t, OperatorOps.changePassword, {
      body: { oldPassword: body.password, newPassword: 'changed-pass-3' },
      headers: here,
    });
    expect(ok.body.code).toBe('200');
    expect((await call(t, OperatorOps.me, { headers: here })).body.code).toBe('200');
    expect((await call(t, OperatorOps.me, { headers: elsewhere })).body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    expect(await signIn(body.username, 'changed-pass-3')).toHaveProperty('authorization');
  });
});
