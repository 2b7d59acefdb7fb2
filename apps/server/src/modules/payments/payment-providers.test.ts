import { PayChannel, PaymentOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { type TestPark } from '../../../test/parking';
import { aParkedCar, aPayablePark, ALIPAY_UA, BROWSER_UA, payBill, sync, WECHAT_UA } from '../../../test/payments';
import { parkingPayments, paymentOrders, paymentRefunds } from '../../db/schema';
import {
  startAlipayTestWorld,
  startWechatpayTestWorld,
  wechatpayTestClock,
  type AlipayTestWorld,
  type WechatpayTestWorld,
} from '../../integrations/payments/fakes';
import { checkLedger } from '../ledger';
import { checkPayments } from './payments-check';

// The real adapters, each talking to a local fake that signs and encrypts exactly as the provider does.
let t: TestApp;
let park: TestPark;
let wechat: WechatpayTestWorld;
let alipay: AlipayTestWorld;

beforeAll(async () => {
  // Test certificates start at the real now: the shared clock must not be earlier.
  const clock = wechatpayTestClock();
  wechat = await startWechatpayTestWorld(clock, 'certificate');
  alipay = await startAlipayTestWorld(clock);
  t = await buildTestApp({ clock, payments: { providers: { wechatpay: wechat.provider, alipay: alipay.provider } } });
  park = await aPayablePark(t);
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  await alipay.close();
});

const invariants = async () => [...(await checkLedger(t.db)), ...(await checkPayments(t.db))];
const post = (provider: string, note: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(PaymentOps.providerNotify, { provider }),
    headers: note.headers,
    payload: note.rawBody,
  });
const orderRow = async (orderNo: string) =>
  (await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, orderNo)))[0]!;
const paymentsOfStay = (id: string) => t.db.select().from(parkingPayments).where(eq(parkingPayments.sessionId, id));

describe('WeChat Pay v3', () => {
  it('JSAPI inside WeChat: prepay with the openid, the sheet’s parameters, a verified and decrypted notification', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, {
      ua: WECHAT_UA,
      openid: 'o-driver-openid-1',
    });
    expect(res.status).toBe(200);
    const order = res.body.data!;
    expect(order.launch).toMatchObject({
      kind: 'wechat-jsapi',
      params: { appId: wechat.config.appId, signType: 'RSA', package: expect.stringMatching(/^prepay_id=wx/) },
    });
    const atWechat = wechat.fake.orders.get(order.orderNo)!;
    expect(atWechat).toMatchObject({ amountFen: 800, tradeType: 'JSAPI', openid: 'o-driver-openid-1' });
    expect(atWechat.notifyUrl).toMatch(/\/api\/pay\/notify\/wechatpay$/);

    wechat.fake.pay(order.orderNo);
    const note = wechat.fake.paymentNotification(order.orderNo);
    const first = await post('wechatpay', note);
    expect(first.statusCode).toBe(204);
    // WeChat redelivers until it hears 2xx; a redelivery changes nothing.
    expect((await post('wechatpay', note)).statusCode).toBe(204);
    expect((await sync(t, order.orderNo)).body.data).toMatchObject({ state: 'paid', payChannelText: '微信支付' });
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    expect(await invariants()).toEqual([]);
  });

  it('H5 in a plain browser: the cashier URL with our result page to come back to', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, { ua: BROWSER_UA });
    const launch = res.body.data!.launch as { kind: string; url: string };
    expect(launch.kind).toBe('redirect');
    expect(launch.url).toMatch(/^https:\/\/wx\.tenpay\.com\/cgi-bin\/mmpayweb-bin\/checkmweb\?prepay_id=/);
    expect(decodeURIComponent(launch.url)).toContain(`/thirdpay?orderNo=${res.body.data!.orderNo}`);
    expect(wechat.fake.orders.get(res.body.data!.orderNo)?.tradeType).toBe('MWEB');
  });

  it('refuses signature probes, forged signatures and another merchant’s data; never credits another amount', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, {
      ua: WECHAT_UA,
      openid: 'o-driver-openid-2',
    });
    const orderNo = res.body.data!.orderNo;
    wechat.fake.pay(orderNo);
    const genuine = wechat.fake.paymentNotification(orderNo);
    const probe = { ...genuine, headers: { ...genuine.headers, 'Wechatpay-Signature': 'WECHATPAY/SIGNTEST/abc' } };
    expect((await post('wechatpay', probe)).statusCode).toBe(401);
    const otherKey = wechat.fake.paymentNotification(orderNo, { signingKey: wechat.merchant.privateKeyPem });
    expect((await post('wechatpay', otherKey)).statusCode).toBe(401);
    const otherMerchant = wechat.fake.paymentNotification(orderNo, { mutate: (r) => (r.mchid = '1900000999') });
    expect((await post('wechatpay', otherMerchant)).statusCode).toBe(401);
    const wrongAmount = wechat.fake.paymentNotification(orderNo, {
      mutate: (r) => ((r.amount as { total: number }).total = 1),
    });
    expect((await post('wechatpay', wrongAmount)).statusCode).toBe(204);
    expect((await orderRow(orderNo)).state).toBe('pending');
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(0);
    expect((await post('wechatpay', genuine)).statusCode).toBe(204);
    expect((await orderRow(orderNo)).state).toBe('paid');
  });

  it('refunds a second successful payment through WeChat, confirmed by its refund notification', async () => {
    const car = await aParkedCar(t, park);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const first = (await payBill(t, bill, PayChannel.WX, { ua: WECHAT_UA, openid: 'o-3' })).body.data!;
    const second = (await payBill(t, bill, PayChannel.WX, { ua: WECHAT_UA, openid: 'o-3' })).body.data!;
    for (const order of [second, first]) {
      wechat.fake.pay(order.orderNo);
      expect((await post('wechatpay', wechat.fake.paymentNotification(order.orderNo))).statusCode).toBe(204);
    }
    await t.app.payments.refunds.processDue();
    const [refund] = await t.db
      .select()
      .from(paymentRefunds)
      .where(eq(paymentRefunds.refundNo, `R${first.orderNo.slice(1)}`));
    expect(refund).toMatchObject({ state: 'processing', amountFen: 800 });
    wechat.fake.settleRefund(refund!.refundNo);
    expect((await post('wechatpay', wechat.fake.refundNotification(refund!.refundNo))).statusCode).toBe(204);
    expect((await sync(t, first.orderNo)).body.data).toMatchObject({ refundFen: 800, refundState: 'succeeded' });
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
    expect(await invariants()).toEqual([]);
  });

  it('the sweeper captures a payment whose notification was lost, and closes an abandoned order at WeChat', async () => {
    const paidCar = await aParkedCar(t, park);
    const paid = (
      await payBill(t, { uniqueId: paidCar.uniqueId, parkId: park.parkId }, PayChannel.WX, {
        ua: WECHAT_UA,
        openid: 'o-4',
      })
    ).body.data!;
    wechat.fake.pay(paid.orderNo);
    const leftCar = await aParkedCar(t, park, undefined, 5);
    const left = (
      await payBill(t, { uniqueId: leftCar.uniqueId, parkId: park.parkId }, PayChannel.WX, {
        ua: WECHAT_UA,
        openid: 'o-5',
      })
    ).body.data!;
    t.clock.advance(61_000);
    await t.app.payments.sweep();
    expect((await orderRow(paid.orderNo)).state).toBe('paid');
    expect((await orderRow(left.orderNo)).state).toBe('pending');
    t.clock.advance(900_000);
    await t.app.payments.sweep();
    expect(await orderRow(left.orderNo)).toMatchObject({ state: 'closed', closeReason: 'expired' });
    expect(wechat.fake.orders.get(left.orderNo)?.state).toBe('CLOSED');
  });
});

describe('Alipay', () => {
  it('tradePay inside Alipay: trade.create for the buyer, then an RSA2-verified notification answered "success"', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.ALI, {
      ua: ALIPAY_UA,
      clientType: 3,
      buyid: '2088102177846880',
    });
    const order = res.body.data!;
    expect(order.launch).toMatchObject({ kind: 'alipay-trade-pay', tradeNo: expect.any(String) });
    alipay.fake.pay(order.orderNo);
    const note = alipay.fake.paymentNotification(order.orderNo);
    const answer = await post('alipay', note);
    expect(answer.statusCode).toBe(200);
    expect(answer.body).toBe('success');
    expect((await post('alipay', note)).body).toBe('success');
    expect((await sync(t, order.orderNo)).body.data).toMatchObject({ state: 'paid', payChannelText: '支付宝' });
    expect(await paymentsOfStay(car.uniqueId)).toHaveLength(1);
  });

  it('wap.pay in a plain browser: a signed cashier URL; a notification signed by anyone else is refused', async () => {
    const car = await aParkedCar(t, park);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.ALI, { ua: BROWSER_UA });
    const launch = res.body.data!.launch as { kind: string; url: string };
    expect(launch.url.startsWith(alipay.config.gateway)).toBe(true);
    expect((await alipay.fake.openCashier(launch.url)).status).toBe(200);
    alipay.fake.pay(res.body.data!.orderNo);
    const forged = alipay.fake.paymentNotification(res.body.data!.orderNo, { signingKey: alipay.app.privateKeyPem });
    const refused = await post('alipay', forged);
    expect(refused.statusCode).toBe(401);
    expect(refused.body).toBe('fail');
    expect((await orderRow(res.body.data!.orderNo)).state).toBe('pending');
    expect((await post('alipay', alipay.fake.paymentNotification(res.body.data!.orderNo))).body).toBe('success');
    expect((await orderRow(res.body.data!.orderNo)).state).toBe('paid');
    expect(await invariants()).toEqual([]);
  });
});
