// A local stand-in for api.mch.weixin.qq.com (APIv3, direct merchant) for tests and local runs. It checks our request
// signatures with the merchant PUBLIC key and refuses bad ones, keeps orders and refunds in memory, signs every
// answer with its own key (platform certificate or WeChat Pay public key mode) and builds notifications signed and
// AES-256-GCM encrypted the way WeChat Pay sends them.
import { createHash, randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../../clock';
import { loadPrivateKey, loadPublicKey, rsaSha256Sign, rsaSha256Verify } from '../crypto-keys';
import { fenToYuanText } from '../money';
import { formatShanghaiDateTime, formatShanghaiRfc3339, shanghaiDay } from '@parking/contracts/shanghai-time';
import {
  encryptResource,
  parseAuthorization,
  requestSignatureMessage,
  responseSignatureMessage,
  WECHATPAY_MAX_SKEW_SECONDS,
  wechatpayNonce,
} from '../wechatpay/wechatpay-signing';
import type { FakeNotification, FakeRefundStatus, FakeTradeState, FakeWechatOrder } from './wechatpay-fake-orders';
import { createFakePapay, type FakePapay } from './wechatpay-papay-fake';
import { readBody } from './read-body';

export type { FakeNotification, FakeRefundStatus, FakeTradeState, FakeWechatOrder };

export interface FakeWechatPayOptions {
  mchId: string;
  appId: string;
  apiV3Key: string;
  /** The merchant's public key (PEM), to check our request signatures. */
  merchantPublicKey: string;
  merchantCertSerial: string;
  /** What the fake signs with: a platform certificate's key and serial, or the public key mode key and PUB_KEY_ID_…. */
  signer: { serial: string; privateKey: string };
  clock?: Clock;
  /** The merchant's contract template and APIv2 key, when it withholds (papay). */
  papay?: { apiV2Key: string; planId: string };
}

export interface FakeWechatRefund {
  refundNo: string;
  refundId: string;
  orderNo: string;
  transactionId: string;
  amountFen: number;
  totalFen: number;
  status: FakeRefundStatus;
  createdAt: Date;
  successTime?: Date;
  notifyUrl?: string;
}

export interface NotificationOptions {
  /** Change the decrypted resource before it is encrypted (to forge amounts, merchants…). */
  mutate?: (resource: Record<string, unknown>) => void;
  /** Sign with this timestamp (seconds) instead of now. */
  timestamp?: number;
  /** Put this in Wechatpay-Serial instead of the signer's serial. */
  serial?: string;
  /** Sign with this private key (PEM) instead of the signer's. */
  signingKey?: string;
  /** Encrypt with this APIv3 key instead of the merchant's. */
  apiV3Key?: string;
  eventType?: string;
}

export interface FakeWechatPay {
  baseUrl: string;
  orders: Map<string, FakeWechatOrder>;
  refunds: Map<string, FakeWechatRefund>;
  /** Every request the fake received, with the status it answered. */
  requests: { method: string; path: string; status: number }[];
  /** The payer confirms in the wallet. */
  pay(orderNo: string): FakeWechatOrder;
  /** WeChat Pay finishes a refund (SUCCESS by default). */
  settleRefund(refundNo: string, status?: FakeRefundStatus): FakeWechatRefund;
  paymentNotification(orderNo: string, options?: NotificationOptions): FakeNotification;
  refundNotification(refundNo: string, options?: NotificationOptions): FakeNotification;
  /** Signs any body the way WeChat Pay signs responses and notifications. */
  sign(
    body: string,
    options?: Pick<NotificationOptions, 'timestamp' | 'serial' | 'signingKey'>,
  ): Record<string, string>;
  /** Posts a notification to a URL like WeChat Pay would; returns the answer. */
  deliver(notification: FakeNotification, url: string): Promise<{ status: number; body: string }>;
  /** Make the next bill download serve bytes that do not match the announced hash. */
  corruptNextBillDownload(): void;
  /** The APIv2 contract interfaces, when configured. */
  papay: FakePapay | undefined;
  close(): Promise<void>;
}

const OUT_TRADE_NO = /^[0-9A-Za-z_\-|*]{6,32}$/;

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

/** Starts the fake on 127.0.0.1 at a random port. */
export async function startFakeWechatPay(options: FakeWechatPayOptions): Promise<FakeWechatPay> {
  const clock = options.clock ?? systemClock;
  const merchantKey: KeyObject = loadPublicKey(options.merchantPublicKey);
  const signerKey: KeyObject = loadPrivateKey(options.signer.privateKey);
  const orders = new Map<string, FakeWechatOrder>();
  const refunds = new Map<string, FakeWechatRefund>();
  const bills = new Map<string, Buffer>();
  const requests: FakeWechatPay['requests'] = [];
  let corruptBill = false;
  let baseUrl = '';
  const papay = options.papay ? createFakePapay({ ...options, ...options.papay, clock, orders }) : undefined;

  const nowSeconds = () => Math.floor(clock.now().getTime() / 1000);

  function sign(body: string, opts: Pick<NotificationOptions, 'timestamp' | 'serial' | 'signingKey'> = {}) {
    const timestamp = String(opts.timestamp ?? nowSeconds());
    const nonce = wechatpayNonce();
    const key = opts.signingKey ? loadPrivateKey(opts.signingKey) : signerKey;
    return {
      'Wechatpay-Timestamp': timestamp,
      'Wechatpay-Nonce': nonce,
      'Wechatpay-Signature': rsaSha256Sign(responseSignatureMessage(timestamp, nonce, body), key),
      'Wechatpay-Serial': opts.serial ?? options.signer.serial,
    };
  }

  function transactionJson(order: FakeWechatOrder) {
    return {
      appid: order.appid,
      mchid: order.mchid,
      out_trade_no: order.orderNo,
      ...(order.transactionId ? { transaction_id: order.transactionId } : {}),
      trade_type: order.tradeType,
      trade_state: order.state,
      trade_state_desc: { NOTPAY: '未支付', SUCCESS: '支付成功', CLOSED: '已关闭', REFUND: '转入退款' }[order.state],
      ...(order.successTime ? { bank_type: 'OTHERS', success_time: formatShanghaiRfc3339(order.successTime) } : {}),
      ...(order.openid ? { payer: { openid: order.openid } } : {}),
      amount: {
        total: order.amountFen,
        currency: 'CNY',
        ...(order.successTime ? { payer_total: order.amountFen, payer_currency: 'CNY' } : {}),
      },
    };
  }

  function refundJson(refund: FakeWechatRefund) {
    return {
      refund_id: refund.refundId,
      out_refund_no: refund.refundNo,
      transaction_id: refund.transactionId,
      out_trade_no: refund.orderNo,
      channel: 'ORIGINAL',
      user_received_account: '支付用户零钱',
      create_time: formatShanghaiRfc3339(refund.createdAt),
      ...(refund.successTime ? { success_time: formatShanghaiRfc3339(refund.successTime) } : {}),
      status: refund.status,
      funds_account: 'AVAILABLE',
      amount: {
        total: refund.totalFen,
        refund: refund.amountFen,
        payer_total: refund.totalFen,
        payer_refund: refund.amountFen,
        settlement_refund: refund.amountFen,
        settlement_total: refund.totalFen,
        discount_refund: 0,
        currency: 'CNY',
      },
    };
  }

  function notification(eventType: string, originalType: string, resource: object, opts: NotificationOptions) {
    const plain = { ...resource } as Record<string, unknown>;
    opts.mutate?.(plain);
    const nonce = randomBytes(6).toString('hex');
    const body = JSON.stringify({
      id: randomUUID(),
      create_time: formatShanghaiRfc3339(clock.now()),
      resource_type: 'encrypt-resource',
      event_type: opts.eventType ?? eventType,
      summary: eventType.startsWith('REFUND') ? '退款成功' : '支付成功',
      resource: {
        original_type: originalType,
        ...encryptResource(JSON.stringify(plain), opts.apiV3Key ?? options.apiV3Key, nonce, originalType),
      },
    });
    return {
      headers: { 'content-type': 'application/json', ...sign(body, opts) },
      rawBody: body,
    };
  }

  function billCsv(date: string): Buffer | undefined {
    const header =
      '交易时间,公众账号ID,商户号,特约商户号,设备号,微信订单号,商户订单号,用户标识,交易类型,交易状态,付款银行,货币种类,' +
      '应结订单金额,代金券金额,微信退款单号,商户退款单号,退款金额,充值券退款金额,退款类型,退款状态,商品名称,商户数据包,' +
      '手续费,费率,订单金额,申请退款金额,费率备注';
    const yuan = (fen: number) => fenToYuanText(fen);
    // WeChat charges 0.6% and writes the fee with five decimals (rounded to the fen, then three zeros).
    const fee = (fen: number) => `${yuan(Math.round(fen * 0.006))}000`;
    const lines: string[][] = [];
    for (const order of orders.values()) {
      if (!order.successTime || shanghaiDay(order.successTime) !== date) continue;
      lines.push([
        formatShanghaiDateTime(order.successTime),
        order.appid,
        order.mchid,
        '0',
        '',
        order.transactionId ?? '',
        order.orderNo,
        order.openid ?? '',
        order.tradeType,
        'SUCCESS',
        'OTHERS',
        'CNY',
        yuan(order.amountFen),
        '0.00',
        '0',
        '0',
        '0.00',
        '0.00',
        '',
        '',
        order.description,
        '',
        fee(order.amountFen),
        '0.60%',
        yuan(order.amountFen),
        '0.00',
        '',
      ]);
    }
    for (const refund of refunds.values()) {
      if (shanghaiDay(refund.createdAt) !== date) continue;
      const order = orders.get(refund.orderNo);
      if (!order) continue;
      lines.push([
        formatShanghaiDateTime(refund.createdAt),
        order.appid,
        order.mchid,
        '0',
        '',
        refund.transactionId,
        order.orderNo,
        order.openid ?? '',
        order.tradeType,
        'REFUND',
        'OTHERS',
        'CNY',
        yuan(order.amountFen),
        '0.00',
        refund.refundId,
        refund.refundNo,
        yuan(refund.amountFen),
        '0.00',
        'ORIGINAL',
        refund.status,
        order.description,
        '',
        `-${fee(refund.amountFen)}`,
        '0.60%',
        yuan(order.amountFen),
        yuan(refund.amountFen),
        '',
      ]);
    }
    if (lines.length === 0) return undefined;
    const paid = lines.filter((l) => l[9] === 'SUCCESS').reduce((sum, l) => sum + Number(l[12]?.replace('.', '')), 0);
    const body = lines.map((l) => l.map((f) => `\`${f}`).join(',')).join('\r\n');
    const summary = `总交易单数,应结订单总金额,退款总金额,充值券退款总金额,手续费总金额,订单总金额,申请退款总金额\r\n\`${lines.length},\`${yuan(paid)},\`0.00,\`0.00,\`0.00000,\`${yuan(paid)},\`0.00`;
    return Buffer.from(`${header}\r\n${body}\r\n${summary}\r\n`, 'utf8');
  }

  function createOrder(tradeType: 'JSAPI' | 'MWEB', body: Record<string, unknown>): FakeWechatOrder {
    const amount = body.amount as { total?: unknown; currency?: unknown } | undefined;
    const payer = body.payer as { openid?: unknown } | undefined;
    const scene = body.scene_info as { payer_client_ip?: unknown; h5_info?: { type?: unknown } } | undefined;
    if (body.mchid !== options.mchId) throw new HttpError(400, 'PARAM_ERROR', 'mchid与请求头中的商户号不一致');
    if (body.appid !== options.appId) throw new HttpError(400, 'APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    const orderNo = body.out_trade_no;
    if (typeof orderNo !== 'string' || !OUT_TRADE_NO.test(orderNo)) {
      throw new HttpError(400, 'PARAM_ERROR', '输入源“/body/out_trade_no”映射到字段“商户订单号”格式不正确');
    }
    if (typeof body.description !== 'string' || body.description === '') {
      throw new HttpError(400, 'PARAM_ERROR', '缺少参数description');
    }
    if (
      !Number.isSafeInteger(amount?.total) ||
      (amount?.total as number) <= 0 ||
      (amount?.currency ?? 'CNY') !== 'CNY'
    ) {
      throw new HttpError(400, 'PARAM_ERROR', '订单金额不正确');
    }
    if (typeof body.notify_url !== 'string' || !/^https?:\/\//.test(body.notify_url)) {
      throw new HttpError(400, 'PARAM_ERROR', 'notify_url格式不正确');
    }
    if (typeof body.time_expire !== 'string' || !/\+08:00$/.test(body.time_expire)) {
      throw new HttpError(400, 'PARAM_ERROR', 'time_expire格式不正确');
    }
    if (tradeType === 'JSAPI' && (typeof payer?.openid !== 'string' || payer.openid === '')) {
      throw new HttpError(400, 'PARAM_ERROR', '缺少参数payer.openid');
    }
    if (tradeType === 'MWEB' && (typeof scene?.payer_client_ip !== 'string' || scene.h5_info?.type === undefined)) {
      throw new HttpError(400, 'PARAM_ERROR', '缺少参数scene_info');
    }
    const existing = orders.get(orderNo);
    if (existing) {
      if (existing.state === 'SUCCESS' || existing.state === 'REFUND')
        throw new HttpError(400, 'ORDERPAID', '该订单已支付');
      if (existing.state === 'CLOSED') throw new HttpError(400, 'ORDER_CLOSED', '订单已关闭');
      // Same out_trade_no with the same parameters returns the same prepay order; anything else is a duplicate.
      if (
        existing.amountFen !== amount?.total ||
        existing.tradeType !== tradeType ||
        existing.description !== body.description
      ) {
        throw new HttpError(400, 'INVALID_REQUEST', '201 商户订单号重复');
      }
      return existing;
    }
    const prepayId = `wx${formatShanghaiDateTime(clock.now()).replace(/\D/g, '').slice(2)}${randomBytes(10).toString('hex')}`;
    const order: FakeWechatOrder = {
      orderNo,
      appid: options.appId,
      mchid: options.mchId,
      description: body.description,
      amountFen: amount?.total as number,
      tradeType,
      ...(typeof payer?.openid === 'string' ? { openid: payer.openid } : {}),
      ...(typeof scene?.payer_client_ip === 'string' ? { payerClientIp: scene.payer_client_ip } : {}),
      notifyUrl: body.notify_url,
      timeExpire: body.time_expire,
      prepayId,
      ...(tradeType === 'MWEB'
        ? { h5Url: `https://wx.tenpay.com/cgi-bin/mmpayweb-bin/checkmweb?prepay_id=${prepayId}&package=${digits(10)}` }
        : {}),
      state: 'NOTPAY',
    };
    orders.set(orderNo, order);
    return order;
  }

  function createRefund(body: Record<string, unknown>): FakeWechatRefund {
    const amount = body.amount as { refund?: unknown; total?: unknown; currency?: unknown } | undefined;
    const order = typeof body.out_trade_no === 'string' ? orders.get(body.out_trade_no) : undefined;
    if (!order) throw new HttpError(404, 'RESOURCE_NOT_EXISTS', '订单不存在');
    if (typeof body.out_refund_no !== 'string' || !OUT_TRADE_NO.test(body.out_refund_no)) {
      throw new HttpError(400, 'PARAM_ERROR', 'out_refund_no格式不正确');
    }
    const refundFen = amount?.refund;
    if (!Number.isSafeInteger(refundFen) || (refundFen as number) <= 0 || amount?.currency !== 'CNY') {
      throw new HttpError(400, 'PARAM_ERROR', '退款金额不正确');
    }
    if (amount?.total !== order.amountFen) throw new HttpError(400, 'PARAM_ERROR', '订单金额与原订单金额不一致');
    const existing = refunds.get(body.out_refund_no);
    if (existing) {
      if (existing.amountFen !== refundFen || existing.orderNo !== order.orderNo) {
        throw new HttpError(400, 'INVALID_REQUEST', '退款单号重复');
      }
      return existing;
    }
    if (!order.transactionId) throw new HttpError(400, 'INVALID_REQUEST', '订单未支付');
    const refunded = [...refunds.values()]
      .filter((r) => r.orderNo === order.orderNo && r.status !== 'CLOSED')
      .reduce((sum, r) => sum + r.amountFen, 0);
    if (refunded + (refundFen as number) > order.amountFen) {
      throw new HttpError(400, 'INVALID_REQUEST', '申请退款金额超过订单可退金额');
    }
    const refund: FakeWechatRefund = {
      refundNo: body.out_refund_no,
      refundId: `50${digits(30)}`,
      orderNo: order.orderNo,
      transactionId: order.transactionId,
      amountFen: refundFen as number,
      totalFen: order.amountFen,
      status: 'PROCESSING',
      createdAt: clock.now(),
      ...(typeof body.notify_url === 'string' ? { notifyUrl: body.notify_url } : {}),
    };
    refunds.set(refund.refundNo, refund);
    order.state = 'REFUND';
    return refund;
  }

  async function route(
    method: string,
    url: URL,
    body: string,
  ): Promise<{ status: number; json?: object; raw?: Buffer }> {
    const path = url.pathname;
    const json = () => {
      try {
        return JSON.parse(body) as Record<string, unknown>;
      } catch {
        throw new HttpError(400, 'PARAM_ERROR', '请求体不是合法的JSON');
      }
    };
    if (method === 'POST' && path === '/v3/pay/transactions/jsapi') {
      return { status: 200, json: { prepay_id: createOrder('JSAPI', json()).prepayId } };
    }
    if (method === 'POST' && path === '/v3/pay/transactions/h5') {
      return { status: 200, json: { h5_url: createOrder('MWEB', json()).h5Url as string } };
    }
    const trade = /^\/v3\/pay\/transactions\/out-trade-no\/([^/]+)(\/close)?$/.exec(path);
    if (trade) {
      const orderNo = decodeURIComponent(trade[1] as string);
      const order = orders.get(orderNo);
      if (method === 'GET' && !trade[2]) {
        if (url.searchParams.get('mchid') !== options.mchId) throw new HttpError(400, 'PARAM_ERROR', 'mchid不正确');
        if (!order) throw new HttpError(404, 'ORDER_NOT_EXIST', '订单不存在');
        return { status: 200, json: transactionJson(order) };
      }
      if (method === 'POST' && trade[2]) {
        if (json().mchid !== options.mchId) throw new HttpError(400, 'PARAM_ERROR', 'mchid不正确');
        if (order?.state === 'SUCCESS' || order?.state === 'REFUND')
          throw new HttpError(400, 'ORDERPAID', '订单已支付');
        if (order) order.state = 'CLOSED';
        return { status: 204 };
      }
    }
    if (method === 'POST' && path === '/v3/refund/domestic/refunds') {
      return { status: 200, json: refundJson(createRefund(json())) };
    }
    const refund = /^\/v3\/refund\/domestic\/refunds\/([^/]+)$/.exec(path);
    if (method === 'GET' && refund) {
      const found = refunds.get(decodeURIComponent(refund[1] as string));
      if (!found) throw new HttpError(404, 'RESOURCE_NOT_EXISTS', '退款单不存在');
      return { status: 200, json: refundJson(found) };
    }
    if (method === 'GET' && path === '/v3/bill/tradebill') {
      const date = url.searchParams.get('bill_date') ?? '';
      if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) throw new HttpError(400, 'PARAM_ERROR', 'bill_date格式不正确');
      const csv = billCsv(date);
      if (!csv) throw new HttpError(400, 'NO_STATEMENT_EXIST', '账单文件不存在');
      const token = randomBytes(12).toString('hex');
      bills.set(token, csv);
      return {
        status: 200,
        json: {
          hash_type: 'SHA1',
          hash_value: createHash('sha1').update(csv).digest('hex'),
          download_url: `${baseUrl}/v3/billdownload/file?token=${token}`,
        },
      };
    }
    if (method === 'GET' && path === '/v3/billdownload/file') {
      const csv = bills.get(url.searchParams.get('token') ?? '');
      if (!csv) throw new HttpError(400, 'INVALID_REQUEST', '下载地址已失效');
      if (corruptBill) {
        corruptBill = false;
        return { status: 200, raw: Buffer.concat([csv, Buffer.from('`tampered\r\n')]) };
      }
      return { status: 200, raw: csv };
    }
    throw new HttpError(404, 'NOT_FOUND', '接口不存在');
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const method = req.method ?? 'GET';
    const pathAndQuery = req.url ?? '/';
    const url = new URL(pathAndQuery, 'http://127.0.0.1');
    const body = await readBody(req);
    const answer = (status: number, text: string | Buffer, extra: Record<string, string>) => {
      requests.push({ method, path: url.pathname, status });
      res.writeHead(status, { 'Request-ID': randomUUID(), ...extra });
      res.end(text);
    };
    // APIv2 (papay) carries its signature in the XML body, not in an Authorization header.
    const v2 = papay?.handle(method, url, body);
    if (v2) return answer(v2.status, v2.body, { 'Content-Type': v2.contentType });
    // Authentication first, exactly like WeChat Pay: a request that is not ours is refused with an unsigned 401.
    const auth = parseAuthorization(req.headers.authorization);
    const refuse = (message: string) =>
      answer(401, JSON.stringify({ code: 'SIGN_ERROR', message }), { 'Content-Type': 'application/json' });
    if (!auth) return refuse('Authorization不合法');
    if (auth.mchid !== options.mchId) return refuse('商户号不存在');
    if (auth.serial_no !== options.merchantCertSerial)
      return refuse('商户证书序列号有误。请使用签名私钥匹配的证书序列号');
    if (Math.abs(nowSeconds() - Number(auth.timestamp)) > WECHATPAY_MAX_SKEW_SECONDS) return refuse('请求时间戳已过期');
    const message = requestSignatureMessage(method, pathAndQuery, auth.timestamp, auth.nonce_str, body);
    if (!rsaSha256Verify(message, auth.signature, merchantKey)) return refuse('签名错误，请检查后再试');
    try {
      const result = await route(method, url, body);
      // Bill files come unsigned; the hash in the signed descriptor vouches for them.
      if (result.raw) return answer(result.status, result.raw, { 'Content-Type': 'text/plain; charset=utf-8' });
      const text = result.json ? JSON.stringify(result.json) : '';
      answer(result.status, text, { ...(text ? { 'Content-Type': 'application/json' } : {}), ...sign(text) });
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      const text = JSON.stringify({ code: error.code, message: error.message });
      answer(error.status, text, { 'Content-Type': 'application/json', ...sign(text) });
    }
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ code: 'SYSTEM_ERROR', message: String(error) }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    baseUrl,
    orders,
    refunds,
    requests,
    pay(orderNo) {
      const order = orders.get(orderNo);
      if (!order || order.state !== 'NOTPAY') throw new Error(`Order ${orderNo} cannot be paid (${order?.state})`);
      if (clock.now() > new Date(order.timeExpire)) throw new Error(`Order ${orderNo} has expired`);
      order.state = 'SUCCESS';
      order.transactionId = `42000${digits(23)}`;
      order.successTime = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      return order;
    },
    settleRefund(refundNo, status = 'SUCCESS') {
      const refund = refunds.get(refundNo);
      if (!refund) throw new Error(`No refund ${refundNo}`);
      refund.status = status;
      if (status === 'SUCCESS') refund.successTime = clock.now();
      return refund;
    },
    paymentNotification(orderNo, opts = {}) {
      const order = orders.get(orderNo);
      if (!order) throw new Error(`No order ${orderNo}`);
      return notification('TRANSACTION.SUCCESS', 'transaction', transactionJson(order), opts);
    },
    refundNotification(refundNo, opts = {}) {
      const refund = refunds.get(refundNo);
      if (!refund) throw new Error(`No refund ${refundNo}`);
      const resource = {
        mchid: options.mchId,
        out_trade_no: refund.orderNo,
        transaction_id: refund.transactionId,
        out_refund_no: refund.refundNo,
        refund_id: refund.refundId,
        refund_status: refund.status,
        ...(refund.successTime ? { success_time: formatShanghaiRfc3339(refund.successTime) } : {}),
        user_received_account: '支付用户零钱',
        amount: {
          total: refund.totalFen,
          refund: refund.amountFen,
          payer_total: refund.totalFen,
          payer_refund: refund.amountFen,
        },
      };
      return notification(`REFUND.${refund.status}`, 'refund', resource, opts);
    },
    sign,
    async deliver(note, url) {
      const response = await fetch(url, { method: 'POST', headers: note.headers, body: note.rawBody });
      return { status: response.status, body: await response.text() };
    },
    corruptNextBillDownload() {
      corruptBill = true;
    },
    papay,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
