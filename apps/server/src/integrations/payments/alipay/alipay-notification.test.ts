import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/test-clock';
import type { AlipayNotificationOptions } from '../fakes/alipay-fake';
import { startAlipayTestWorld, TEST_SELLER_ID, type AlipayTestWorld } from '../fakes/alipay-test-world';
import { rsaKeyPair } from '../fakes/test-keys';
import { ProviderSignatureError } from '../provider';

const clock = testClock(new Date(Math.floor(Date.now() / 1000) * 1000));

describe('Alipay asynchronous notifications', () => {
  let world: AlipayTestWorld;
  let orderNo: string;

  beforeAll(async () => {
    world = await startAlipayTestWorld(clock);
    orderNo = `AN${Date.now()}`;
    await world.provider.createPayment({
      orderNo,
      amountFen: 1250,
      description: '停车费',
      scene: 'alipay-app',
      buyerId: '2088102177846880',
      clientIp: '203.0.113.7',
      notifyUrl: 'https://pay.example.com/api/notify/alipay',
      expiresAt: new Date(clock.now().getTime() + 600_000),
    });
    world.fake.pay(orderNo);
  });
  afterAll(() => world.close());

  const notification = (options?: AlipayNotificationOptions) => world.fake.paymentNotification(orderNo, options);
  const withParam = (key: string, value: string) => notification({ mutate: (p) => void (p[key] = value) });

  it('accepts a genuine TRADE_SUCCESS: verified, total_amount "12.50" read as 1250 fen', async () => {
    const delivered = notification();
    const parsed = await world.provider.parseNotification(delivered);
    const trade = world.fake.trades.get(orderNo);
    expect(parsed).toEqual({
      kind: 'payment',
      provider: 'alipay',
      eventId: new URLSearchParams(delivered.rawBody).get('notify_id'),
      orderNo,
      providerTradeNo: trade?.tradeNo,
      amountFen: 1250,
      status: 'paid',
      paidAt: trade?.paidAt,
      raw: expect.objectContaining({ seller_id: TEST_SELLER_ID }),
    });
  });

  it('a duplicate delivery parses to the same result: deduplication is the orders layer’s job', async () => {
    const delivered = notification();
    expect(await world.provider.parseNotification(delivered)).toEqual(
      await world.provider.parseNotification(delivered),
    );
  });

  it.each([
    ['0.1', 10],
    ['0.10', 10],
    ['0.01', 1],
    ['100000000.00', 10_000_000_000],
  ])('total_amount %j is exactly %i fen', async (amount, fen) => {
    await expect(world.provider.parseNotification(withParam('total_amount', amount))).resolves.toMatchObject({
      amountFen: fen,
    });
  });

  it.each([
    ['TRADE_FINISHED', {}, 'paid'],
    ['TRADE_CLOSED', {}, 'closed'],
    ['TRADE_CLOSED', { refund_fee: '12.50', gmt_refund: '2026-06-01 10:05:00' }, 'refunded'],
    ['TRADE_SUCCESS', { refund_fee: '2.00' }, 'paid'],
    ['WAIT_BUYER_PAY', {}, 'pending'],
  ] as const)('trade_status %s %j is %s', async (tradeStatus, extra, status) => {
    const parsed = await world.provider.parseNotification(
      notification({ mutate: (p) => Object.assign(p, { trade_status: tradeStatus }, extra) }),
    );
    expect(parsed).toMatchObject({ status });
    if ('refund_fee' in extra) expect(parsed).toMatchObject({ refundedFen: Number(extra.refund_fee.replace('.', '')) });
  });

  const refusals: [string, () => { headers: Record<string, string>; rawBody: string }, RegExp][] = [
    [
      'a tampered amount (changed after signing)',
      () => {
        const n = notification();
        return { ...n, rawBody: n.rawBody.replace('total_amount=12.50', 'total_amount=1250.00') };
      },
      /signature/,
    ],
    [
      'a tampered trade status (changed after signing)',
      () => {
        const n = notification({ mutate: (p) => void (p.trade_status = 'TRADE_CLOSED') });
        return { ...n, rawBody: n.rawBody.replace('trade_status=TRADE_CLOSED', 'trade_status=TRADE_SUCCESS') };
      },
      /signature/,
    ],
    ['a signature by another key', () => notification({ signingKey: rsaKeyPair().privateKeyPem }), /signature/],
    [
      'no sign at all',
      () => {
        const n = notification();
        const form = new URLSearchParams(n.rawBody);
        form.delete('sign');
        return { ...n, rawBody: form.toString() };
      },
      /no sign/,
    ],
    [
      'sign_type RSA (a downgrade)',
      () => {
        const n = notification();
        return { ...n, rawBody: n.rawBody.replace('sign_type=RSA2', 'sign_type=RSA') };
      },
      /sign_type/,
    ],
    [
      'a repeated parameter',
      () => {
        const n = notification();
        return { ...n, rawBody: `${n.rawBody}&total_amount=0.01` };
      },
      /repeats/,
    ],
    ['another app_id (signed by Alipay, but not for us)', () => withParam('app_id', '2021000000000001'), /app/],
    ['another seller_id', () => withParam('seller_id', '2088000000000000'), /seller/],
    ['an amount finer than a fen', () => withParam('total_amount', '0.101'), /exact yuan/],
    ['an amount in another notation', () => withParam('total_amount', '1e1'), /exact yuan/],
    ['a zero amount', () => withParam('total_amount', '0.00'), /not positive/],
    ['an unknown trade_status', () => withParam('trade_status', 'TRADE_PENDING'), /trade_status/],
    ['a GBK charset', () => withParam('charset', 'GBK'), /charset/],
  ];

  it.each(refusals)('refuses %s with ProviderSignatureError', async (_, make, message) => {
    await expect(world.provider.parseNotification(make())).rejects.toBeInstanceOf(ProviderSignatureError);
    await expect(world.provider.parseNotification(make())).rejects.toThrow(message);
  });

  it('acks with the bare text Alipay expects', () => {
    expect(world.provider.notificationAck(true)).toEqual({
      status: 200,
      headers: { 'content-type': 'text/plain; charset=utf-8' },
      body: 'success',
    });
    expect(world.provider.notificationAck(false).body).toBe('fail');
  });
});
