import { ErrorCode, PHONE_MESSAGE } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aPhone, DEFAULT_TEST_PASSWORD, signInDriver } from '../../../test/drivers';
import { createDriversRepository, ensureDriver } from '../driver';
import { MAX_FAILED_PASSWORDS, PASSWORD_LOCKOUT_MS } from './login.service';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object, dealerId?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/api/driver/login',
    headers: t.driverHeaders({ dealerId }),
    payload,
  });
const aDriver = async (phone = aPhone(), dealerId = '330100') => {
  await ensureDriver(createDriversRepository(t.db), { dealerId, phone, password: DEFAULT_TEST_PASSWORD });
  return phone;
};

describe('password login', () => {
  it('accepts the phone with +86 or 0086 in front', async () => {
    const phone = await aDriver();
    for (const typed of [phone, `+86${phone}`, `0086${phone}`]) {
      expect((await login({ phone: typed, password: DEFAULT_TEST_PASSWORD })).json().code).toBe('200');
    }
  });

  it.each([
    ['a wrong password', 'right-phone', 'Wrong1234', 401, ErrorCode.WRONG_CREDENTIALS, '手机号或密码错误'],
    ['an unregistered phone', aPhone(), DEFAULT_TEST_PASSWORD, 401, ErrorCode.WRONG_CREDENTIALS, '手机号或密码错误'],
    ['a malformed phone', '1234567', DEFAULT_TEST_PASSWORD, 400, ErrorCode.INVALID_INPUT, `phone: ${PHONE_MESSAGE}`],
    [
      'a phone starting 12',
      '12812345678',
      DEFAULT_TEST_PASSWORD,
      400,
      ErrorCode.INVALID_INPUT,
      `phone: ${PHONE_MESSAGE}`,
    ],
    ['no password', 'right-phone', undefined, 400, ErrorCode.INVALID_INPUT, 'password: 请输入密码'],
    ['an empty password', 'right-phone', '', 400, ErrorCode.INVALID_INPUT, 'password: 请输入密码'],
  ])('refuses %s', async (_case, phone, password, status, code, message) => {
    const registered = await aDriver();
    const res = await login({ phone: phone === 'right-phone' ? registered : phone, password });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, message });
  });

  it('refuses a driver of another dealer (the phone is registered at 苏州 only)', async () => {
    const phone = await aDriver(aPhone(), '320500');
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, '330100')).json().code).toBe(
      ErrorCode.WRONG_CREDENTIALS,
    );
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, '320500')).json().code).toBe('200');
  });
});

describe('wrong passwords lock the account', () => {
  it(`locks for 15 minutes after ${MAX_FAILED_PASSWORDS} wrong passwords, even against the right one`, async () => {
    const phone = await aDriver();
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) {
      expect((await login({ phone, password: `Wrong${i}xyz` })).json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
    const locking = await login({ phone, password: 'Wrong5xyz' });
    expect(locking.statusCode).toBe(429);
    expect(locking.json()).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: '密码错误次数过多，账号已锁定，请 15 分钟后再试，或使用验证码登录',
    });
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD })).json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
    t.clock.advance(PASSWORD_LOCKOUT_MS);
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD })).json().code).toBe('200');
  });

  it('counts concurrent wrong passwords too', async () => {
    const phone = await aDriver();
    await Promise.all(Array.from({ length: MAX_FAILED_PASSWORDS }, () => login({ phone, password: 'Wrong0000' })));
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD })).json().code).toBe(ErrorCode.TOO_MANY_REQUESTS);
  });

  it('forgets failures after a successful login', async () => {
    const phone = await aDriver();
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) await login({ phone, password: 'Wrong0000' });
    await signInDriver(t, { phone });
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) {
      expect((await login({ phone, password: 'Wrong0000' })).json().code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
  });
});
