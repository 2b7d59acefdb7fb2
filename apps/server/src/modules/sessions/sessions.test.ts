import { ErrorCode, RequestHeader, DriverOps } from '@parking/contracts';
import { createHmac } from 'node:crypto';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { driverSessions, driverTokens } from '../../db/schema';
import { sha256 } from '../../security/tokens';
import { REFRESH_REUSE_GRACE_MS } from './sessions.service';
import { call } from '../../../test/call';

const ACCESS_TTL_MS = 30 * 60 * 1000;
const REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const bearer = (token: string, dealerId = '330100') => ({
  [RequestHeader.AUTHORIZATION]: `Bearer ${token}`,
  ...t.driverHeaders({ dealerId }),
});
const loginInfo = (headers: Record<string, string>) => call(t, DriverOps.loginInfo, { headers });
const refresh = (refreshToken: string, dealerId = '330100') =>
  call(t, DriverOps.refreshToken, { headers: t.driverHeaders({ dealerId }), body: { refreshToken } });
const expectCode = (res: { status: number; body: unknown }, status: number, code: string) => {
  expect(res.status).toBe(status);
  expect(res.body).toMatchObject({ code });
};

describe('a logged-in driver', () => {
  it('gets opaque tokens and is known by loginInfo', async () => {
    const driver = await signInDriver(t, { nickName: '老王' });
    expect(driver.token).toMatch(/^dat_[\w-]{43}$/);
    expect(driver.refreshToken).toMatch(/^drt_[\w-]{43}$/);
    const res = await loginInfo(driver.headers);
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({
      driverId: driver.driverId,
      dealerId: '330100',
      phone: `${driver.phone.slice(0, 3)}****${driver.phone.slice(7)}`,
      phoneBound: true,
      nickName: '老王',
      userName: '',
      hasPassword: true,
      thirdTypes: [],
    });
  });

  it('has only hashes of its tokens in the database', async () => {
    const driver = await signInDriver(t);
    const rows = await t.db.select().from(driverTokens);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(driver.token);
    expect(stored).not.toContain(driver.refreshToken);
    expect(rows.map((r) => r.tokenHash)).toEqual(
      expect.arrayContaining([sha256(driver.token), sha256(driver.refreshToken)]),
    );
  });
});

describe('requireDriver refuses', () => {
  it.each([
    ['no authorization header', {}],
    ['a token that is not Bearer', { authorization: 'Basic abc' }],
    ['an unknown token', { authorization: 'Bearer dat_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
    ['an operator token', { authorization: 'Bearer op_AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' }],
  ])('%s with 0xd12501001 请先登录', async (_case, auth) => {
    const res = await loginInfo({ ...t.driverHeaders(), ...auth });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: ErrorCode.NOT_LOGGED_IN, message: '请先登录' });
  });

  it('a refresh token used as an access token', async () => {
    const driver = await signInDriver(t);
    expectCode(await loginInfo(bearer(driver.refreshToken)), 401, ErrorCode.NOT_LOGGED_IN);
  });

  it("a driver of another dealer than the request's tenant", async () => {
    const driver = await signInDriver(t, { dealerId: '320500' });
    expectCode(await loginInfo(bearer(driver.token, '320500')), 200, '200');
    expectCode(await loginInfo(bearer(driver.token, '330100')), 401, ErrorCode.NOT_LOGGED_IN);
    expectCode(await refresh(driver.refreshToken, '330100'), 401, ErrorCode.NOT_LOGGED_IN);
  });

  it('an expired access token with 401 (TOKEN_EXPIRED), so the client refreshes', async () => {
    const driver = await signInDriver(t);
    t.clock.advance(ACCESS_TTL_MS - 1);
    expectCode(await loginInfo(driver.headers), 200, '200');
    t.clock.advance(1);
    const res = await loginInfo(driver.headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ code: ErrorCode.TOKEN_EXPIRED, message: '登录已过期' });
  });

  it('a logged-out session with 0xd12501001', async () => {
    const driver = await signInDriver(t);
    const out = await call(t, DriverOps.logout, { headers: driver.headers });
    expect(out.body).toEqual({ code: '200', message: 'success' });
    expectCode(await loginInfo(driver.headers), 401, ErrorCode.NOT_LOGGED_IN);
    expectCode(await refresh(driver.refreshToken), 401, ErrorCode.NOT_LOGGED_IN);
  });
});

describe('a login on another phone', () => {
  it('revokes the first phone: its next call and its refresh answer 0xd12501021', async () => {
    const first = await signInDriver(t);
    const second = await signInDriver(t, { phone: first.phone });
    const res = await loginInfo(first.headers);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({
      code: ErrorCode.LOGGED_IN_ELSEWHERE,
      message: '该账号已在其他手机登录，请重新登录或尝试修改密码。',
    });
    expectCode(await refresh(first.refreshToken), 401, ErrorCode.LOGGED_IN_ELSEWHERE);
    expectCode(await loginInfo(second.headers), 200, '200');
  });

  it('says 0xd12501021 even when the old access token has expired too (a refresh could not save it)', async () => {
    const first = await signInDriver(t);
    await signInDriver(t, { phone: first.phone });
    t.clock.advance(ACCESS_TTL_MS + 1);
    expectCode(await loginInfo(first.headers), 401, ErrorCode.LOGGED_IN_ELSEWHERE);
  });
});

describe('refreshing', () => {
  async function expired(): Promise<SignedInDriver> {
    const driver = await signInDriver(t);
    t.clock.advance(ACCESS_TTL_MS);
    return driver;
  }

  it('rotates both tokens; the new access token works and the old one answers 401', async () => {
    const driver = await expired();
    const res = await refresh(driver.refreshToken);
    expect(res.status).toBe(200);
    const pair = res.body.data!;
    expect(pair.token).toMatch(/^dat_/);
    expect(pair.refreshToken).not.toBe(driver.refreshToken);
    expectCode(await loginInfo(bearer(pair.token)), 200, '200');
    expectCode(await loginInfo(driver.headers), 401, ErrorCode.TOKEN_EXPIRED);
  });

  it('an early refresh ends the old access token too (401, so late requests retry with the new one)', async () => {
    const driver = await signInDriver(t);
    const pair = (await refresh(driver.refreshToken)).body.data!;
    expectCode(await loginInfo(driver.headers), 401, ErrorCode.TOKEN_EXPIRED);
    expectCode(await loginInfo(bearer(pair.token)), 200, '200');
  });

  it('answers a repeated refresh within the grace period with the same pair (a lost response)', async () => {
    const driver = await expired();
    const first = (await refresh(driver.refreshToken)).body.data!;
    t.clock.advance(REFRESH_REUSE_GRACE_MS);
    const again = await refresh(driver.refreshToken);
    expect(again.status).toBe(200);
    expect(again.body.data).toEqual(first);
    expectCode(await loginInfo(bearer(first.token)), 200, '200');
  });

  it('answers concurrent refreshes with one token of the same pair', async () => {
    const driver = await expired();
    const answers = await Promise.all(Array.from({ length: 5 }, () => refresh(driver.refreshToken)));
    const pairs = answers.map((a) => a.body.data!);
    expect(new Set(pairs.map((p) => p.token)).size).toBe(1);
    expect(new Set(pairs.map((p) => p.refreshToken)).size).toBe(1);
  });

  it('treats reuse after the grace period as theft: the whole session is revoked', async () => {
    const driver = await expired();
    const stolen = driver.refreshToken;
    const pair = (await refresh(stolen)).body.data!;
    t.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = await refresh(stolen);
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual({ code: ErrorCode.NOT_LOGGED_IN, message: '登录状态已失效，请重新登录' });
    expectCode(await loginInfo(bearer(pair.token)), 401, ErrorCode.NOT_LOGGED_IN);
    expectCode(await refresh(pair.refreshToken), 401, ErrorCode.NOT_LOGGED_IN);
    const [session] = await t.db
      .select()
      .from(driverSessions)
      .innerJoin(driverTokens, eq(driverTokens.sessionId, driverSessions.id))
      .where(eq(driverTokens.tokenHash, sha256(stolen)));
    expect(session?.driver_sessions.revokeReason).toBe('refreshReuse');
  });

  it('treats reuse of an older token of the chain as theft even within the grace period', async () => {
    const driver = await expired();
    const second = (await refresh(driver.refreshToken)).body.data!;
    const third = (await refresh(second.refreshToken)).body.data!;
    expectCode(await refresh(driver.refreshToken), 401, ErrorCode.NOT_LOGGED_IN);
    expectCode(await loginInfo(bearer(third.token)), 401, ErrorCode.NOT_LOGGED_IN);
  });

  it('gives random tokens: the pair two rotations on cannot be computed from the first refresh token (issue 12)', async () => {
    const driver = await signInDriver(t);
    const second = (await refresh(driver.refreshToken)).body.data!;
    const third = (await refresh(second.refreshToken)).body.data!;
    // The old scheme: each pair was HMAC-SHA256 keyed by the refresh token before it, with no server secret.
    const derive = (from: string, purpose: string, prefix: string) =>
      prefix + createHmac('sha256', from).update(purpose).digest('base64url');
    const predictedRefresh = derive(derive(driver.refreshToken, 'refresh', 'drt_'), 'refresh', 'drt_');
    const predictedAccess = derive(derive(driver.refreshToken, 'refresh', 'drt_'), 'access', 'dat_');
    expect([third.token, third.refreshToken]).not.toContain(predictedAccess);
    expect([third.token, third.refreshToken]).not.toContain(predictedRefresh);
    expectCode(await loginInfo(bearer(predictedAccess)), 401, ErrorCode.NOT_LOGGED_IN);
    expectCode(await refresh(predictedRefresh), 401, ErrorCode.NOT_LOGGED_IN);
    expectCode(await loginInfo(bearer(third.token)), 200, '200');
  });

  it('keeps no token in clear: the retry pair is sealed with the rotated token, and only during the grace', async () => {
    const driver = await expired();
    const next = (await refresh(driver.refreshToken)).body.data!;
    const rotated = async () =>
      (
        await t.db
          .select()
          .from(driverTokens)
          .where(eq(driverTokens.tokenHash, sha256(driver.refreshToken)))
      )[0];
    const stored = JSON.stringify(await t.db.select().from(driverTokens));
    expect(stored).not.toContain(next.token);
    expect(stored).not.toContain(next.refreshToken);
    expect((await rotated())?.successor).toEqual(expect.any(String));
    // The next rotation ends the grace of this one: its sealed pair is forgotten.
    t.clock.advance(1000);
    await refresh(next.refreshToken);
    expect((await rotated())?.successor).toBeNull();
  });

  it('forgets a sealed retry pair once the grace is over, even without a later rotation', async () => {
    const own = await buildTestApp();
    try {
      const driver = await signInDriver(own);
      await call(own, DriverOps.refreshToken, {
        headers: own.driverHeaders(),
        body: { refreshToken: driver.refreshToken },
      });
      own.clock.advance(11 * 60_000); // past the grace
      await own.app.jobs.runNow('sessions.prune');
      const sealed = await own.db.select().from(driverTokens).where(isNotNull(driverTokens.successor));
      expect(sealed).toEqual([]);
    } finally {
      await own.close();
    }
  });

  it('ends after 30 days without use, and each rotation starts a new 30 days', async () => {
    const driver = await signInDriver(t);
    t.clock.advance(REFRESH_TTL_MS - 1000);
    const pair = (await refresh(driver.refreshToken)).body.data!;
    t.clock.advance(REFRESH_TTL_MS - 1000);
    expectCode(await refresh(pair.refreshToken), 200, '200');

    const idle = await signInDriver(t);
    t.clock.advance(REFRESH_TTL_MS);
    const res = await refresh(idle.refreshToken);
    expect(res.body).toEqual({ code: ErrorCode.NOT_LOGGED_IN, message: '登录已过期，请重新登录' });
  });

  it.each([
    ['an unknown token', { refreshToken: 'drt_nope' }, 401, ErrorCode.NOT_LOGGED_IN],
    ['an access token', 'access', 401, ErrorCode.NOT_LOGGED_IN],
    ['no token', {}, 400, ErrorCode.INVALID_INPUT],
    ['an empty token', { refreshToken: '' }, 400, ErrorCode.INVALID_INPUT],
  ])('refuses %s', async (_case, body, status, code) => {
    const driver = await signInDriver(t);
    const payload = body === 'access' ? { refreshToken: driver.token } : body;
    const res = await call(t, DriverOps.refreshToken, { headers: t.driverHeaders(), body: payload });
    expectCode(res, status, code);
  });
});

describe('access token lifetime from the environment', () => {
  it('uses ACCESS_TOKEN_TTL_SECONDS', async () => {
    const short = await buildTestApp({ config: { tokenTtl: { accessSeconds: 5, refreshSeconds: 3600 } } });
    try {
      const driver = await signInDriver(short);
      const info = () => call(short, DriverOps.loginInfo, { headers: driver.headers });
      short.clock.advance(4_999);
      expect((await info()).status).toBe(200);
      short.clock.advance(1);
      expect((await info()).body.code).toBe(ErrorCode.TOKEN_EXPIRED);
    } finally {
      await short.close();
    }
  });
});

describe('loginStates works anonymously', () => {
  const states = (headers: Record<string, string>) => call(t, DriverOps.loginStates, { headers });

  it('without a token: not logged in', async () => {
    expect((await states(t.driverHeaders())).body.data).toEqual({
      isLogin: false,
      phoneBound: false,
      driverId: null,
    });
  });

  it('with a token: the driver', async () => {
    const driver = await signInDriver(t);
    expect((await states(driver.headers)).body.data).toEqual({
      isLogin: true,
      phoneBound: true,
      driverId: driver.driverId,
    });
  });

  it('with a revoked token: tells the old phone it was logged in elsewhere', async () => {
    const driver = await signInDriver(t);
    await signInDriver(t, { phone: driver.phone });
    expectCode(await states(driver.headers), 401, ErrorCode.LOGGED_IN_ELSEWHERE);
  });
});

describe('clean-up', () => {
  it('deletes tokens a day after they expired; the old phone is then simply logged out', async () => {
    const own = await buildTestApp();
    try {
      const first = await signInDriver(own);
      await signInDriver(own, { phone: first.phone });
      own.clock.advance(ACCESS_TTL_MS + 25 * 60 * 60 * 1000);
      const info = (headers: Record<string, string>) => call(own, DriverOps.loginInfo, { headers });
      await own.app.jobs.runNow('sessions.prune');
      expect((await info(first.headers)).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
      const left = await own.db
        .select()
        .from(driverTokens)
        .where(eq(driverTokens.tokenHash, sha256(first.token)));
      expect(left).toEqual([]);
    } finally {
      await own.close();
    }
  });
});
