import {
  DevOps,
  DriverOps,
  ErrorCode,
  PASSWORD_MESSAGE,
  PHONE_MESSAGE,
  TEXT_CHAR_MESSAGE,
  TEXT_SPACE_MESSAGE,
  type AnyRoute,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import {
  aPhone,
  anIp,
  codeFor,
  DEFAULT_TEST_PASSWORD,
  registerDriver,
  signInDriver,
  type SignedInDriver,
} from '../../../test/drivers';
import { drivers } from '../../db/schema';
import { LOOKUP_LIMITS } from './drivers.domain';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const api = <R extends AnyRoute>(
  op: R,
  body?: object,
  headers: Record<string, string> = t.driverHeaders(),
  query?: Record<string, string>,
) => call(t, op, { body, headers, query, remoteAddress: anIp() });
const as = (driver: SignedInDriver) => driver.headers;
const loginInfo = async (driver: SignedInDriver) => (await api(DriverOps.loginInfo, undefined, as(driver))).body;
const passwordLogin = (phone: string, password: string) => api(DriverOps.login, { phone, password });
const rowOf = async (phone: string) => (await t.db.select().from(drivers).where(eq(drivers.phone, phone)))[0];
/** An own-phone code (set password, old phone, deletion): sent as the logged-in driver. */
const ownCode = (driver: SignedInDriver, type: string) => codeFor(t, driver.phone, type, { headers: as(driver) });

describe('register', () => {
  it('creates the account with a password and logs it in', async () => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'register');
    const res = await api(DriverOps.register, {
      phone,
      verifyCode,
      password: 'Secret123',
      nickName: '小李',
    });
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data).toMatchObject({
      phoneBound: true,
      driverId: expect.any(String),
      token: expect.stringMatching(/^dat_/),
    });
    const info = await api(DriverOps.loginInfo, undefined, {
      authorization: `Bearer ${data.token}`,
      ...t.driverHeaders(),
    });
    expect(info.body.data).toMatchObject({ nickName: '小李', hasPassword: true, phoneBound: true });
    expect((await passwordLogin(phone, 'Secret123')).body.code).toBe('200');
    expect((await rowOf(phone))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('names a new account 车主 and the last four digits when no nickname is given', async () => {
    const driver = await registerDriver(t);
    expect((await loginInfo(driver)).data!.nickName).toBe(`车主${driver.phone.slice(-4)}`);
  });

  it('refuses a phone that is already registered, before sending a code and at register', async () => {
    const driver = await registerDriver(t);
    const send = await api(DriverOps.sendVerifyCode, { phone: driver.phone, type: 'register' });
    expect(send.status).toBe(409);
    expect(send.body).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已注册，请直接登录' });
    const again = await api(DriverOps.register, {
      phone: driver.phone,
      verifyCode: '123456',
      password: 'Secret123',
    });
    expect(again.body).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已注册，请直接登录' });
  });

  it('lets only one of two concurrent registrations of a phone through', async () => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'register');
    const answers = await Promise.all(
      [1, 2].map(() => api(DriverOps.register, { phone, verifyCode, password: 'Secret123' })),
    );
    const codes = answers.map((a) => a.body.code);
    expect(codes.filter((c) => c === '200')).toHaveLength(1);
    expect([ErrorCode.VERIFY_CODE_EXPIRED, ErrorCode.CONFLICT]).toContain(codes.find((c) => c !== '200'));
    expect((await t.db.select().from(drivers).where(eq(drivers.phone, phone))).length).toBe(1);
  });

  it.each([
    ['a wrong code', { verifyCode: 'wrong' }, 'verifyCode: 请输入 6 位数字验证码'],
    ['a short password', { password: 'abc12' }, `password: ${PASSWORD_MESSAGE}`],
    ['a password without digits', { password: 'abcdefghij' }, `password: ${PASSWORD_MESSAGE}`],
    ['a password with a space', { password: 'abc 12345' }, `password: ${PASSWORD_MESSAGE}`],
    ['a nickname with /', { nickName: '老/王' }, `nickName: ${TEXT_CHAR_MESSAGE}`],
    ['a nickname with a trailing space', { nickName: '老王 ' }, `nickName: ${TEXT_SPACE_MESSAGE}`],
    ['a nickname of 21 characters', { nickName: '一'.repeat(21) }, 'nickName: 昵称最多 20 个字'],
    ['a malformed phone', { phone: '2345' }, `phone: ${PHONE_MESSAGE}`],
  ])('refuses %s and creates nothing', async (_case, change, message) => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'register');
    const res = await api(DriverOps.register, { phone, verifyCode, password: 'Secret123', ...change });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message });
    expect(await rowOf(phone)).toBeUndefined();
  });
});

describe('isPhoneRegistered', () => {
  it('answers per dealer', async () => {
    const driver = await registerDriver(t);
    const ask = (dealerId: string) =>
      api(DriverOps.isPhoneRegistered, { phone: driver.phone }, t.driverHeaders({ dealerId }));
    expect((await ask('330100')).body.data).toEqual({ registered: true });
    expect((await ask('320500')).body.data).toEqual({ registered: false });
  });

  it('is rate limited per IP so phones cannot be enumerated', async () => {
    const ip = anIp();
    const ask = () =>
      call(t, DriverOps.isPhoneRegistered, {
        headers: t.driverHeaders(),
        body: { phone: aPhone() },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOOKUP_LIMITS[0].max; i++) expect((await ask()).status).toBe(200);
    expect((await ask()).body).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: '查询过于频繁，请稍后再试' });
  });
});

describe('login by SMS code', () => {
  it('registers a new phone on the way (no password yet)', async () => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'login');
    const res = await api(DriverOps.loginByVerifyCode, { phone, verifyCode });
    expect(res.body.data!.phoneBound).toBe(true);
    expect(await rowOf(phone)).toMatchObject({ passwordHash: null, nickName: `车主${phone.slice(-4)}` });
  });

  it('logs an existing driver in and their other phone out', async () => {
    const first = await registerDriver(t);
    const verifyCode = await codeFor(t, first.phone, 'login');
    const res = await api(DriverOps.loginByVerifyCode, { phone: first.phone, verifyCode });
    expect(res.body.data!.driverId).toBe(first.driverId);
    expect((await loginInfo(first)).code).toBe(ErrorCode.LOGGED_IN_ELSEWHERE);
  });
});

describe('loginByToken (a host web view hands over its session)', () => {
  it('gives this page its own session for the same driver and keeps the host logged in', async () => {
    const host = await signInDriver(t);
    const res = await api(DriverOps.loginByToken, { token: host.token });
    const page = res.body.data!;
    expect(page).toMatchObject({ driverId: host.driverId, phoneBound: true });
    expect(page.token).not.toBe(host.token);
    expect((await loginInfo(host)).code).toBe('200');
  });

  it.each([
    ['an unknown token', 'dat_unknown', ErrorCode.NOT_LOGGED_IN],
    ['a refresh token', 'refresh', ErrorCode.NOT_LOGGED_IN],
  ])('refuses %s', async (_case, token, code) => {
    const host = await signInDriver(t);
    const res = await api(DriverOps.loginByToken, {
      token: token === 'refresh' ? host.refreshToken : token,
    });
    expect(res.body.code).toBe(code);
  });
});

describe('resetPassword (forgot password)', () => {
  it('sets a new password with a code and logs every phone out', async () => {
    const driver = await registerDriver(t);
    const verifyCode = await codeFor(t, driver.phone, 'resetPassword');
    const res = await api(DriverOps.resetPassword, {
      phone: driver.phone,
      verifyCode,
      password: 'NewPass99',
    });
    expect(res.body).toEqual({ code: '200', message: 'success' });
    expect((await loginInfo(driver)).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    expect((await passwordLogin(driver.phone, 'NewPass99')).body.code).toBe('200');
  });

  it('refuses an unregistered phone, a wrong code and a weak password', async () => {
    const unknown = await api(DriverOps.sendVerifyCode, { phone: aPhone(), type: 'resetPassword' });
    expect(unknown.body).toEqual({ code: ErrorCode.NOT_FOUND, message: '该手机号未注册' });
    const driver = await registerDriver(t);
    const verifyCode = await codeFor(t, driver.phone, 'resetPassword');
    const wrong = verifyCode === '000000' ? '111111' : '000000';
    const bad = await api(DriverOps.resetPassword, {
      phone: driver.phone,
      verifyCode: wrong,
      password: 'NewPass99',
    });
    expect(bad.body.code).toBe(ErrorCode.VERIFY_CODE_WRONG);
    const weak = await api(DriverOps.resetPassword, {
      phone: driver.phone,
      verifyCode,
      password: '12345678',
    });
    expect(weak.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: `password: ${PASSWORD_MESSAGE}` });
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).body.code).toBe('200');
  });
});

describe('PUT password', () => {
  it('modifies with the old password; other phones are logged out, this one stays', async () => {
    const other = await registerDriver(t);
    const driver = await signInDriver(t, { phone: other.phone });
    const res = await api(
      DriverOps.changePassword,
      { oldPassword: DEFAULT_TEST_PASSWORD, password: 'Changed88' },
      as(driver),
    );
    expect(res.body.code).toBe('200');
    expect((await loginInfo(driver)).code).toBe('200');
    expect((await passwordLogin(driver.phone, 'Changed88')).body.code).toBe('200');
  });

  it('ends sessions of other phones with 0xd12501001 (not "logged in elsewhere")', async () => {
    const driver = await registerDriver(t);
    const page = (await api(DriverOps.loginByToken, { token: driver.token })).body.data!;
    await api(
      DriverOps.changePassword,
      { oldPassword: DEFAULT_TEST_PASSWORD, password: 'Changed88' },
      {
        authorization: `Bearer ${page.token}`,
        ...t.driverHeaders(),
      },
    );
    expect((await loginInfo(driver)).code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it('sets a first password with a code sent to the bound phone', async () => {
    const phone = aPhone();
    const login = await api(DriverOps.loginByVerifyCode, {
      phone,
      verifyCode: await codeFor(t, phone, 'login'),
    });
    const driver = { ...login.body.data, phone, password: '', dealerId: '330100' };
    const headers = { authorization: `Bearer ${driver.token}`, ...t.driverHeaders() };
    t.clock.advance(60_000);
    const send = await api(DriverOps.sendVerifyCode, { type: 'setPassword' }, headers);
    expect(send.body.code).toBe('200');
    const res = await api(
      DriverOps.changePassword,
      {
        verifyCode: await (async () => {
          const outbox = await call(t, DevOps.smsOutbox, { query: { phone } });
          return outbox.body.data!.results[0]!.code;
        })(),
        password: 'First123',
      },
      headers,
    );
    expect(res.body.code).toBe('200');
    expect((await passwordLogin(phone, 'First123')).body.code).toBe('200');
  });

  it.each([
    [
      'a wrong old password',
      { oldPassword: 'Nope12345', password: 'Changed88' },
      ErrorCode.WRONG_CREDENTIALS,
      '原密码错误',
    ],
    [
      'the same password again',
      { oldPassword: DEFAULT_TEST_PASSWORD, password: DEFAULT_TEST_PASSWORD },
      ErrorCode.INVALID_INPUT,
      '新密码不能与原密码相同',
    ],
    [
      'neither old password nor code',
      { password: 'Changed88' },
      ErrorCode.INVALID_INPUT,
      'oldPassword: 请输入原密码或验证码',
    ],
    [
      'a weak new password',
      { oldPassword: DEFAULT_TEST_PASSWORD, password: 'short1' },
      ErrorCode.INVALID_INPUT,
      `password: ${PASSWORD_MESSAGE}`,
    ],
  ])('refuses %s and keeps the password', async (_case, body, code, message) => {
    const driver = await registerDriver(t);
    expect((await api(DriverOps.changePassword, body, as(driver))).body).toEqual({ code, message });
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).body.code).toBe('200');
  });

  it('counts wrong old passwords towards the lock', async () => {
    const driver = await registerDriver(t);
    for (let i = 0; i < 4; i++) {
      await api(DriverOps.changePassword, { oldPassword: 'Nope12345', password: 'Changed88' }, as(driver));
    }
    const fifth = await api(DriverOps.changePassword, { oldPassword: 'Nope12345', password: 'Changed88' }, as(driver));
    expect(fifth.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    const right = await api(
      DriverOps.changePassword,
      { oldPassword: DEFAULT_TEST_PASSWORD, password: 'Changed88' },
      as(driver),
    );
    expect(right.body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
  });

  it('needs a login', async () => {
    expect((await api(DriverOps.changePassword, { oldPassword: 'a', password: 'Changed88' })).body.code).toBe(
      ErrorCode.NOT_LOGGED_IN,
    );
  });
});

describe('PUT phone', () => {
  it('moves the account to a new phone with codes from both phones', async () => {
    const driver = await registerDriver(t);
    const oldVerifyCode = await ownCode(driver, 'verifyOldPhone');
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'changePhone', { headers: as(driver) });
    const res = await api(DriverOps.changePhone, { oldVerifyCode, phone, verifyCode }, as(driver));
    expect(res.body.code).toBe('200');
    expect((await loginInfo(driver)).data!.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect((await passwordLogin(phone, DEFAULT_TEST_PASSWORD)).body.code).toBe('200');
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
  });

  it("refuses another driver's phone", async () => {
    const driver = await registerDriver(t);
    const taken = await registerDriver(t);
    const send = await api(DriverOps.sendVerifyCode, { phone: taken.phone, type: 'changePhone' }, as(driver));
    expect(send.body).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已被其他账号绑定' });
    const res = await api(
      DriverOps.changePhone,
      { oldVerifyCode: '123456', phone: taken.phone, verifyCode: '123456' },
      as(driver),
    );
    expect(res.body).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已被其他账号绑定' });
  });

  it('refuses a wrong code from the current phone and keeps the phone', async () => {
    const driver = await registerDriver(t);
    const oldVerifyCode = await ownCode(driver, 'verifyOldPhone');
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'changePhone', { headers: as(driver) });
    const wrong = oldVerifyCode === '000000' ? '111111' : '000000';
    const res = await api(DriverOps.changePhone, { oldVerifyCode: wrong, phone, verifyCode }, as(driver));
    expect(res.body.code).toBe(ErrorCode.VERIFY_CODE_WRONG);
    expect(await rowOf(driver.phone)).toBeDefined();
  });

  it('refuses an own-phone code sent to another phone than the bound one', async () => {
    const driver = await registerDriver(t);
    const res = await api(DriverOps.sendVerifyCode, { phone: aPhone(), type: 'verifyOldPhone' }, as(driver));
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '验证码只能发送到当前绑定的手机号' });
    const anonymous = await api(DriverOps.sendVerifyCode, { type: 'deleteAccount' });
    expect(anonymous.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('nickName and userName', () => {
  it('changes the names shown for the driver', async () => {
    const driver = await registerDriver(t);
    expect((await api(DriverOps.changeNickName, { nickName: '停车达人' }, as(driver))).body.code).toBe('200');
    expect((await api(DriverOps.changeUserName, { userName: '王小明' }, as(driver))).body.code).toBe('200');
    expect((await loginInfo(driver)).data).toMatchObject({ nickName: '停车达人', userName: '王小明' });
  });

  it.each([
    ['nickName', { nickName: 'a<b' }, `nickName: ${TEXT_CHAR_MESSAGE}`],
    ['nickName', { nickName: ' 前导空格' }, `nickName: ${TEXT_SPACE_MESSAGE}`],
    ['nickName', { nickName: '\u3000全角空格' }, `nickName: ${TEXT_SPACE_MESSAGE}`],
    ['nickName', { nickName: '' }, 'nickName: 请输入昵称'],
    ['userName', { userName: "O'Brien" }, `userName: ${TEXT_CHAR_MESSAGE}`],
    ['userName', { userName: '名'.repeat(31) }, 'userName: 姓名最多 30 个字'],
  ])('refuses a %s failing the text check: %j', async (field, body, message) => {
    const driver = await registerDriver(t);
    const op = field === 'nickName' ? DriverOps.changeNickName : DriverOps.changeUserName;
    const res = await api(op, body, as(driver));
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message });
    expect((await loginInfo(driver)).data!.nickName).toBe(`车主${driver.phone.slice(-4)}`);
  });
});

describe('BOLA: a driver reaches only their own account', () => {
  it("changes only the caller's names, whatever ids the body carries", async () => {
    const victim = await registerDriver(t);
    const attacker = await registerDriver(t);
    await api(DriverOps.changeNickName, { nickName: '被改了', driverId: victim.driverId }, as(attacker));
    expect((await loginInfo(victim)).data!.nickName).toBe(`车主${victim.phone.slice(-4)}`);
  });

  it("refuses another driver's third-party ids", async () => {
    const victim = await registerDriver(t);
    const attacker = await registerDriver(t);
    const res = await api(DriverOps.getThirdIdByDriverId, undefined, as(attacker), { driverId: victim.driverId });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ code: ErrorCode.FORBIDDEN, message: '无权查看其他用户的信息' });
  });

  it('a session of one driver is useless with another dealer', async () => {
    const driver = await registerDriver(t);
    const res = await api(DriverOps.loginInfo, undefined, {
      ...as(driver),
      ...t.driverHeaders({ dealerId: '320500' }),
    });
    expect(res.body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
