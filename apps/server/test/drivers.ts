import { randomBytes, randomInt } from 'node:crypto';
import {
  DevOps,
  DriverOps,
  IDEMPOTENCY_KEY_HEADER,
  RequestHeader,
  type AnyRoute,
  type ResponseOf,
} from '@parking/contracts';
import { createDriversRepository, ensureDriver } from '../src/modules/driver';
import { TEST_CHALLENGE_ANSWER, type TestApp } from './build-test-app';
import { call, type CallInput } from './call';

export const DEFAULT_TEST_PASSWORD = 'Passw0rd1';

/** A random mainland mobile number (139 and 8 digits), so tests never share a driver by accident. */
export const aPhone = (): string => `139${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;

/** A random private IP, so per-IP limits of one test do not spill into another. */
export const anIp = (): string => `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

export interface SignedInDriver {
  driverId: string;
  phone: string;
  password: string;
  dealerId: string;
  token: string;
  refreshToken: string;
  /** authorization and a fresh request payload for the driver's dealer; a new nonce on every read. */
  readonly headers: Record<string, string>;
}

/**
 * A signed-in driver's call with the headers the app sends for the operation (its auth model's payload) and, on a
 * POST, an idempotency key: a fresh one unless `key` names it. The answer's data is read as present: a test expecting
 * data fails on its own when there is none.
 */
export async function callAs<R extends AnyRoute>(
  t: TestApp,
  driver: Pick<SignedInDriver, 'headers' | 'dealerId'>,
  route: R,
  { key, ...input }: Omit<CallInput<R>, 'headers'> & { key?: string } = {},
): Promise<{ status: number; body: { code: string; message: string; data: NonNullable<ResponseOf<R>> } }> {
  const headers = {
    ...driver.headers,
    ...t.driverHeaders({ dealerId: driver.dealerId, authModel: route.authModel ?? 0 }),
    ...(route.method === 'POST' ? { [IDEMPOTENCY_KEY_HEADER]: key ?? randomBytes(16).toString('hex') } : {}),
  };
  const res = await call(t, route, { ...input, headers });
  return res as Awaited<ReturnType<typeof callAs<R>>>;
}

/**
 * Signs a driver in through the real login endpoint (phone + password), creating the account first when the phone is
 * new. Signing in again with the same phone is a login on "another phone": the earlier session is revoked.
 */
export async function signInDriver(
  t: TestApp,
  {
    phone = aPhone(),
    password = DEFAULT_TEST_PASSWORD,
    dealerId = '330100',
    nickName = undefined as string | undefined,
  } = {},
): Promise<SignedInDriver> {
  await ensureDriver(createDriversRepository(t.db), { dealerId, phone, password, nickName });
  const res = await call(t, DriverOps.login, {
    headers: t.driverHeaders({ dealerId }),
    body: { phone, password },
    remoteAddress: anIp(),
  });
  if (res.status !== 200) throw new Error(`signInDriver failed: ${res.status} ${JSON.stringify(res.body)}`);
  return withSession(t, { phone, password, dealerId }, res.body.data!);
}

/** A SignedInDriver for a session obtained some other way (SMS login, OAuth, SSO). */
export function withSession(
  t: TestApp,
  who: { phone: string; password: string; dealerId: string },
  session: { driverId: string; token: string; refreshToken: string },
): SignedInDriver {
  return {
    ...who,
    driverId: session.driverId,
    token: session.token,
    refreshToken: session.refreshToken,
    get headers() {
      return {
        [RequestHeader.AUTHORIZATION]: `Bearer ${session.token}`,
        ...t.driverHeaders({ dealerId: who.dealerId }),
      };
    },
  };
}

/** Asks for an SMS code the way the app does (from its own random IP unless given). */
export function sendCode(
  t: TestApp,
  body: { phone?: string; type: string; challengeId?: string; challengeCode?: string },
  { ip = anIp(), dealerId = undefined as string | undefined, headers = {} as Record<string, string> } = {},
) {
  return call(t, DriverOps.sendVerifyCode, {
    headers: { ...t.driverHeaders({ dealerId }), ...headers },
    body,
    remoteAddress: ip,
  });
}

/** The newest code the development outbox holds for a phone, read through the dev endpoint. */
export async function latestCode(t: TestApp, phone: string): Promise<string> {
  const res = await call(t, DevOps.smsOutbox, { query: { phone } });
  const code = res.body.data?.results[0]?.code;
  if (!code) throw new Error(`No SMS for ${phone}: ${JSON.stringify(res.body)}`);
  return code;
}

/** Sends a code and reads it back: what a driver does with their phone in hand. */
export async function codeFor(t: TestApp, phone: string, type: string, options: Parameters<typeof sendCode>[2] = {}) {
  const res = await sendCode(t, { phone, type }, options);
  if (res.status !== 200) throw new Error(`sendVerifyCode failed: ${res.status} ${JSON.stringify(res.body)}`);
  return latestCode(t, phone);
}

/**
 * Registers a new driver through SMS code + register, the way the app does; returns the signed-in driver. Moves the
 * test clock on by a minute afterwards, so the next code for this phone is not refused by the 1-per-minute limit.
 */
export async function registerDriver(
  t: TestApp,
  { phone = aPhone(), password = DEFAULT_TEST_PASSWORD, dealerId = '330100' } = {},
): Promise<SignedInDriver> {
  const verifyCode = await codeFor(t, phone, 'register', { dealerId });
  const res = await call(t, DriverOps.register, {
    headers: t.driverHeaders({ dealerId }),
    body: { phone, verifyCode, password },
    remoteAddress: anIp(),
  });
  if (res.status !== 200) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  t.clock.advance(60_000);
  return withSession(t, { phone, password, dealerId }, res.body.data!);
}

/** A fresh picture challenge answered correctly (tests' challenges all read TEST_CHALLENGE_ANSWER). */
export async function solvedChallenge(t: TestApp, dealerId?: string) {
  const res = await call(t, DriverOps.getChallengeCode, { headers: t.driverHeaders({ dealerId }) });
  const { challengeId } = res.body.data!;
  return { challengeId, challengeCode: TEST_CHALLENGE_ANSWER };
}
