import { PayChannel, PaymentOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../../test/build-test-app';
import { urlOf } from '../../../../test/call';
import type { TestPark } from '../../../../test/parking';
import { aParkedCar, aPayablePark, BROWSER_UA, payBill, WECHAT_UA } from '../../../../test/payments';
import { paymentOrders } from '../../../db/schema';
import {
  startAlipayTestWorld,
  startWechatpayTestWorld,
  wechatpayTestClock,
  type AlipayTestWorld,
  type WechatpayTestWorld,
} from '../../../integrations/payments/fakes';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { reconcileDay } from './reconcile.service';

let t: TestApp;
let park: TestPark;
let wechat: WechatpayTestWorld;
let alipay: AlipayTestWorld;

beforeAll(async () => {
  const clock = wechatpayTestClock();
  wechat = await startWechatpayTestWorld(clock, 'public-key');
  alipay = await startAlipayTestWorld(clock);
  // Tomorrow 08:00 in Shanghai: the day's payments stay within one business day whenever the suite runs
  // (and within the two days the test certificates are valid).
  const tomorrow = new Date(`${shanghaiDay(new Date(clock.now().getTime() + 86_400_000))}T08:00:00+08:00`);
  clock.set(tomorrow);
  t = await buildTestApp({ clock, payments: { providers: { wechatpay: wechat.provider, alipay: alipay.provider } } });
  park = await aPayablePark(t);
});
afterAll(async () => {
  await t.close();
  await wechat.close();
  await alipay.close();
});

const notify = (provider: string, note: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({
    method: 'POST',
    url: urlOf(PaymentOps.providerNotify, { provider }),
    headers: note.headers,
    payload: note.rawBody,
  });

async function wechatOrder() {
  const car = await aParkedCar(t, park, undefined, 35);
  const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX, {
    ua: WECHAT_UA,
    openid: 'o-r',
  });
  return { car, orderNo: res.body.data!.orderNo };
}

describe('reconciling a day with the provider’s bill', () => {
  it('WeChat Pay: matches captures and refunds, and reports a payment we missed and one the bill lacks', async () => {
    const day = shanghaiDay(t.clock.now());
    // Three clean payments, one of them paid twice for one bill (a refund).
    for (let i = 0; i < 2; i++) {
      const { orderNo } = await wechatOrder();
      wechat.fake.pay(orderNo);
      await notify('wechatpay', wechat.fake.paymentNotification(orderNo));
    }
    const car = await aParkedCar(t, park, undefined, 35);
    const bill = { uniqueId: car.uniqueId, parkId: park.parkId };
    const a = (await payBill(t, bill, PayChannel.WX, { ua: WECHAT_UA, openid: 'o-r' })).body.data!.orderNo;
    const b = (await payBill(t, bill, PayChannel.WX, { ua: WECHAT_UA, openid: 'o-r' })).body.data!.orderNo;
    for (const orderNo of [a, b]) {
      wechat.fake.pay(orderNo);
      await notify('wechatpay', wechat.fake.paymentNotification(orderNo));
    }
    await t.app.payments.refunds.processDue();
    const refundNo = `R${b.slice(1)}`;
    wechat.fake.settleRefund(refundNo);
    await notify('wechatpay', wechat.fake.refundNotification(refundNo));
    expect((await reconcileDay(t.db, wechat.provider, day)).differences).toEqual([]);

    // Paid at WeChat, notification lost, not yet swept: the bill shows money we have not captured.
    const lost = await wechatOrder();
    wechat.fake.pay(lost.orderNo);
    // Captured by us, but WeChat's bill does not have it (as if on another merchant account).
    const missing = await wechatOrder();
    wechat.fake.pay(missing.orderNo);
    await notify('wechatpay', wechat.fake.paymentNotification(missing.orderNo));
    wechat.fake.orders.delete(missing.orderNo);

    const report = await reconcileDay(t.db, wechat.provider, day);
    expect(report.differences.map((d) => [d.kind, d.orderNo])).toEqual([
      ['notCaptured', lost.orderNo],
      ['missingAtProvider', missing.orderNo],
    ]);
    // The one refund: the second payment of a 35-minute stay (4.00元).
    expect(report.billRefundedFen).toBe(400);

    // The sweeper captures the lost one; the next reconciliation agrees about it.
    t.clock.advance(61_000);
    await t.app.payments.sweep();
    const [row] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.orderNo, lost.orderNo));
    expect(row?.state).toBe('paid');
    const again = await reconcileDay(t.db, wechat.provider, day);
    expect(again.differences.map((d) => d.kind)).toEqual(['missingAtProvider']);
  });

  it('Alipay: matches a day of wap payments from its GBK bill archive', async () => {
    const day = shanghaiDay(t.clock.now());
    const car = await aParkedCar(t, park, undefined, 35);
    const res = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.ALI, { ua: BROWSER_UA });
    const orderNo = res.body.data!.orderNo;
    await alipay.fake.openCashier((res.body.data!.launch as { url: string }).url);
    alipay.fake.pay(orderNo);
    await notify('alipay', alipay.fake.paymentNotification(orderNo));
    const report = await reconcileDay(t.db, alipay.provider, day);
    expect(report.billLines).toBeGreaterThanOrEqual(1);
    expect(report.differences).toEqual([]);
  });
});
