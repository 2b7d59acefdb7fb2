import { randomInt } from 'node:crypto';
import { RequestHeader, type LoginResult } from '@parking/contracts';
import { createDriversRepository, ensureDriver } from '../src/modules/driver';
import type { TestApp } from './build-test-app';

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
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/v2/api/driver/login',
    headers: t.driverHeaders({ dealerId }),
    payload: { phone, password },
    remoteAddress: anIp(),
  });
  if (res.statusCode !== 200) throw new Error(`signInDriver failed: ${res.statusCode} ${res.body}`);
  const session = res.json<{ data: LoginResult }>().data;
  return withSession(t, { phone, password, dealerId }, session);
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
