import * as contracts from '@parking/contracts';
import {
  BasicOps,
  ErrorCode,
  PAYLOAD_MAX_SKEW_MS,
  ParkingOps,
  PaymentOps,
  routeKey,
  WalletOps,
  type Operation,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, randomNonce, type TestApp } from '../../test/build-test-app';
import { urlOf } from '../../test/call';
import { signInDriver } from '../../test/drivers';
import { aPicture } from '../../test/pictures';
import { requestNonces } from '../db/schema';
import { apiPath } from './request-payload';

// The pictures upload is this authModel-1 endpoint; later issues add plate lookup, orders and payments.
const GUARDED = urlOf(BasicOps.uploadPicture);
const body = { fileData: aPicture('png').toString('base64'), suffix: 'png' };

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await buildTestApp();
  // The upload needs a signed-in driver; the payload check comes first either way.
  token = (await signInDriver(t)).token;
});
afterAll(() => t.close());

const send = (payload: Parameters<TestApp['driverHeaders']>[0]) =>
  t.app.inject({
    method: 'POST',
    url: GUARDED,
    headers: { authorization: `Bearer ${token}`, ...t.driverHeaders({ authModel: 1, ...payload }) },
    payload: body,
  });

const expectRefused = (res: { statusCode: number; json(): unknown }, message: RegExp) => {
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ code: ErrorCode.REQUEST_REPLAYED, message: expect.stringMatching(message) });
};

describe('replay protection on authModel-1 endpoints', () => {
  it('accepts a fresh payload once and refuses the same nonce again', async () => {
    const nonce = randomNonce();
    expect((await send({ nonce })).statusCode).toBe(200);
    expectRefused(await send({ nonce }), /重复提交/);
  });

  it('refuses a nonce reused with a different timestamp', async () => {
    const nonce = randomNonce();
    expect((await send({ nonce })).statusCode).toBe(200);
    expectRefused(await send({ nonce, timestamp: t.clock.now().getTime() + 1000 }), /重复提交/);
  });

  it.each([
    ['just inside the past edge', -PAYLOAD_MAX_SKEW_MS, 200],
    ['just inside the future edge', PAYLOAD_MAX_SKEW_MS, 200],
    ['1 ms too old', -PAYLOAD_MAX_SKEW_MS - 1, 400],
    ['1 ms too far ahead', PAYLOAD_MAX_SKEW_MS + 1, 400],
    ['a day old', -86_400_000, 400],
  ])('a timestamp %s → %i', async (_case, offset, status) => {
    const res = await send({ timestamp: t.clock.now().getTime() + offset });
    if (status === 400) expectRefused(res, /已过期/);
    else expect(res.statusCode).toBe(200);
  });

  it('refuses a request without a payload, or with a malformed one', async () => {
    const missing = await t.app.inject({ method: 'POST', url: GUARDED, payload: body });
    expectRefused(missing, /缺少安全校验参数/);
    const malformed = await t.app.inject({
      method: 'POST',
      url: GUARDED,
      headers: { 'x-payload': 'eyJub25jZSI6MX0=' },
      payload: body,
    });
    expectRefused(malformed, /缺少安全校验参数/);
  });

  it('accepts exactly one of many concurrent requests with the same nonce', async () => {
    const nonce = randomNonce();
    const results = await Promise.all(Array.from({ length: 8 }, () => send({ nonce })));
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 400, 400, 400, 400, 400, 400, 400]);
  });

  it('forgets nonces once their timestamps could no longer be accepted', async () => {
    const nonce = randomNonce();
    expect((await send({ nonce })).statusCode).toBe(200);
    t.clock.advance(PAYLOAD_MAX_SKEW_MS + 5 * 60_000);
    await t.app.jobs.runNow('nonces.prune');
    const left = async () => (await t.db.select().from(requestNonces)).map((r) => r.nonce);
    await expect.poll(left).not.toContain(nonce);
    // The forgotten nonce is still useless to an attacker: its timestamp is stale.
    expectRefused(
      await send({ nonce, timestamp: t.clock.now().getTime() - PAYLOAD_MAX_SKEW_MS - 5 * 60_000 }),
      /已过期/,
    );
  });

  it('does not guard authModel-0 endpoints: the same payload may repeat', async () => {
    const headers = t.driverHeaders({ nonce: randomNonce(), timestamp: 1 });
    for (let i = 0; i < 2; i++) {
      expect((await t.app.inject({ method: 'GET', url: urlOf(BasicOps.menuConfigs), headers })).statusCode).toBe(200);
    }
  });
});

describe('the route table is the contracts’ operations', () => {
  /** Every operation the contracts declare: the values of their `XOps` groups. */
  const declared = Object.values(contracts)
    .flatMap((group) => (typeof group === 'object' && group !== null ? Object.values(group) : []))
    .filter((op): op is Operation => typeof op === 'object' && op !== null && 'schemas' in op && 'path' in op);
  // Fastify answers HEAD for every GET by itself: the GET stands for both.
  const served = () => t.app.apiRoutes.filter((r) => r.method !== 'HEAD');

  it('every route the server serves is one operation of the contracts, with its authModel', () => {
    const byKey = new Map(declared.map((op) => [routeKey(op), op]));
    const strays = served().filter((r) => {
      const op = byKey.get(`${r.method} ${apiPath(r.url)}`);
      return !op || (op.authModel ?? 0) !== r.authModel;
    });
    expect(strays.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('every operation of the contracts is served', () => {
    const keys = new Set(served().map((r) => `${r.method} ${apiPath(r.url)}`));
    expect(declared.map(routeKey).filter((key) => !keys.has(key))).toEqual([]);
  });

  it('guards exactly these operations against replays (authModel 1)', () => {
    const guarded = served()
      .filter((r) => r.authModel === 1)
      .map((r) => `${r.method} ${apiPath(r.url)}`);
    expect(guarded.sort()).toEqual(
      [
        WalletOps.cancelWithholding,
        PaymentOps.payableBills,
        PaymentOps.payChargesSync,
        WalletOps.rechargeStatus,
        WalletOps.withdrawals,
        WalletOps.withdrawal,
        WalletOps.withholdings,
        WalletOps.withholding,
        BasicOps.uploadPicture,
        ParkingOps.parkOrderDetail,
        PaymentOps.payCharges,
        PaymentOps.payChargesBatch,
        ParkingOps.plateLookup,
        WalletOps.recharge,
        WalletOps.withdraw,
        WalletOps.retryWithdrawalPart,
        WalletOps.returnWithdrawalPart,
        WalletOps.startWithholding,
      ]
        .map(routeKey)
        // The capabilities' money-moving and claiming calls (coupons, charging, applications, invoices, monthly plans,
        // reservations and locks).
        .concat([
          'POST /coupon/v2/api/merchants/:merchantId/batchOrders',
          'POST /coupon/v2/api/merchants/:merchantId/coupons/:couponId/revoke',
          'POST /coupon/v2/api/merchants/:merchantId/qrCodes',
          'POST /coupon/v2/api/qrCoupons/claim',
          'POST /coupon/v2/api/sendPlateCoupon',
          'POST /cps/v2/api/chargingOrders',
          'POST /cps/v2/api/occupyOrders/:orderNo/pay',
          'POST /driver/v2/api/benefitApplications',
          'POST /invoice/v2/api/invoices',
          'POST /invoice/v2/api/invoices/:unid/retry',
          'POST /invoice/v2/api/selfInvoice',
          'POST /special/v2/api/bagApplications/:applicationId/pay',
          'POST /special/v2/api/bagPlans/:planId/renew',
          'POST /special/v2/api/bagPlans/:planId/topUp',
          'POST /special/v2/api/diffTimeShares',
          'POST /special/v2/api/diffTimeShares/:shareId/cancel',
          'POST /v1/cancelBookOrder',
          'POST /v1/controlZigbeeLock',
          'POST /v1/createBookOrder',
          // Rewards (decision 052).
          'POST /coupon/v2/api/registorSendCoupon',
          'POST /coupon/v2/api/rewards/gold/redeem',
          'POST /coupon/v2/api/rewards/invitations/:code/accept',
        ])
        .sort(),
    );
  });
});
