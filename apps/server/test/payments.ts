import { randomBytes, randomInt } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, PaymentOps, RequestHeader, encodePayload } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { menuConfigs } from '../src/db/schema';
import { createLedgerRepository, rechargeLegs } from '../src/modules/ledger';
import { aFeeRule } from '../src/modules/tariffs';
import { randomNonce, type TestApp } from './build-test-app';
import { call } from './call';
import type { SignedInDriver } from './drivers';
import { aGateEvent, aTestPark, minutes, postGate, type TestPark } from './parking';

export const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 MicroMessenger/8.0.50 NetType/WIFI';
export const ALIPAY_UA = 'Mozilla/5.0 (Linux; Android 13) Chrome/69 Nebula AlipayDefined AlipayClient/10.5.36.8100';
export const BROWSER_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) Version/17.5 Mobile/15E148 Safari/604.1';

// Letters a plate serial may hold (no I, O) and digits.
const SERIAL = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A random ordinary Zhejiang plate, so tests never share a car by accident. */
export const aPlate = (): string =>
  `浙A${Array.from({ length: 5 }, () => SERIAL[randomInt(0, SERIAL.length)]).join('')}`;

export const anIdempotencyKey = () => randomBytes(16).toString('hex');

/** A park whose rule is 2元 per 30 minutes with 15 minutes to leave after paying. */
export const aPayablePark = (t: TestApp, options: Parameters<typeof aTestPark>[1] = {}) =>
  aTestPark(t, { rule: aFeeRule({ graceMinutes: 15 }), ...options });

/** A car that entered `minutesAgo` before now (the test clock moves forward to make it so). */
export async function aParkedCar(t: TestApp, park: TestPark, plateNo = aPlate(), minutesAgo = 95) {
  const entry = await postGate(t, park, aGateEvent(t, 'entry', plateNo));
  if (entry.status !== 200) throw new Error(`entry refused: ${JSON.stringify(entry.body)}`);
  t.clock.advance(minutes(minutesAgo));
  return { plateNo, uniqueId: (entry.body as { data: { uniqueId: string } }).data.uniqueId };
}

export interface CallAs {
  driver?: SignedInDriver;
  ua?: string;
  clientType?: number;
  openid?: string;
  buyid?: string;
  dealerId?: string;
}

/** Headers of a driver's app: a fresh authModel-1 payload, client type, user agent, token when signed in. */
export function appHeaders(t: TestApp, as: CallAs = {}): Record<string, string> {
  const dealerId = as.dealerId ?? as.driver?.dealerId ?? '330100';
  return {
    [RequestHeader.PAYLOAD]: encodePayload({
      nonce: randomNonce(),
      timestamp: t.clock.now().getTime(),
      authModel: 1,
      driverDealerId: dealerId,
      ...(as.openid ? { openid: as.openid } : {}),
      ...(as.buyid ? { buyid: as.buyid } : {}),
    }),
    [RequestHeader.CLIENT_TYPE]: String(as.clientType ?? 2),
    'user-agent': as.ua ?? WECHAT_UA,
    ...(as.driver ? { [RequestHeader.AUTHORIZATION]: `Bearer ${as.driver.token}` } : {}),
  };
}

export const payableBills = (t: TestApp, query: Record<string, string>, as: CallAs = {}) =>
  call(t, PaymentOps.payableBills, { query, headers: appHeaders(t, as) });

/** POST payCharges (one bill) or payCharges/batch; the key defaults to a fresh one. */
export async function payCall(
  t: TestApp,
  path: 'single' | 'batch',
  body: unknown,
  { key = anIdempotencyKey(), ...as }: CallAs & { key?: string | null } = {},
) {
  const res = await call(t, path === 'single' ? PaymentOps.payCharges : PaymentOps.payChargesBatch, {
    body,
    headers: { ...appHeaders(t, as), ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}) },
  });
  return { ...res, key };
}

/** Pays one bill with what the bills endpoint quotes now. */
export async function payBill(
  t: TestApp,
  bill: { uniqueId: string; parkId: string },
  channel: 2 | 3 | 6 = 3,
  as: CallAs & { key?: string } = {},
) {
  const quoted = await payableBills(t, { uniqueIds: bill.uniqueId }, as);
  const expectedFen = quoted.body.data!.totalFen;
  return payCall(t, 'single', { ...bill, payChannel: channel, expectedFen }, as);
}

export const sync = (t: TestApp, orderNo: string, as: CallAs = {}) =>
  call(t, PaymentOps.payChargesSync, { params: { id: orderNo }, headers: appHeaders(t, as) });

/** The payer taps 确认支付 on the sandbox's hosted sheet; resolves once its notifications were delivered. */
export async function confirmInSandbox(t: TestApp, launchUrl: string) {
  const url = new URL(launchUrl, 'http://local');
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const confirm = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}/confirm${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await t.app.payments.providers.sandboxNotifier!.idle();
  return { page, confirm };
}

/** Turns on the dealer's supportBalance flag and puts money in a driver's wallet. */
export async function fundWallet(t: TestApp, driver: SignedInDriver, fen: number) {
  await t.db.update(menuConfigs).set({ supportBalance: true }).where(eq(menuConfigs.dealerId, driver.dealerId));
  await createLedgerRepository(t.db).post({
    dealerId: driver.dealerId,
    idempotencyKey: `recharge:test-${anIdempotencyKey()}`,
    kind: 'recharge',
    occurredAt: t.clock.now(),
    legs: rechargeLegs('sandbox', driver.driverId, fen),
  });
}
