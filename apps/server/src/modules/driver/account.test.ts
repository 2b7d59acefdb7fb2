import { ErrorCode, PASSWORD_MESSAGE, PHONE_MESSAGE, TEXT_CHAR_MESSAGE, TEXT_SPACE_MESSAGE } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
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

const api = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = t.driverHeaders(),
) => t.app.inject({ method, url: `/api${path}`, headers, payload, remoteAddress: anIp() });
const as = (driver: SignedInDriver) => driver.headers;
const loginInfo = async (driver: SignedInDriver) =>
  (await api('GET', '/auth/v2/api/driver/loginInfo', undefined, as(driver))).json();
const passwordLogin = (phone: string, password: string) =>
  api('POST', '/auth/v2/api/driver/login', { phone, password });
const rowOf = async (phone: string) => (await t.db.select().from(drivers).where(eq(drivers.phone, phone)))[0];
/** An own-phone code (set password, old phone, deletion): sent as the logged-in driver. */
const ownCode = (driver: SignedInDriver, type: string) => codeFor(t, driver.phone, type, { headers: as(driver) });

describe('register', () => {
  it('creates the account with a password and logs it in', async () => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'register');
    const res = await api('POST', '/driver/v2/api/register', {
      phone,
      verifyCode,
      password: 'Secret123',
      nickName: '小李',
    });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({
      phoneBound: true,
      driverId: expect.any(String),
      token: expect.stringMatching(/^dat_/),
    });
    const info = await api('GET', '/auth/v2/api/driver/loginInfo', undefined, {
      authorization: `Bearer ${data.token}`,
      ...t.driverHeaders(),
    });
    expect(info.json().data).toMatchObject({ nickName: '小李', hasPassword: true, phoneBound: true });
    expect((await passwordLogin(phone, 'Secret123')).json().code).toBe('200');
    expect((await rowOf(phone))?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('names a new account 车主 and the last four digits when no nickname is given', async () => {
    const driver = await registerDriver(t);
    expect((await loginInfo(driver)).data.nickName).toBe(`车主${driver.phone.slice(-4)}`);
  });

  it('refuses a phone that is already registered, before sending a code and at register', async () => {
    const driver = await registerDriver(t);
    const send = await api('POST', '/driver/v2/api/sendVerifyCode', { phone: driver.phone, type: 'register' });
    expect(send.statusCode).toBe(409);
    expect(send.json()).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已注册，请直接登录' });
    const again = await api('POST', '/driver/v2/api/register', {
      phone: driver.phone,
      verifyCode: '123456',
      password: 'Secret123',
    });
    expect(again.json()).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已注册，请直接登录' });
  });

  it('lets only one of two concurrent registrations of a phone through', async () => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'register');
    const answers = await Promise.all(
      [1, 2].map(() => api('POST', '/driver/v2/api/register', { phone, verifyCode, password: 'Secret123' })),
    );
    const codes = answers.map((a) => a.json().code);
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
    const res = await api('POST', '/driver/v2/api/register', { phone, verifyCode, password: 'Secret123', ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message });
    expect(await rowOf(phone)).toBeUndefined();
  });
});

describe('isPhoneRegistered', () => {
  it('answers per dealer', async () => {
    const driver = await registerDriver(t);
    const ask = (dealerId: string) =>
      api('POST', '/driver/v2/api/isPhoneRegistered', { phone: driver.phone }, t.driverHeaders({ dealerId }));
    expect((await ask('330100')).json().data).toEqual({ registered: true });
    expect((await ask('320500')).json().data).toEqual({ registered: false });
  });

  it('is rate limited per IP so phones cannot be enumerated', async () => {
    const ip = anIp();
    const ask = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/driver/v2/api/isPhoneRegistered',
        headers: t.driverHeaders(),
        payload: { phone: aPhone() },
        remoteAddress: ip,
      });
    for (let i = 0; i < LOOKUP_LIMITS[0].max; i++) expect((await ask()).statusCode).toBe(200);
    expect((await ask()).json()).toEqual({ code: ErrorCode.TOO_MANY_REQUESTS, message: '查询过于频繁，请稍后再试' });
  });
});

describe('login by SMS code', () => {
  it('registers a new phone on the way (no password yet)', async () => {
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'login');
    const res = await api('POST', '/auth/v2/api/driver/loginByVerifyCode', { phone, verifyCode });
    expect(res.json().data.phoneBound).toBe(true);
    expect(await rowOf(phone)).toMatchObject({ passwordHash: null, nickName: `车主${phone.slice(-4)}` });
  });

  it('logs an existing driver in and their other phone out', async () => {
    const first = await registerDriver(t);
    const verifyCode = await codeFor(t, first.phone, 'login');
    const res = await api('POST', '/auth/v2/api/driver/loginByVerifyCode', { phone: first.phone, verifyCode });
    expect(res.json().data.driverId).toBe(first.driverId);
    expect((await loginInfo(first)).code).toBe(ErrorCode.LOGGED_IN_ELSEWHERE);
  });
});

describe('loginByToken (a host web view hands over its session)', () => {
  it('gives this page its own session for the same driver and keeps the host logged in', async () => {
    const host = await signInDriver(t);
    const res = await api('POST', '/auth/v2/api/driver/loginByToken', { token: host.token });
    const page = res.json().data;
    expect(page).toMatchObject({ driverId: host.driverId, phoneBound: true });
    expect(page.token).not.toBe(host.token);
    expect((await loginInfo(host)).code).toBe('200');
  });

  it.each([
    ['an unknown token', 'dat_unknown', ErrorCode.NOT_LOGGED_IN],
    ['a refresh token', 'refresh', ErrorCode.NOT_LOGGED_IN],
  ])('refuses %s', async (_case, token, code) => {
    const host = await signInDriver(t);
    const res = await api('POST', '/auth/v2/api/driver/loginByToken', {
      token: token === 'refresh' ? host.refreshToken : token,
    });
    expect(res.json().code).toBe(code);
  });
});

describe('resetPassword (forgot password)', () => {
  it('sets a new password with a code and logs every phone out', async () => {
    const driver = await registerDriver(t);
    const verifyCode = await codeFor(t, driver.phone, 'resetPassword');
    const res = await api('PUT', '/driver/v2/api/resetPassword', {
      phone: driver.phone,
      verifyCode,
      password: 'NewPass99',
    });
    expect(res.json()).toEqual({ code: '200', message: 'success' });
    expect((await loginInfo(driver)).code).toBe(ErrorCode.NOT_LOGGED_IN);
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    expect((await passwordLogin(driver.phone, 'NewPass99')).json().code).toBe('200');
  });

  it('refuses an unregistered phone, a wrong code and a weak password', async () => {
    const unknown = await api('POST', '/driver/v2/api/sendVerifyCode', { phone: aPhone(), type: 'resetPassword' });
    expect(unknown.json()).toEqual({ code: ErrorCode.NOT_FOUND, message: '该手机号未注册' });
    const driver = await registerDriver(t);
    const verifyCode = await codeFor(t, driver.phone, 'resetPassword');
    const wrong = verifyCode === '000000' ? '111111' : '000000';
    const bad = await api('PUT', '/driver/v2/api/resetPassword', {
      phone: driver.phone,
      verifyCode: wrong,
      password: 'NewPass99',
    });
    expect(bad.json().code).toBe(ErrorCode.VERIFY_CODE_WRONG);
    const weak = await api('PUT', '/driver/v2/api/resetPassword', {
      phone: driver.phone,
      verifyCode,
      password: '12345678',
    });
    expect(weak.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message: `password: ${PASSWORD_MESSAGE}` });
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).json().code).toBe('200');
  });
});

describe('PUT password', () => {
  it('modifies with the old password; other phones are logged out, this one stays', async () => {
    const other = await registerDriver(t);
    const driver = await signInDriver(t, { phone: other.phone });
    const res = await api(
      'PUT',
      '/driver/v2/api/password',
      { oldPassword: DEFAULT_TEST_PASSWORD, password: 'Changed88' },
      as(driver),
    );
    expect(res.json().code).toBe('200');
    expect((await loginInfo(driver)).code).toBe('200');
    expect((await passwordLogin(driver.phone, 'Changed88')).json().code).toBe('200');
  });

  it('ends sessions of other phones with 0xd12501001 (not "logged in elsewhere")', async () => {
    const driver = await registerDriver(t);
    const page = (await api('POST', '/auth/v2/api/driver/loginByToken', { token: driver.token })).json().data;
    await api(
      'PUT',
      '/driver/v2/api/password',
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
    const login = await api('POST', '/auth/v2/api/driver/loginByVerifyCode', {
      phone,
      verifyCode: await codeFor(t, phone, 'login'),
    });
    const driver = { ...login.json().data, phone, password: '', dealerId: '330100' };
    const headers = { authorization: `Bearer ${driver.token}`, ...t.driverHeaders() };
    t.clock.advance(60_000);
    const send = await api('POST', '/driver/v2/api/sendVerifyCode', { type: 'setPassword' }, headers);
    expect(send.json().code).toBe('200');
    const res = await api(
      'PUT',
      '/driver/v2/api/password',
      {
        verifyCode: await (async () => {
          const outbox = await t.app.inject({ method: 'GET', url: `/api/dev/v1/smsOutbox?phone=${phone}` });
          return outbox.json().data.results[0].code;
        })(),
        password: 'First123',
      },
      headers,
    );
    expect(res.json().code).toBe('200');
    expect((await passwordLogin(phone, 'First123')).json().code).toBe('200');
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
    expect((await api('PUT', '/driver/v2/api/password', body, as(driver))).json()).toEqual({ code, message });
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).json().code).toBe('200');
  });

  it('counts wrong old passwords towards the lock', async () => {
    const driver = await registerDriver(t);
    for (let i = 0; i < 4; i++) {
      await api('PUT', '/driver/v2/api/password', { oldPassword: 'Nope12345', password: 'Changed88' }, as(driver));
    }
    const fifth = await api(
      'PUT',
      '/driver/v2/api/password',
      { oldPassword: 'Nope12345', password: 'Changed88' },
      as(driver),
    );
    expect(fifth.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    const right = await api(
      'PUT',
      '/driver/v2/api/password',
      { oldPassword: DEFAULT_TEST_PASSWORD, password: 'Changed88' },
      as(driver),
    );
    expect(right.json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('needs a login', async () => {
    expect((await api('PUT', '/driver/v2/api/password', { oldPassword: 'a', password: 'Changed88' })).json().code).toBe(
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
    const res = await api('PUT', '/driver/v2/api/phone', { oldVerifyCode, phone, verifyCode }, as(driver));
    expect(res.json().code).toBe('200');
    expect((await loginInfo(driver)).data.phone).toBe(`${phone.slice(0, 3)}****${phone.slice(7)}`);
    expect((await passwordLogin(phone, DEFAULT_TEST_PASSWORD)).json().code).toBe('200');
    expect((await passwordLogin(driver.phone, DEFAULT_TEST_PASSWORD)).json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
  });

  it("refuses another driver's phone", async () => {
    const driver = await registerDriver(t);
    const taken = await registerDriver(t);
    const send = await api(
      'POST',
      '/driver/v2/api/sendVerifyCode',
      { phone: taken.phone, type: 'changePhone' },
      as(driver),
    );
    expect(send.json()).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已被其他账号绑定' });
    const res = await api(
      'PUT',
      '/driver/v2/api/phone',
      { oldVerifyCode: '123456', phone: taken.phone, verifyCode: '123456' },
      as(driver),
    );
    expect(res.json()).toEqual({ code: ErrorCode.CONFLICT, message: '该手机号已被其他账号绑定' });
  });

  it('refuses a wrong code from the current phone and keeps the phone', async () => {
    const driver = await registerDriver(t);
    const oldVerifyCode = await ownCode(driver, 'verifyOldPhone');
    const phone = aPhone();
    const verifyCode = await codeFor(t, phone, 'changePhone', { headers: as(driver) });
    const wrong = oldVerifyCode === '000000' ? '111111' : '000000';
    const res = await api('PUT', '/driver/v2/api/phone', { oldVerifyCode: wrong, phone, verifyCode }, as(driver));
    expect(res.json().code).toBe(ErrorCode.VERIFY_CODE_WRONG);
    expect(await rowOf(driver.phone)).toBeDefined();
  });

  it('refuses an own-phone code sent to another phone than the bound one', async () => {
    const driver = await registerDriver(t);
    const res = await api(
      'POST',
      '/driver/v2/api/sendVerifyCode',
      { phone: aPhone(), type: 'verifyOldPhone' },
      as(driver),
    );
    expect(res.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message: '验证码只能发送到当前绑定的手机号' });
    const anonymous = await api('POST', '/driver/v2/api/sendVerifyCode', { type: 'deleteAccount' });
    expect(anonymous.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});

describe('nickName and userName', () => {
  it('changes the names shown for the driver', async () => {
    const driver = await registerDriver(t);
    expect((await api('PUT', '/driver/v2/api/nickName', { nickName: '停车达人' }, as(driver))).json().code).toBe('200');
    expect((await api('PUT', '/driver/v2/api/userName', { userName: '王小明' }, as(driver))).json().code).toBe('200');
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
    const res = await api('PUT', `/driver/v2/api/${field}`, body, as(driver));
    expect(res.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message });
    expect((await loginInfo(driver)).data.nickName).toBe(`车主${driver.phone.slice(-4)}`);
  });
});

describe('BOLA: a driver reaches only their own account', () => {
  it("changes only the caller's names, whatever ids the body carries", async () => {
    const victim = await registerDriver(t);
    const attacker = await registerDriver(t);
    await api('PUT', '/driver/v2/api/nickName', { nickName: '被改了', driverId: victim.driverId }, as(attacker));
    expect((await loginInfo(victim)).data.nickName).toBe(`车主${victim.phone.slice(-4)}`);
  });

  it("refuses another driver's third-party ids", async () => {
    const victim = await registerDriver(t);
    const attacker = await registerDriver(t);
    const res = await api(
      'GET',
      `/driver/v2/api/getThirdIdByDriverId?driverId=${victim.driverId}`,
      undefined,
      as(attacker),
    );
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ code: ErrorCode.FORBIDDEN, message: '无权查看其他用户的信息' });
  });

  it('a session of one driver is useless with another dealer', async () => {
    const driver = await registerDriver(t);
    const res = await api('GET', '/auth/v2/api/driver/loginInfo', undefined, {
      ...as(driver),
      ...t.driverHeaders({ dealerId: '320500' }),
    });
    expect(res.json().code).toBe(ErrorCode.NOT_LOGGED_IN);
  });
});
