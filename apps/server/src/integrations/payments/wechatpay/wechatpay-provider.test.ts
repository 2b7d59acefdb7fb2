import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/test-clock';
import { loadPublicKey, rsaSha256Verify } from '../crypto-keys';
import { rsaKeyPair } from '../fakes/test-keys';
import {
  startWechatpayTestWorld,
  TEST_APP_ID,
  TEST_MCH_ID,
  wechatpayTestClock,
  type WechatpayTestWorld,
} from '../fakes/wechatpay-test-world';
import {
  ProviderRequestError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type CreatePaymentRequest,
  type PaymentProvider,
} from '../provider';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { jsapiPaySignMessage } from './wechatpay-signing';
import { createWechatPayProvider } from './wechatpay-provider';

// The adapter and the fake share one stopped clock.
const clock = wechatpayTestClock();
let seq = 0;
const orderNo = () => `P${Date.now()}${String(++seq).padStart(3, '0')}`;

const aPayment = (overrides: Partial<CreatePaymentRequest> = {}): CreatePaymentRequest => ({
  orderNo: orderNo(),
  amountFen: 1250,
  description: '停车费 京A12345',
  scene: 'jsapi',
  openid: 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o',
  clientIp: '203.0.113.7',
  notifyUrl: 'https://pay.example.com/api/notify/wechatpay',
  expiresAt: new Date(clock.now().getTime() + 15 * 60_000),
  ...overrides,
});

describe.each(['certificate', 'public-key'] as const)('WeChat Pay adapter against the fake (%s mode)', (mode) => {
  let world: WechatpayTestWorld;
  beforeAll(async () => {
    world = await startWechatpayTestWorld(clock, mode);
  });
  afterAll(() => world.close());

  it('JSAPI: creates a prepay order and returns WeixinJSBridge params signed with the merchant key', async () => {
    const req = aPayment();
    const launch = await world.provider.createPayment(req);
    const order = world.fake.orders.get(req.orderNo);
    expect(order).toMatchObject({ amountFen: 1250, tradeType: 'JSAPI', openid: req.openid, state: 'NOTPAY' });
    expect(launch.kind).toBe('wechat-jsapi');
    if (launch.kind !== 'wechat-jsapi') return;
    const { params } = launch;
    expect(params).toMatchObject({
      appId: world.config.appId,
      package: `prepay_id=${order?.prepayId}`,
      signType: 'RSA',
    });
    expect(params.timeStamp).toBe(String(clock.now().getTime() / 1000));
    const message = jsapiPaySignMessage(params.appId, params.timeStamp, params.nonceStr, params.package);
    expect(rsaSha256Verify(message, params.paySign, loadPublicKey(world.merchant.publicKeyPem))).toBe(true);
    expect(order?.timeExpire).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+08:00$/);
  });

  it('JSAPI: asking again for the same order returns the same prepay order (retry-safe)', async () => {
    const req = aPayment();
    const first = await world.provider.createPayment(req);
    const second = await world.provider.createPayment(req);
    expect(first.kind === 'wechat-jsapi' && second.kind === 'wechat-jsapi' && first.params.package).toBe(
      second.kind === 'wechat-jsapi' && second.params.package,
    );
    await expect(world.provider.createPayment({ ...req, amountFen: 1 })).rejects.toMatchObject({
      reason: 'invalid-request',
      providerCode: 'INVALID_REQUEST',
    });
  });

  it('H5: returns the h5_url with our return address as redirect_url', async () => {
    const req = aPayment({
      scene: 'h5',
      openid: undefined,
      returnUrl: 'https://park.example.com/payResultPage?id=1&x=2',
    });
    const launch = await world.provider.createPayment(req);
    expect(world.fake.orders.get(req.orderNo)).toMatchObject({ tradeType: 'MWEB', payerClientIp: '203.0.113.7' });
    expect(launch).toEqual({
      kind: 'redirect',
      url: `${world.fake.orders.get(req.orderNo)?.h5Url}&redirect_url=${encodeURIComponent(req.returnUrl as string)}`,
    });
  });

  it('refuses locally what the provider would refuse: no openid for JSAPI, Alipay scenes, bad numbers, past expiry', async () => {
    await expect(world.provider.createPayment(aPayment({ openid: undefined }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
    await expect(world.provider.createPayment(aPayment({ scene: 'alipay-wap' }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
    await expect(world.provider.createPayment(aPayment({ orderNo: '../x' }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
    await expect(world.provider.createPayment(aPayment({ amountFen: 12.5 }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
    await expect(world.provider.createPayment(aPayment({ expiresAt: new Date(0) }))).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
  });

  it('query follows the order from unknown to pending to paid', async () => {
    const req = aPayment();
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'not-found' });
    await world.provider.createPayment(req);
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'pending', amountFen: 1250 });
    const paid = world.fake.pay(req.orderNo);
    expect(await world.provider.queryPayment(req.orderNo)).toEqual({
      orderNo: req.orderNo,
      state: 'paid',
      providerTradeNo: paid.transactionId,
      amountFen: 1250,
      paidAt: paid.successTime,
      raw: expect.objectContaining({ trade_state: 'SUCCESS' }),
    });
  });

  it('close stops an unpaid order; closing twice or closing an unknown order is fine; a paid order is not closed', async () => {
    const req = aPayment();
    await world.provider.createPayment(req);
    await world.provider.closePayment(req.orderNo);
    await world.provider.closePayment(req.orderNo);
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'closed' });
    expect(() => world.fake.pay(req.orderNo)).toThrow();
    await world.provider.closePayment(orderNo());

    const paid = aPayment();
    await world.provider.createPayment(paid);
    world.fake.pay(paid.orderNo);
    await expect(world.provider.closePayment(paid.orderNo)).rejects.toMatchObject({ reason: 'already-paid' });
  });

  it('refund: accepted as processing, retried with the same refundNo refunds once, then succeeds', async () => {
    const req = aPayment({ amountFen: 1000 });
    await world.provider.createPayment(req);
    world.fake.pay(req.orderNo);
    const refundNo = `R${req.orderNo.slice(1)}`;
    const refund = { orderNo: req.orderNo, refundNo, amountFen: 400, totalFen: 1000, reason: '重复支付' };
    const first = await world.provider.refund(refund);
    expect(first).toMatchObject({ refundNo, status: 'processing', amountFen: 400 });
    expect(await world.provider.refund(refund)).toMatchObject({ providerRefundNo: first.providerRefundNo });
    expect([...world.fake.refunds.values()].filter((r) => r.orderNo === req.orderNo)).toHaveLength(1);
    expect(await world.provider.queryPayment(req.orderNo)).toMatchObject({ state: 'refunded' });

    world.fake.settleRefund(refundNo);
    expect(await world.provider.queryRefund(req.orderNo, refundNo)).toMatchObject({
      status: 'succeeded',
      amountFen: 400,
    });
    expect(await world.provider.queryRefund(req.orderNo, 'RNOSUCHREFUND')).toMatchObject({ status: 'not-found' });

    await expect(
      world.provider.refund({ orderNo: req.orderNo, refundNo: `${refundNo}B`, amountFen: 700, totalFen: 1000 }),
    ).rejects.toMatchObject({ reason: 'invalid-request' });
    await expect(world.provider.refund({ ...refund, refundNo: 'R2', amountFen: 2000 })).rejects.toBeInstanceOf(
      ProviderRequestError,
    );
  });

  it('refund of an order that was never paid is refused', async () => {
    const req = aPayment();
    await world.provider.createPayment(req);
    await expect(
      world.provider.refund({ orderNo: req.orderNo, refundNo: `R${req.orderNo}`, amountFen: 1, totalFen: 1250 }),
    ).rejects.toBeInstanceOf(ProviderRequestError);
  });

  it('bill: downloads the day, checks its SHA1 and reads payments and refunds in fen', async () => {
    const req = aPayment({ amountFen: 1 });
    await world.provider.createPayment(req);
    const paid = world.fake.pay(req.orderNo);
    await world.provider.refund({
      orderNo: req.orderNo,
      refundNo: `R${req.orderNo.slice(1)}`,
      amountFen: 1,
      totalFen: 1,
    });
    const lines = await world.provider.downloadBill?.(shanghaiDay(clock.now()));
    expect(lines?.filter((l) => l.orderNo === req.orderNo)).toEqual([
      {
        kind: 'payment',
        orderNo: req.orderNo,
        providerTradeNo: paid.transactionId,
        amountFen: 1,
        feeFen: 0,
        occurredAt: paid.successTime,
        providerStatus: 'SUCCESS',
      },
      expect.objectContaining({
        kind: 'refund',
        refundNo: `R${req.orderNo.slice(1)}`,
        amountFen: 1,
        providerStatus: 'REFUND',
      }),
    ]);
    expect(await world.provider.downloadBill?.('2001-01-01')).toEqual([]);
    await expect(world.provider.downloadBill?.('2026-02-30')).rejects.toThrow(RangeError);

    world.fake.corruptNextBillDownload();
    await expect(world.provider.downloadBill?.(shanghaiDay(clock.now()))).rejects.toThrow(/SHA1/);
  });

  it('the fake refuses a request signed with another private key (so our signing is really checked)', async () => {
    const impostor = createWechatPayProvider(
      { ...world.config, merchantPrivateKey: rsaKeyPair().privateKeyPem },
      { clock },
    );
    await expect(impostor.queryPayment(orderNo())).rejects.toMatchObject({
      name: 'ProviderRequestError',
      providerCode: 'SIGN_ERROR',
      httpStatus: 401,
    });
    const wrongSerial = createWechatPayProvider({ ...world.config, merchantCertSerial: 'ABCDEF' }, { clock });
    await expect(wrongSerial.queryPayment(orderNo())).rejects.toMatchObject({ providerCode: 'SIGN_ERROR' });
    expect(world.fake.requests.filter((r) => r.status === 401)).toHaveLength(2);
  });

  it('refuses answers not signed by WeChat Pay: another key under its serial, or our clock 10 minutes off', async () => {
    const other = rsaKeyPair();
    const distrusting = createWechatPayProvider(
      {
        ...world.config,
        platformCertificates: undefined,
        wechatpayPublicKey: {
          id: mode === 'public-key' ? world.wechatpay.serial : 'PUB_KEY_ID_01',
          pem: other.publicKeyPem,
        },
      },
      { clock },
    );
    await expect(distrusting.queryPayment(orderNo())).rejects.toBeInstanceOf(ProviderSignatureError);

    const skewed = testClock(new Date(clock.now().getTime() + 10 * 60_000));
    // The fake refuses our stale request before it answers; both sides check time.
    await expect(
      createWechatPayProvider(world.config, { clock: skewed }).queryPayment(orderNo()),
    ).rejects.toMatchObject({
      providerCode: 'SIGN_ERROR',
    });
  });

  it('an unreachable provider is ProviderUnavailableError (outcome unknown)', async () => {
    const offline = createWechatPayProvider(
      { ...world.config, baseUrl: 'http://127.0.0.1:9' },
      { clock, timeoutMs: 2_000 },
    );
    await expect(offline.queryPayment(orderNo())).rejects.toBeInstanceOf(ProviderUnavailableError);
  });
});

describe('WeChat Pay adapter against a server that misbehaves', () => {
  let world: WechatpayTestWorld;
  const replies: { status: number; body: string; sign?: { timestamp?: number; tamper?: boolean } }[] = [];
  const server = createServer((_req, res) => {
    const reply = replies.shift() ?? { status: 500, body: '' };
    const headers = reply.sign ? world.fake.sign(reply.body, { timestamp: reply.sign.timestamp }) : {};
    res.writeHead(reply.status, { 'Content-Type': 'application/json', ...headers });
    res.end(reply.sign?.tamper ? reply.body.replace('1250', '1') : reply.body);
  });
  let provider: PaymentProvider;

  beforeAll(async () => {
    world = await startWechatpayTestWorld(clock, 'certificate');
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    provider = createWechatPayProvider(
      { ...world.config, baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` },
      { clock },
    );
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await world.close();
  });

  const trade = (overrides: object = {}) =>
    JSON.stringify({
      appid: TEST_APP_ID,
      mchid: TEST_MCH_ID,
      out_trade_no: 'P20260601001',
      transaction_id: '4200000001',
      trade_state: 'SUCCESS',
      success_time: '2026-06-01T10:00:00+08:00',
      amount: { total: 1250, currency: 'CNY' },
      ...overrides,
    });

  it('accepts a signed answer (the harness itself is sound)', async () => {
    replies.push({ status: 200, body: trade(), sign: {} });
    await expect(provider.queryPayment('P20260601001')).resolves.toMatchObject({ state: 'paid', amountFen: 1250 });
  });

  it.each([
    ['an unsigned success', { status: 200, body: trade() }],
    [
      'a success signed ten minutes ago',
      { status: 200, body: trade(), sign: { timestamp: Math.floor(clock.now().getTime() / 1000) - 600 } },
    ],
    ['a body changed after signing', { status: 200, body: trade(), sign: { tamper: true } }],
    ['another merchant’s transaction', { status: 200, body: trade({ mchid: '1900000999' }), sign: {} }],
    ['another appid’s transaction', { status: 200, body: trade({ appid: 'wx0000000000000000' }), sign: {} }],
    ['an answer about another order', { status: 200, body: trade({ out_trade_no: 'P20260601999' }), sign: {} }],
  ])('refuses %s with ProviderSignatureError', async (_, reply) => {
    replies.push(reply);
    await expect(provider.queryPayment('P20260601001')).rejects.toBeInstanceOf(ProviderSignatureError);
  });

  it('an unsigned gateway error is ProviderUnavailableError; a signed SYSTEM_ERROR is a retryable rejection', async () => {
    replies.push({ status: 502, body: '<html>Bad Gateway</html>' });
    await expect(provider.queryPayment('P20260601001')).rejects.toBeInstanceOf(ProviderUnavailableError);
    replies.push({ status: 500, body: JSON.stringify({ code: 'SYSTEM_ERROR', message: '系统错误' }), sign: {} });
    await expect(provider.queryPayment('P20260601001')).rejects.toMatchObject({
      reason: 'provider-error',
      retryable: true,
    });
  });

  it('never sends a signed request to a bill URL on another host', async () => {
    replies.push({
      status: 200,
      body: JSON.stringify({
        hash_type: 'SHA1',
        hash_value: 'ab',
        download_url: 'https://evil.example.com/v3/billdownload/file?token=x',
      }),
      sign: {},
    });
    await expect(provider.downloadBill?.('2026-06-01')).rejects.toThrow(/points to https:\/\/evil.example.com/);
  });
});
