import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rsaKeyPair } from '../fakes/test-keys';
import { startWechatpayTestWorld, wechatpayTestClock, type WechatpayTestWorld } from '../fakes/wechatpay-test-world';
import type { NotificationOptions } from '../fakes/wechatpay-fake';
import {
  assertNotificationMatchesOrder,
  NotificationMismatchError,
  ProviderSignatureError,
  type PaymentNotification,
} from '../provider';

const clock = wechatpayTestClock();
let seq = 0;

describe.each(['certificate', 'public-key'] as const)('WeChat Pay notifications (%s mode)', (mode) => {
  let world: WechatpayTestWorld;
  let paidOrderNo: string;

  beforeAll(async () => {
    world = await startWechatpayTestWorld(clock, mode);
    paidOrderNo = `N${Date.now()}${++seq}`;
    await world.provider.createPayment({
      orderNo: paidOrderNo,
      amountFen: 800,
      description: '停车费',
      scene: 'jsapi',
      openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
      clientIp: '203.0.113.7',
      notifyUrl: 'https://pay.example.com/api/notify/wechatpay',
      expiresAt: new Date(clock.now().getTime() + 600_000),
    });
    world.fake.pay(paidOrderNo);
  });
  afterAll(() => world.close());

  const notification = (options?: NotificationOptions) => world.fake.paymentNotification(paidOrderNo, options);

  it('accepts a genuine TRANSACTION.SUCCESS: verified, decrypted, in fen', async () => {
    const delivered = notification();
    const parsed = await world.provider.parseNotification(delivered);
    const order = world.fake.orders.get(paidOrderNo);
    expect(parsed).toEqual({
      kind: 'payment',
      provider: 'wechatpay',
      eventId: JSON.parse(delivered.rawBody).id,
      orderNo: paidOrderNo,
      providerTradeNo: order?.transactionId,
      amountFen: 800,
      status: 'paid',
      paidAt: order?.successTime,
      raw: expect.objectContaining({ mchid: world.config.mchId, appid: world.config.appId }),
    });
    expect(() =>
      assertNotificationMatchesOrder(parsed as PaymentNotification, { orderNo: paidOrderNo, amountFen: 800 }),
    ).not.toThrow();
  });

  it('reads header names in any case (Node lower-cases, proxies may not)', async () => {
    const { headers, rawBody } = notification();
    const upper = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toUpperCase(), v]));
    await expect(world.provider.parseNotification({ headers: upper, rawBody })).resolves.toMatchObject({
      status: 'paid',
    });
  });

  it('a duplicate delivery parses to the same result: parsing is pure, deduplication is the orders layer’s job', async () => {
    const delivered = notification();
    const first = await world.provider.parseNotification(delivered);
    const again = await world.provider.parseNotification(delivered);
    expect(again).toEqual(first);
  });

  it('parses without any network call (the fake sees no request)', async () => {
    const before = world.fake.requests.length;
    await world.provider.parseNotification(notification());
    expect(world.fake.requests.length).toBe(before);
  });

  const refusals: [string, () => { headers: Record<string, string>; rawBody: string }, RegExp][] = [
    [
      'a tampered body (one character changed after signing)',
      () => {
        const n = notification();
        return { ...n, rawBody: n.rawBody.replace('"summary":"支付成功"', '"summary":"支付成功 "') };
      },
      /does not match/,
    ],
    ['a signature by another key', () => notification({ signingKey: rsaKeyPair().privateKeyPem }), /does not match/],
    [
      'an unknown Wechatpay-Serial',
      () => notification({ serial: '5157F09EFDC096DE15EBE81A47057A7232F1B8E1' }),
      /unknown/,
    ],
    [
      'a timestamp six minutes old',
      () => notification({ timestamp: Math.floor(clock.now().getTime() / 1000) - 360 }),
      /away from now/,
    ],
    [
      'a WECHATPAY/SIGNTEST/ probe',
      () => {
        const n = notification();
        return {
          ...n,
          headers: { ...n.headers, 'Wechatpay-Signature': `WECHATPAY/SIGNTEST/${n.headers['Wechatpay-Signature']}` },
        };
      },
      /probe/,
    ],
    [
      'missing signature headers',
      () => ({ headers: { 'content-type': 'application/json' }, rawBody: notification().rawBody }),
      /missing/,
    ],
    [
      'a resource encrypted with another APIv3 key',
      () => notification({ apiV3Key: 'ffffffffffffffffffffffffffffffff' }),
      /decryption failed/,
    ],
    ['another merchant’s mchid', () => notification({ mutate: (r) => void (r.mchid = '1900000999') }), /merchant/],
    ['another appid', () => notification({ mutate: (r) => void (r.appid = 'wx0000000000000000') }), /appid/],
    [
      'a fractional amount',
      () => notification({ mutate: (r) => void (r.amount = { total: 8.5, currency: 'CNY' }) }),
      /amount/,
    ],
    [
      'another currency',
      () => notification({ mutate: (r) => void (r.amount = { total: 800, currency: 'USD' }) }),
      /currency/,
    ],
    ['an event type we do not handle', () => notification({ eventType: 'COUPON.USE' }), /event_type/],
  ];

  it.each(refusals)('refuses %s with ProviderSignatureError', async (_, make, message) => {
    const attempt = world.provider.parseNotification(make());
    await expect(attempt).rejects.toBeInstanceOf(ProviderSignatureError);
    await expect(world.provider.parseNotification(make())).rejects.toThrow(message);
  });

  it('a genuine notification for another amount than the order is refused before crediting', async () => {
    const forged = await world.provider.parseNotification(
      notification({ mutate: (r) => void (r.amount = { total: 1, currency: 'CNY' }) }),
    );
    expect(forged).toMatchObject({ amountFen: 1 });
    expect(() =>
      assertNotificationMatchesOrder(forged as PaymentNotification, { orderNo: paidOrderNo, amountFen: 800 }),
    ).toThrow(NotificationMismatchError);
    expect(() =>
      assertNotificationMatchesOrder(forged as PaymentNotification, { orderNo: 'OTHER1', amountFen: 1 }),
    ).toThrow(NotificationMismatchError);
  });

  it('accepts a REFUND.SUCCESS notification and reports the refund in fen', async () => {
    const refundNo = `R${paidOrderNo.slice(1)}`;
    await world.provider.refund({ orderNo: paidOrderNo, refundNo, amountFen: 300, totalFen: 800 });
    world.fake.settleRefund(refundNo);
    const parsed = await world.provider.parseNotification(world.fake.refundNotification(refundNo));
    expect(parsed).toMatchObject({
      kind: 'refund',
      orderNo: paidOrderNo,
      refundNo,
      amountFen: 300,
      totalFen: 800,
      status: 'succeeded',
      succeededAt: expect.any(Date),
    });
    await expect(
      world.provider.parseNotification(
        world.fake.refundNotification(refundNo, { mutate: (r) => void (r.amount = { refund: 900, total: 800 }) }),
      ),
    ).rejects.toBeInstanceOf(ProviderSignatureError);
  });

  it('acks as WeChat Pay expects: 204 with no body, or an error status with {code:"FAIL"}', () => {
    expect(world.provider.notificationAck(true)).toEqual({ status: 204, headers: {}, body: '' });
    const fail = world.provider.notificationAck(false);
    expect(fail.status).toBeGreaterThanOrEqual(400);
    expect(JSON.parse(fail.body)).toEqual({ code: 'FAIL', message: '失败' });
  });
});
