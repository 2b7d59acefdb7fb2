import type * as Argon2 from '@node-rs/argon2';
import { ErrorCode, DriverOps } from '@parking/contracts';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { aPhone, anIp, DEFAULT_TEST_PASSWORD, solvedChallenge } from '../../../test/drivers';
import { drivers, rateLimitHits } from '../../db/schema';
import { createDriversRepository, ensureDriver, MAX_FAILED_PASSWORDS } from '../driver';
import { LOGIN_CHALLENGE_AFTER } from './login.service';
import { call } from '../../../test/call';

// Counts the password hashes the server actually checks: the number of guesses an attacker got tested.
const argon = vi.hoisted(() => ({ verified: 0 }));
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof Argon2>();
  return {
    ...real,
    verify: (...args: Parameters<typeof real.verify>) => {
      argon.verified++;
      return real.verify(...args);
    },
  };
});

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => {
  argon.verified = 0;
});

const BURST = 40;
const login = (payload: object, ip = anIp()) =>
  call(t, DriverOps.login, { headers: t.driverHeaders(), body: payload, remoteAddress: ip });
const aDriver = async () => {
  const phone = aPhone();
  await ensureDriver(createDriversRepository(t.db), { dealerId: '330100', phone, password: DEFAULT_TEST_PASSWORD });
  return phone;
};
const rowOf = async (phone: string) => (await t.db.select().from(drivers).where(eq(drivers.phone, phone)))[0]!;
const codes = (responses: { body: { code: string } }[]) =>
  responses.reduce<Record<string, number>>((n, r) => ({ ...n, [r.body.code]: (n[r.body.code] ?? 0) + 1 }), {});
/** The burst, then the right password a moment later (the attack: the right one landed while the guesses hashed). */
async function burstThenRight(wrong: () => Promise<object>[], right: () => Promise<object>, ip?: string) {
  const guesses = wrong().map(async (payload) => login(await payload, ip));
  await new Promise((resolve) => setTimeout(resolve, 15));
  const rightOne = login(await right(), ip);
  return { guesses: await Promise.all(guesses), right: await rightOne };
}

describe('a burst of concurrent password guesses', () => {
  it(`gets at most ${MAX_FAILED_PASSWORDS} checked per account, and the right password after the lock is refused`, async () => {
    const phone = await aDriver();
    // The attacker is past the picture challenge (issue 12 solved it by program): every guess carries an answer.
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++) await login({ phone, password: 'Wrong0000' });
    const solved = await Promise.all(Array.from({ length: BURST + 1 }, () => solvedChallenge(t)));
    argon.verified = 0;

    const { guesses, right } = await burstThenRight(
      () => solved.slice(0, BURST).map(async (c, i) => ({ phone, password: `Wrong${i}xyz`, ...c })),
      async () => ({ phone, password: DEFAULT_TEST_PASSWORD, ...solved[BURST] }),
    );

    const left = MAX_FAILED_PASSWORDS - LOGIN_CHALLENGE_AFTER.accountFailures;
    expect(argon.verified).toBe(left);
    expect(codes(guesses)).toEqual({
      [ErrorCode.WRONG_CREDENTIALS]: left - 1,
      [ErrorCode.ACCOUNT_LOCKED]: BURST - left + 1,
    });
    expect(right.status).toBe(429);
    expect(right.body).toMatchObject({
      code: ErrorCode.ACCOUNT_LOCKED,
      message: '密码错误次数过多，账号已锁定，请 15 分钟后再试，或使用短信验证码',
    });
    expect((await rowOf(phone)).lockedUntil).not.toBeNull();
  });

  it(`without a challenge answer gets ${LOGIN_CHALLENGE_AFTER.accountFailures} checked, then only the challenge is asked`, async () => {
    const phone = await aDriver();
    const { guesses, right } = await burstThenRight(
      () => Array.from({ length: BURST }, async () => ({ phone, password: 'Wrong0000' })),
      async () => ({ phone, password: DEFAULT_TEST_PASSWORD }),
    );

    expect(argon.verified).toBe(LOGIN_CHALLENGE_AFTER.accountFailures);
    expect(codes(guesses)).toEqual({
      [ErrorCode.WRONG_CREDENTIALS]: LOGIN_CHALLENGE_AFTER.accountFailures,
      [ErrorCode.CHALLENGE_REQUIRED]: BURST - LOGIN_CHALLENGE_AFTER.accountFailures,
    });
    expect(right.body).toEqual({ code: ErrorCode.CHALLENGE_REQUIRED, message: '请输入图形验证码' });
    // Refused unchecked, they counted nothing: exactly the checked failures are on the account.
    expect((await rowOf(phone)).failedLogins).toBe(LOGIN_CHALLENGE_AFTER.accountFailures);
  });

  it(`from one IP across many accounts gets ${LOGIN_CHALLENGE_AFTER.ipFailuresPerHour} checked, then the challenge is asked`, async () => {
    const ip = anIp();
    const phones = await Promise.all(Array.from({ length: BURST + 1 }, () => aDriver()));
    argon.verified = 0;

    const { guesses, right } = await burstThenRight(
      () => phones.slice(0, BURST).map(async (phone) => ({ phone, password: 'Wrong0000' })),
      async () => ({ phone: phones[BURST], password: DEFAULT_TEST_PASSWORD }),
      ip,
    );

    const limit = LOGIN_CHALLENGE_AFTER.ipFailuresPerHour;
    expect(argon.verified).toBe(limit);
    expect(codes(guesses)).toEqual({
      [ErrorCode.WRONG_CREDENTIALS]: limit,
      [ErrorCode.CHALLENGE_REQUIRED]: BURST - limit,
    });
    expect(right.body.code).toBe(ErrorCode.CHALLENGE_REQUIRED);
    const counted = await t.db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%:${ip}`));
    expect(counted).toHaveLength(limit);
    // The same right password from elsewhere is let in: the IP's failures are the IP's.
    expect((await login({ phone: phones[BURST], password: DEFAULT_TEST_PASSWORD })).body.code).toBe('200');
  });

  it('counts no IP failure for a successful login, nor for one refused before its password was checked', async () => {
    const ip = anIp();
    const phone = await aDriver();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.ipFailuresPerHour + 2; i++) {
      expect((await login({ phone, password: DEFAULT_TEST_PASSWORD }, ip)).body.code).toBe('200');
    }
    const other = await aDriver();
    for (let i = 0; i < LOGIN_CHALLENGE_AFTER.accountFailures; i++)
      await login({ phone: other, password: 'Wrong0' }, ip);
    expect((await login({ phone: other, password: 'Wrong0' }, ip)).body.code).toBe(ErrorCode.CHALLENGE_REQUIRED);
    const counted = await t.db
      .select()
      .from(rateLimitHits)
      .where(like(rateLimitHits.key, `%:${ip}`));
    expect(counted).toHaveLength(LOGIN_CHALLENGE_AFTER.accountFailures);
  });
});
