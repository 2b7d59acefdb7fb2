import { ErrorCode, PHONE_MESSAGE, DriverOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aPhone, anIp, DEFAULT_TEST_PASSWORD, solvedChallenge } from '../../../test/drivers';
import { drivers } from '../../db/schema';
import { createDriversRepository, ensureDriver } from '../driver';
import { MAX_FAILED_PASSWORDS, PASSWORD_LOCKOUT_MS } from '../driver';
import { LOGIN_CHALLENGE_AFTER } from './login.service';
import { call } from '../../../test/call';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const login = (payload: object, dealerId?: string, ip = anIp()) =>
  call(t, DriverOps.login, { headers: t.driverHeaders({ dealerId }), body: payload, remoteAddress: ip });
/** A login that answers the picture challenge, as the app does once asked. */
const loginSolving = async (payload: object) => login({ ...payload, ...(await solvedChallenge(t)) });
const aDriver = async (phone = aPhone(), dealerId = '330100') => {
  await ensureDriver(createDriversRepository(t.db), { dealerId, phone, password: DEFAULT_TEST_PASSWORD });
  return phone;
};

describe('password login', () => {
  it('accepts the phone with +86 or 0086 in front', async () => {
    const phone = await aDriver();
    for (const typed of [phone, `+86${phone}`, `0086${phone}`]) {
      expect((await login({ phone: typed, password: DEFAULT_TEST_PASSWORD })).body.code).toBe('200');
    }
  });

  const wrong = '手机号或密码错误，还可尝试 4 次';
  it.each([
    ['a wrong password', 'right-phone', 'Wrong1234', 401, ErrorCode.WRONG_CREDENTIALS, wrong],
    ['an unregistered phone', aPhone(), DEFAULT_TEST_PASSWORD, 401, ErrorCode.WRONG_CREDENTIALS, wrong],
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
    expect(res.status).toBe(status);
    expect(res.body).toEqual(
      code === ErrorCode.WRONG_CREDENTIALS
        ? { code, message, data: { triesLeft: 4, challengeRequired: false } }
        : { code, message },
    );
  });

  it('refuses a driver of another dealer (the phone is registered at 苏州 only)', async () => {
    const phone = await aDriver(aPhone(), '320500');
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, '330100')).body.code).toBe(
      ErrorCode.WRONG_CREDENTIALS,
    );
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, '320500')).body.code).toBe('200');
  });
});

describe('wrong passwords lock the account', () => {
  it(`locks for 15 minutes after ${MAX_FAILED_PASSWORDS} wrong passwords, even against the right one`, async () => {
    const phone = await aDriver();
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) {
      const res = await loginSolving({ phone, password: `Wrong${i}xyz` });
      expect(res.body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
    const lockedUntil = new Date(t.clock.now().getTime() + PASSWORD_LOCKOUT_MS).toISOString();
    const locking = await loginSolving({ phone, password: 'Wrong5xyz' });
    expect(locking.status).toBe(429);
    // The login screen shows a dialog with the end of the lock (and 短信验证码登录).
    expect(locking.body).toEqual({
      code: ErrorCode.ACCOUNT_LOCKED,
      message: '密码错误次数过多，账号已锁定，请 15 分钟后再试，或使用短信验证码',
      data: { lockedUntil },
    });
    expect((await loginSolving({ phone, password: DEFAULT_TEST_PASSWORD })).body).toMatchObject({
      code: ErrorCode.ACCOUNT_LOCKED,
      data: { lockedUntil },
    });
    t.clock.advance(PASSWORD_LOCKOUT_MS - 1000);
    expect((await loginSolving({ phone, password: DEFAULT_TEST_PASSWORD })).body.code).toBe(ErrorCode.ACCOUNT_LOCKED);
    t.clock.advance(1000);
    // The lock has restarted the count: no challenge needed for the right password now.
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD })).body.code).toBe('200');
  });

  it('counts concurrent wrong passwords too (login-burst.test.ts has the attack)', async () => {
    const phone = await aDriver();
    await Promise.all(Array.from({ length: MAX_FAILED_PASSWORDS }, () => login({ phone, password: 'Wrong0000' })));
    // Only the challenge-free allowance was checked and counted; the rest were asked for the picture first.
    const [row] = await t.db.select().from(drivers).where(eq(drivers.phone, phone));
    expect(row?.failedLogins).toBe(LOGIN_CHALLENGE_AFTER.accountFailures);
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD })).body.code).toBe(ErrorCode.CHALLENGE_REQUIRED);
  });

  it('forgets failures after a successful login', async () => {
    const phone = await aDriver();
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) await loginSolving({ phone, password: 'Wrong0000' });
    expect((await loginSolving({ phone, password: DEFAULT_TEST_PASSWORD })).body.code).toBe('200');
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) {
      expect((await loginSolving({ phone, password: 'Wrong0000' })).body.code).toBe(ErrorCode.WRONG_CREDENTIALS);
    }
  });
});

describe('a wrong password says what comes next', () => {
  it('the tries left before the lock, and that the next try needs the picture (shown before that tap)', async () => {
    const phone = await aDriver();
    const seen = [];
    for (let i = 1; i < MAX_FAILED_PASSWORDS; i++) {
      const res = await loginSolving({ phone, password: 'Wrong0000' });
      seen.push([res.body.message, res.body.data]);
    }
    expect(seen).toEqual([
      ['手机号或密码错误，还可尝试 4 次', { triesLeft: 4, challengeRequired: false }],
      ['手机号或密码错误，还可尝试 3 次', { triesLeft: 3, challengeRequired: false }],
      ['手机号或密码错误，还可尝试 2 次', { triesLeft: 2, challengeRequired: true }],
      ['手机号或密码错误，还可尝试 1 次', { triesLeft: 1, challengeRequired: true }],
    ]);
  });

  it('an unregistered phone counts the same way from one network, so the answer does not tell them apart', async () => {
    const ip = anIp();
    const phone = aPhone();
    const first = await login({ phone, password: 'Wrong0000' }, undefined, ip);
    const second = await login({ phone, password: 'Wrong0000' }, undefined, ip);
    expect([first.body.data, second.body.data]).toEqual([
      { triesLeft: 4, challengeRequired: false },
      { triesLeft: 3, challengeRequired: false },
    ]);
  });
});

describe('a picture challenge after failed logins', () => {
  const challengeRequired = { code: ErrorCode.CHALLENGE_REQUIRED, message: '请输入图形验证码' };

  it(`is asked after ${LOGIN_CHALLENGE_AFTER.accountFailures} wrong passwords of the account, from any network`, async () => {
    const phone = await aDriver();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++) await login({ phone, password: 'Wrong0000' });
    const asked = await login({ phone, password: DEFAULT_TEST_PASSWORD });
    expect(asked.status).toBe(428);
    expect(asked.body).toEqual(challengeRequired);
    expect((await loginSolving({ phone, password: DEFAULT_TEST_PASSWORD })).body.code).toBe('200');
  });

  it('refuses a wrong, reused or unknown answer with 0xd12501024 and does not look at the password', async () => {
    const phone = await aDriver();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++) await login({ phone, password: 'Wrong0000' });
    const solved = await solvedChallenge(t);
    const wrong = await login({ phone, password: DEFAULT_TEST_PASSWORD, ...solved, challengeCode: 'AAAA' });
    expect(wrong.body).toEqual({ code: ErrorCode.CHALLENGE_FAILED, message: '图形验证码错误，请重新输入' });
    // The picture was used up by the wrong answer: the right answer no longer works on it.
    const reused = await login({ phone, password: DEFAULT_TEST_PASSWORD, ...solved });
    expect(reused.body.code).toBe(ErrorCode.CHALLENGE_FAILED);
    const unknown = await login({
      phone,
      password: DEFAULT_TEST_PASSWORD,
      challengeId: 'ch_nope',
      challengeCode: 'K7PX',
    });
    expect(unknown.body.code).toBe(ErrorCode.CHALLENGE_FAILED);
    const [row] = await t.db.select().from(drivers).where(eq(drivers.phone, phone));
    expect(row?.failedLogins).toBe(LOGIN_CHALLENGE_AFTER.accountFailures);
  });

  it('accepts the answer in lower case, and expires it after 2 minutes', async () => {
    const phone = await aDriver();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++) await login({ phone, password: 'Wrong0000' });
    const lower = await solvedChallenge(t);
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD, ...lower, challengeCode: ' k7px ' })).body.code).toBe(
      '200',
    );
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++) await login({ phone, password: 'Wrong0000' });
    const stale = await solvedChallenge(t);
    t.clock.advance(2 * 60_000);
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD, ...stale })).body.code).toBe(
      ErrorCode.CHALLENGE_FAILED,
    );
  });

  it(`is asked for one phone from one network after ${LOGIN_CHALLENGE_AFTER.ipPhoneFailuresPerHour} failures of it there, registered or not`, async () => {
    const ip = anIp();
    const phone = aPhone();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.ipPhoneFailuresPerHour; i++) {
      expect((await login({ phone, password: 'Wrong0000' }, undefined, ip)).body.code).toBe(
        ErrorCode.WRONG_CREDENTIALS,
      );
    }
    expect((await login({ phone, password: 'Wrong0000' }, undefined, ip)).body).toEqual(challengeRequired);
    expect((await login({ phone, password: 'Wrong0000' }, undefined, anIp())).body.code).toBe(
      ErrorCode.WRONG_CREDENTIALS,
    );
  });

  it('drivers behind one carrier address (CGNAT) are not asked for pictures because of each other’s typos', async () => {
    const ip = anIp();
    // Twelve drivers each mistype twice: 24 failures from the address, more than the old per-IP threshold of 10.
    const phones = await Promise.all(Array.from({ length: 12 }, () => aDriver()));
    for (const phone of phones) {
      for (let i = 0; i < 2; i++) await login({ phone, password: 'Wrong0000' }, undefined, ip);
    }
    const innocent = await aDriver();
    const check = await call(t, DriverOps.checkAccount, {
      headers: t.driverHeaders(),
      body: { phone: innocent },
      remoteAddress: ip,
    });
    expect(check.body.data!.challengeRequired).toBe(false);
    expect((await login({ phone: innocent, password: DEFAULT_TEST_PASSWORD }, undefined, ip)).body.code).toBe('200');
    for (const phone of phones) {
      expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, undefined, ip)).body.code).toBe('200');
    }
  });

  it(`is asked of every login from a network after ${LOGIN_CHALLENGE_AFTER.ipFailuresPerHour} failures there within an hour`, async () => {
    const ip = anIp();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.ipFailuresPerHour; i++) {
      await login({ phone: aPhone(), password: 'Wrong0000' }, undefined, ip);
    }
    const phone = await aDriver();
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, undefined, ip)).body).toEqual(challengeRequired);
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, undefined, anIp())).body.code).toBe('200');
    t.clock.advance(60 * 60_000);
    expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, undefined, ip)).body.code).toBe('200');
  });

  it('checkAccount tells the login screen what to offer', async () => {
    const check = (phone: string, ip = anIp()) =>
      call(t, DriverOps.checkAccount, { headers: t.driverHeaders(), body: { phone }, remoteAddress: ip });
    const phone = await aDriver();
    expect((await check(phone)).body.data).toEqual({ registered: true, hasPassword: true, challengeRequired: false });
    expect((await check(aPhone())).body.data).toEqual({
      registered: false,
      hasPassword: false,
      challengeRequired: false,
    });
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++) await login({ phone, password: 'Wrong0000' });
    expect((await check(phone)).body.data!.challengeRequired).toBe(true);
    expect((await check('110')).body).toEqual({ code: ErrorCode.INVALID_INPUT, message: `phone: ${PHONE_MESSAGE}` });
  });
});
