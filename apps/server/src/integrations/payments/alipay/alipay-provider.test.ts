import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/test-clock';
import { loadPublicKey, rsaSha256Verify } from '../crypto-keys';
import { startAlipayTestWorld, type AlipayTestWorld } from '../fakes/alipay-test-world';
import { rsaKeyPair } from '../fakes/test-keys';
import { ProviderRequestError, ProviderSignatureError, type CreatePaymentRequest } from '../provider';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { createAlipayProvider } from './alipay-provider';
import { requestSignContent } from './alipay-signing';

const clock = testClock(new Date(Math.floor(Date.now() / 1000) * 1000));
let seq = 0;
const orderNo = () => `A${Date.now()}${String(++seq).padStart(3, '0')}`;

const aPayment = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  orderNo: orderNo(),
  amountFen: 1250,
  description: '停车费 沪A12345',
  scene: 'alipay-app',
  buyerId: '2088102177846880',
  clientIp: '203.0.113.7',
  notifyUrl: 'https://pay.example.com/api/notify/alipay',
  returnUrl: 'https://park.example.com/payResultPage?id=9',
  expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
  ...overrides,
});

describe('Alipay adapter against the fake gateway', () => {
  let world: AlipayTestWorld;
  beforeAll(async () => {
    world = await startAlipayTestWorld(clock);
  });
  afterAll(() => world.close());

  async function paidOrder(amountFen = 1000) {
    const req = aPayment({ amountFen });
    await world.provider.createPayment(req);
    world.fake.pay(req.orderNo);
    return req;
  }

  it('inside Alipay: trade.create gives the trade number tradePay needs, amount as exact yuan', async () => {
    const req = aPayment();
    const launch = await world.provider.createPayment(req);
    const trade = world.fake.trades.get(req.orderNo);
    expect(launch).toEqual({ kind: 'alipay-trade-pay', tradeNo: trade?.tradeNo });
    expect(trade).toMatchObject({
      amountFen: 1250,
      productCode: 'JSAPI_PAY',
      buyerId: '2088102177846880',
      status: 'WAIT_BUYER_PAY',
    });
    expect(trade?.notifyUrl).toBe(req.notifyUrl);
    // Asking again returns the same trade (retry-safe); another amount under the same number is refused.
    expect(await world.provider.createPayment(req)).toEqual(launch);
    await expect(world.provider.createPayment({ ...req, amountFen: 1 })).rejects.toMatchObject({
      reason: 'duplicate-order',
      providerCode: 'ACQ.CONTEXT_INCONSISTENT',
    });
  });

  it('an OpenID-model buyer goes as buyer_open_id', async () => {
    const req = aPayment({ buyerId: '074a1CcTG1LelxKe4xQC0zgNdId0nxi95b5lsNpazWYoCo5' });
    await world.provider.createPayment(req);
    expect(world.fake.trades.get(req.orderNo)?.buyerId).toBe(req.buyerId);
  });

  it('elsewhere: wap.pay is a signed gateway URL; opening it creates the trade at the cashier', async () => {
    const req = aPayment({ scene: 'alipay-wap', buyerId: undefined, amountFen: 10 });
    const launch = await world.provider.createPayment(req);
    expect(launch.kind).toBe('redirect');
    if (launch.kind !== 'redirect') return;
    const url = new URL(launch.url);
    expect(url.origin + url.pathname).toBe(world.fake.gateway);
    const params = Object.fromEntries(url.searchParams);
    expect(params).toMatchObject({
      method: 'alipay.trade.wap.pay',
      app_id: world.config.appId,
      sign_type: 'RSA2',
      charset: 'utf-8',
      notify_url: req.notifyUrl,
      return_url: req.returnUrl,
    });
    expect(JSON.parse(params.biz_content as string)).toMatchObject({
      out_trade_no: req.orderNo,
      total_amount: '0.10',
      product_code: 'QUICK_WAP_WAY',
      quit_url: req.returnUrl,
    });
    expect(
      rsaSha256Verify(requestSignContent(params), params.sign as string, loadPublicKey(world.app.publicKeyPem)),
    ).toBe(true);
    expect(world.fake.trades.has(req.orderNo)).toBe(false);
    const cashier = await world.fake.openCashier(launch.url);
    expect(cashier.status).toBe(200);
    expect(world.fake.trades.get(req.orderNo)).toMatchObject({ amountFen: 10, productCode: 'QUICK_WAP_WAY' });
  });

  it('refuses locally: tradePay without a buyer, WeChat scenes, bad numbers', async () => {
    await expect(world.provider.createPayment(aPayment({ buyerId: undefined }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
    await expect(world.provider.createPayment(aPayment({ scene: 'jsapi' }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
    await expect(world.provider.createPayment(aPayment({ amountFen: 0 }))).rejects.toBeInstanceOf(ProviderRequestError);
    await expect(world.provider.createPayment(aPayment({ orderNo: 'a b c d e' }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
  });

  it('query follows the trade from unknown to pending to paid', async () => {
    const req = aPayment();
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'not-found' });
    await world.provider.createPayment(req);
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'pending', amountFen: 1250 });
    const trade = world.fake.pay(req.orderNo);
    expect(await world.provider.queryPayment(req.orderNo)).toEqual({
      orderNo: req.orderNo,
      state: 'paid',
      providerTradeNo: trade.tradeNo,
      amountFen: 1250,
      paidAt: trade.paidAt,
      raw: expect.objectContaining({ trade_status: 'TRADE_SUCCESS' }),
    });
  });

  it('close: an unpaid trade closes, twice is fine, an unopened wap trade is fine, a paid trade is refused', async () => {
    const req = aPayment();
    await world.provider.createPayment(req);
    await world.provider.closePayment(req.orderNo);
    await world.provider.closePayment(req.orderNo);
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'closed' });
    await world.provider.closePayment(orderNo());
    const paid = await paidOrder();
    await expect(world.provider.closePayment(paid.orderNo)).rejects.toMatchObject({ reason: 'already-paid' });
  });

  it('refund: succeeds at once, a retry with the same refundNo refunds once, a full refund closes the trade', async () => {
    const req = await paidOrder(1000);
    const refundNo = `R${req.orderNo.slice(1)}`;
    const refund = { orderNo: req.orderNo, refundNo, amountFen: 400, totalFen: 1000, reason: '重复支付' };
    expect(await world.provider.refund(refund)).toMatchObject({ status: 'succeeded', amountFen: 400 });
    // fund_change N on the retry: the adapter asks the refund query, which confirms the one refund.
    expect(await world.provider.refund(refund)).toMatchObject({ status: 'succeeded', amountFen: 400 });
    expect(world.fake.trades.get(req.orderNo)?.refundedFen).toBe(400);
    expect(await world.provider.queryRefund(req.orderNo, refundNo)).toMatchObject({
      status: 'succeeded',
      amountFen: 400,
    });
    expect(await world.provider.queryRefund(req.orderNo, 'RNEVERMADE')).toMatchObject({ status: 'not-found' });

    await expect(world.provider.refund({ ...refund, refundNo: `${refundNo}B`, amountFen: 700 })).rejects.toMatchObject({
      providerCode: 'ACQ.REFUND_AMT_NOT_EQUAL_TOTAL',
    });
    await world.provider.refund({ ...refund, refundNo: `${refundNo}C`, amountFen: 600 });
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'refunded', amountFen: 1000 });
  });

  it('refund of an unpaid trade is refused', async () => {
    const req = aPayment();
    await world.provider.createPayment(req);
    await expect(
      world.provider.refund({ orderNo: req.orderNo, refundNo: `R${req.orderNo}`, amountFen: 1, totalFen: 1250 }),
    ).rejects.toMatchObject({ providerCode: 'ACQ.TRADE_STATUS_ERROR' });
  });

  it('bill: downloads the zip, reads the GBK detail file, payments and refunds in fen', async () => {
    const req = await paidOrder(1);
    const refundNo = `R${req.orderNo.slice(1)}`;
    await world.provider.refund({ orderNo: req.orderNo, refundNo, amountFen: 1, totalFen: 1 });
    const trade = world.fake.trades.get(req.orderNo);
    const lines = await world.provider.downloadBill?.(shanghaiDay(clock.now()));
    expect(lines?.filter((l) => l.orderNo === req.orderNo)).toEqual([
      {
        kind: 'payment',
        orderNo: req.orderNo,
        providerTradeNo: trade?.tradeNo,
        amountFen: 1,
        feeFen: 0,
        occurredAt: trade?.paidAt,
        providerStatus: '交易',
      },
      expect.objectContaining({ kind: 'refund', refundNo, amountFen: 1, providerStatus: '退款' }),
    ]);
    expect(await world.provider.downloadBill?.('2001-01-01')).toEqual([]);
  });

  it('the fake refuses a request signed with another private key (so our signing is really checked)', async () => {
    const impostor = createAlipayProvider({ ...world.config, privateKey: rsaKeyPair().privateKeyPem }, { clock });
    await expect(impostor.queryPayment(orderNo())).rejects.toMatchObject({
      name: 'ProviderRequestError',
      providerCode: 'isv.invalid-signature',
    });
    const otherApp = createAlipayProvider({ ...world.config, appId: '2021000000000001' }, { clock });
    await expect(otherApp.queryPayment(orderNo())).rejects.toMatchObject({ providerCode: 'isv.invalid-app-id' });
  });

  it('refuses answers not signed with the Alipay key', async () => {
    const distrusting = createAlipayProvider(
      { ...world.config, alipayPublicKey: rsaKeyPair().publicKeyPem },
      { clock },
    );
    await expect(distrusting.queryPayment(orderNo())).rejects.toBeInstanceOf(ProviderSignatureError);
  });
});

describe('Alipay adapter against a gateway that misbehaves', () => {
  const bodies: string[] = [];
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'application/json' });
    res.end(bodies.shift() ?? '');
  });
  let provider: ReturnType<typeof createAlipayProvider>;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const alipay = rsaKeyPair();
    provider = createAlipayProvider(
      {
        appId: '2021000117600000',
        privateKey: rsaKeyPair().privateKeyPem,
        alipayPublicKey: alipay.publicKeyPem,
        gateway: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gateway.do`,
      },
      { clock },
    );
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it.each([
    [
      'an unsigned success',
      '{"alipay_trade_query_response":{"code":"10000","msg":"Success","trade_status":"TRADE_SUCCESS"}}',
    ],
    ['not JSON', '<html>maintenance</html>'],
    [
      'a repeated response key',
      '{"alipay_trade_query_response":{"code":"40004"},"alipay_trade_query_response":{"code":"10000"},"sign":"x"}',
    ],
    ['another method’s answer', '{"alipay_trade_close_response":{"code":"10000"},"sign":"x"}'],
  ])('refuses %s with ProviderSignatureError', async (_, body) => {
    bodies.push(body);
    await expect(provider.queryPayment('A1234567')).rejects.toBeInstanceOf(ProviderSignatureError);
  });

  it('an unsigned error stays an error (it can never become a success)', async () => {
    bodies.push(
      '{"error_response":{"code":"20000","msg":"Service Currently Unavailable","sub_code":"isp.unknow-error"}}',
    );
    await expect(provider.queryPayment('A1234567')).rejects.toMatchObject({
      reason: 'provider-error',
      retryable: true,
    });
  });
});
