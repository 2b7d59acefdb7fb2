import {
  encodePayload,
  ErrorCode,
  OperatorRole,
  ParkOps,
  DriverOps,
  OperatorOps,
  PaymentOps,
  PublicityOperatorOps,
  PublicityOps,
} from '@parking/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, randomNonce, type TestApp } from '../../test/build-test-app';
import { urlOf } from '../../test/call';
import { signInDriver, type SignedInDriver } from '../../test/drivers';
import { aGateEvent, aTestPark, postGate } from '../../test/parking';
import { signSandboxBody } from '../integrations/payments/sandbox/sandbox-signing';

const NUL = 'a\u0000b';
const LONE_SURROGATE = '停车\uD83D';

let t: TestApp;
let driver: SignedInDriver;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp();
  driver = await signInDriver(t, { nickName: '老张' });
  admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN, OperatorRole.CONTENT] });
});
afterAll(() => t.close());

const expectRefused = (res: { statusCode: number; json(): unknown }, where: string) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: ErrorCode.INVALID_TEXT, message: expect.stringContaining(where) });
};

describe('text the database cannot hold is refused at the boundary with 400 and changes nothing', () => {
  it.each([NUL, LONE_SURROGATE])('a driverDealerId of %j in x-payload', async (driverDealerId) => {
    const payload = encodePayload({
      nonce: randomNonce(),
      timestamp: t.clock.now().getTime(),
      authModel: 0,
      driverDealerId,
    });
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(PublicityOps.news),
      headers: { 'x-payload': payload },
    });
    expectRefused(res, 'x-payload driverDealerId');
  });

  it.each([NUL, LONE_SURROGATE])('a nickName of %j', async (nickName) => {
    const res = await t.app.inject({
      method: DriverOps.changeNickName.method,
      url: urlOf(DriverOps.changeNickName),
      headers: driver.headers,
      payload: { nickName },
    });
    expectRefused(res, '请求体 nickName');
    const info = await t.app.inject({
      method: DriverOps.loginInfo.method,
      url: urlOf(DriverOps.loginInfo),
      headers: driver.headers,
    });
    expect(info.json<{ data: { nickName: string } }>().data.nickName).toBe('老张');
  });

  it.each([NUL, LONE_SURROGATE])('a search keyword of %j', async (keyword) => {
    const res = await t.app.inject({
      method: ParkOps.nearbySearchByName.method,
      url: urlOf(ParkOps.nearbySearchByName),
      headers: t.driverHeaders(),
      payload: { keyword, destLng: 120.16, destLat: 30.27 },
    });
    expectRefused(res, '请求体 keyword');
  });

  // A URL carries UTF-8, where a lone surrogate cannot be written (it decodes as U+FFFD): NUL is the case here.
  it('a search keyword with NUL in the query', async () => {
    const res = await t.app.inject({
      method: ParkOps.parksByName.method,
      url: `${urlOf(ParkOps.parksByName)}?parkName=a%00b`,
      headers: t.driverHeaders(),
    });
    expectRefused(res, '查询参数 parkName');
  });

  it.each([NUL, LONE_SURROGATE])('a news title of %j', async (title) => {
    const before = await t.app.inject({ method: 'GET', url: urlOf(PublicityOperatorOps.listNews), headers: admin });
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(PublicityOperatorOps.createNews),
      headers: admin,
      payload: { title, summary: '摘要', content: '<p>正文</p>' },
    });
    expectRefused(res, '请求体 title');
    const after = await t.app.inject({ method: 'GET', url: urlOf(PublicityOperatorOps.listNews), headers: admin });
    expect(after.json()).toEqual(before.json());
  });

  it.each([NUL, LONE_SURROGATE])('an SSO openid of %j', async (openid) => {
    const res = await t.app.inject({
      method: OperatorOps.ssoTickets.method,
      url: urlOf(OperatorOps.ssoTickets),
      headers: admin,
      payload: { phone: '13900001111', openid },
    });
    expectRefused(res, '请求体 openid');
  });

  it('a NUL in a path parameter', async () => {
    const url = urlOf(PublicityOperatorOps.deleteNews, { id: 'a\0b' });
    const res = await t.app.inject({ method: 'DELETE', url, headers: admin });
    expectRefused(res, '路径参数 id');
  });

  it('a NUL in an object key', async () => {
    const res = await t.app.inject({
      method: DriverOps.changeNickName.method,
      url: urlOf(DriverOps.changeNickName),
      headers: driver.headers,
      payload: { nickName: '老王', ['x\u0000']: 1 },
    });
    expectRefused(res, '请求体');
  });

  it.each([NUL, LONE_SURROGATE])('a plate of %j in a signed gate event', async (plateNo) => {
    const park = await aTestPark(t);
    const res = await postGate(t, park, aGateEvent(t, 'entry', plateNo));
    expect(res).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_TEXT, message: expect.stringContaining('plateNo') },
    });
  });

  it('a signed payment notification whose order number holds NUL is refused, not failed on', async () => {
    const body = JSON.stringify({
      id: 'evt-1',
      event_type: 'TRADE.SUCCESS',
      out_trade_no: NUL,
      trade_no: 'SBX1',
      amount_fen: 100,
      paid_at: t.clock.now().toISOString(),
    });
    const headers = signSandboxBody(t.config.payments.sandbox.secret, body, t.clock.now());
    t.logs.length = 0;
    const res = await t.app.inject({
      method: 'POST',
      url: urlOf(PaymentOps.providerNotify, { provider: 'sandbox' }),
      headers,
      payload: body,
    });
    expect(res.statusCode).toBe(401);
    expect(t.logs.join('')).not.toContain('"level":50');
  });
});

describe('a failed query is logged without its values', () => {
  it('keeps the SQL and the database error, not the parameters a person typed', async () => {
    const phone = '13912345678';
    const error = await t.db.execute(sql`select ${phone}::int + ${'张三丰'}::int`).catch((e: unknown) => e);
    t.logs.length = 0;
    t.app.log.error({ err: error }, 'request failed');
    const line = t.logs.join('\n');
    expect(line).toContain('Failed query: select $1::int + $2::int');
    expect(line).toContain('out of range for type integer');
    expect(line).not.toContain(phone);
    expect(line).not.toContain('张三丰');
  });
});
