// A local stand-in for openapi.alipay.com/gateway.do for tests and local runs. It checks our RSA2 request signatures
// with the application PUBLIC key and refuses bad ones (isv.invalid-signature), keeps trades and refunds in memory,
// signs every answer with its own key over the exact `<method>_response` JSON, serves GBK bill archives, and builds
// asynchronous notifications signed the way Alipay signs them.
import { randomBytes, randomUUID, type KeyObject } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { systemClock, type Clock } from '../../../clock';
import { notificationSignContent, requestSignContent, responseKeyOf } from '../alipay/alipay-signing';
import { loadPrivateKey, loadPublicKey, rsaSha256Sign, rsaSha256Verify } from '../crypto-keys';
import { fenToYuanText, providerYuanToFen } from '../money';
import { formatShanghaiDateTime, parseShanghaiDateTime, shanghaiDay } from '@parking/contracts/shanghai-time';
import { createFakeAlipayAgreements, type FakeAlipayAgreements } from './alipay-agreements-fake';
import { encodeGbk } from './gbk-encoder';
import { writeZip } from './zip-writer';
import { readBody } from './read-body';

export interface FakeAlipayOptions {
  appId: string;
  /** Our merchant PID, written as seller_id. */
  sellerId: string;
  /** The application public key (PEM), to check our request signatures. */
  appPublicKey: string;
  /** The key the fake signs answers and notifications with (its public half is "the Alipay public key"). */
  alipayPrivateKey: string;
  clock?: Clock;
}

export type FakeTradeStatus = 'WAIT_BUYER_PAY' | 'TRADE_SUCCESS' | 'TRADE_FINISHED' | 'TRADE_CLOSED';

export interface FakeAlipayTrade {
  orderNo: string;
  tradeNo: string;
  amountFen: number;
  subject: string;
  productCode: string;
  buyerId?: string;
  notifyUrl?: string;
  timeExpire?: string;
  status: FakeTradeStatus;
  createdAt: Date;
  paidAt?: Date;
  refundedFen: number;
}

export interface FakeAlipayRefund {
  orderNo: string;
  refundNo: string;
  amountFen: number;
  at: Date;
}

export interface FakeNotification {
  headers: Record<string, string>;
  rawBody: string;
}

export interface AlipayNotificationOptions {
  /** Change the parameters before signing (an authentic notification with other content). */
  mutate?: (params: Record<string, string>) => void;
  /** Sign with this private key (PEM) instead of Alipay's. */
  signingKey?: string;
}

/** An Alipay user who signs in to our app (auth_user also gives the nickname). */
export interface FakeAlipayUser {
  openId: string;
  /** The classic 2088… user id (older apps get it instead of an open_id). */
  userId?: string;
  nickName?: string;
}

export interface FakeAlipay {
  gateway: string;
  /** Alipay's web authorize page (publicAppAuthorize.htm); it answers for the user of actAs. */
  authorizeUrl: string;
  /** Who is signed in to Alipay on the "phone" that opens the authorize page. */
  actAs(user: FakeAlipayUser): void;
  trades: Map<string, FakeAlipayTrade>;
  refunds: Map<string, FakeAlipayRefund>;
  requests: { method: string; status: string }[];
  /** The browser opens a wap.pay URL: the cashier checks its signature and creates the trade. */
  openCashier(url: string): Promise<{ status: number; body: string }>;
  /** The payer confirms. */
  pay(orderNo: string, buyerId?: string): FakeAlipayTrade;
  paymentNotification(orderNo: string, options?: AlipayNotificationOptions): FakeNotification;
  deliver(notification: FakeNotification, url: string): Promise<{ status: number; body: string }>;
  /** Personal agreements (商户代扣): signing pages, the payer's acts, their notifications. */
  agreements: FakeAlipayAgreements;
  close(): Promise<void>;
}

class AlipayError extends Error {
  constructor(
    readonly code: string,
    readonly msg: string,
    readonly subCode: string,
    readonly subMsg: string,
  ) {
    super(subMsg);
  }
}

const businessError = (subCode: string, subMsg: string) => new AlipayError('40004', 'Business Failed', subCode, subMsg);
const argumentError = (subCode: string, subMsg: string) =>
  new AlipayError('40002', 'Invalid Arguments', subCode, subMsg);

const YUAN = /^\d+(\.\d{1,2})?$/;
const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

/** Starts the fake on 127.0.0.1 at a random port; its gateway is `${origin}/gateway.do`. */
export async function startFakeAlipay(options: FakeAlipayOptions): Promise<FakeAlipay> {
  const clock = options.clock ?? systemClock;
  const appKey: KeyObject = loadPublicKey(options.appPublicKey);
  const alipayKey: KeyObject = loadPrivateKey(options.alipayPrivateKey);
  const trades = new Map<string, FakeAlipayTrade>();
  const refunds = new Map<string, FakeAlipayRefund>();
  const bills = new Map<string, Buffer>();
  const requests: FakeAlipay['requests'] = [];
  let origin = '';
  // Sign-in: auth codes (single use, 3 minutes) and the access tokens they are redeemed for.
  let currentUser: FakeAlipayUser | undefined;
  const authCodes = new Map<string, { user: FakeAlipayUser; scope: string; expiresAt: number; used: boolean }>();
  const accessTokens = new Map<string, { user: FakeAlipayUser; scope: string }>();

  /** The authorize page: checks the app and scope, then sends the browser back with an auth_code for actAs's user. */
  function authorize(url: URL, res: ServerResponse): void {
    const q = url.searchParams;
    const scope = q.get('scope') ?? '';
    let target: URL;
    try {
      target = new URL(q.get('redirect_uri') ?? '');
    } catch {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('redirect_uri 无效');
      return;
    }
    if (q.get('app_id') !== options.appId) {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('app_id 无效');
      return;
    }
    if (scope !== 'auth_base' && scope !== 'auth_user') {
      res.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('scope 无效');
      return;
    }
    if (!currentUser) throw new Error('actAs(user) first: nobody is signed in to the fake Alipay');
    const code = randomBytes(16).toString('hex');
    authCodes.set(code, { user: currentUser, scope, expiresAt: clock.now().getTime() + 3 * 60_000, used: false });
    for (const [name, value] of Object.entries({
      app_id: options.appId,
      source: 'alipay_wallet',
      scope,
      auth_code: code,
    })) {
      target.searchParams.set(name, value);
    }
    const state = q.get('state');
    if (state) target.searchParams.set('state', state);
    res.writeHead(302, { Location: target.toString() }).end();
  }

  function signNotification(params: Record<string, string>, opts: AlipayNotificationOptions): FakeNotification {
    opts.mutate?.(params);
    const key = opts.signingKey ? loadPrivateKey(opts.signingKey) : alipayKey;
    const signed = { ...params, sign_type: 'RSA2', sign: rsaSha256Sign(notificationSignContent(params), key) };
    return {
      headers: { 'content-type': 'application/x-www-form-urlencoded; charset=utf-8' },
      rawBody: new URLSearchParams(signed).toString(),
    };
  }
  const agreements = createFakeAlipayAgreements({ appId: options.appId, clock, fail: businessError, signNotification });

  /** Checks a request exactly as the gateway does; returns its biz_content. */
  function authenticate(params: Record<string, string>): Record<string, unknown> {
    if (params.app_id !== options.appId) throw argumentError('isv.invalid-app-id', '无效的AppID参数');
    if (params.sign_type !== 'RSA2') throw argumentError('isv.invalid-signature-type', '无效的签名类型');
    if (params.charset !== 'utf-8') throw argumentError('isv.invalid-charset', '字符集错误');
    const at = parseShanghaiDateTime(params.timestamp ?? '');
    if (!at || Math.abs(at.getTime() - clock.now().getTime()) > 10 * 60_000) {
      throw argumentError('isv.invalid-timestamp', '非法的时间戳参数');
    }
    if (!params.sign || !rsaSha256Verify(requestSignContent(params), params.sign, appKey)) {
      throw argumentError(
        'isv.invalid-signature',
        `验签出错，建议检查签名字符串或签名私钥与应用公钥是否匹配，网关生成的验签字符串为：${requestSignContent(params)}`,
      );
    }
    try {
      return JSON.parse(params.biz_content ?? '{}') as Record<string, unknown>;
    } catch {
      throw argumentError('isv.invalid-parameter', 'biz_content 不是合法的JSON');
    }
  }

  function amountOf(value: unknown, field: string): number {
    if (typeof value !== 'string' || !YUAN.test(value) || providerYuanToFen(value) <= 0) {
      throw businessError('ACQ.INVALID_PARAMETER', `参数无效: ${field}`);
    }
    return providerYuanToFen(value);
  }

  function createTrade(biz: Record<string, unknown>, productCode: string, notifyUrl?: string): FakeAlipayTrade {
    const orderNo = biz.out_trade_no;
    if (typeof orderNo !== 'string' || !/^[0-9A-Za-z_-]{1,64}$/.test(orderNo)) {
      throw businessError('ACQ.INVALID_PARAMETER', '参数无效: out_trade_no');
    }
    if (typeof biz.subject !== 'string' || biz.subject === '')
      throw businessError('ACQ.INVALID_PARAMETER', '缺少subject');
    if (biz.product_code !== productCode) throw businessError('ACQ.PRODUCT_CODE_ERROR', '产品码错误');
    const amountFen = amountOf(biz.total_amount, 'total_amount');
    const buyerId =
      typeof biz.buyer_id === 'string'
        ? biz.buyer_id
        : typeof biz.buyer_open_id === 'string'
          ? biz.buyer_open_id
          : undefined;
    if (productCode === 'JSAPI_PAY' && !buyerId) throw businessError('ACQ.INVALID_PARAMETER', '缺少买家信息');
    const existing = trades.get(orderNo);
    if (existing) {
      if (existing.status === 'TRADE_SUCCESS' || existing.status === 'TRADE_FINISHED') {
        throw businessError('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
      }
      if (existing.status === 'TRADE_CLOSED') throw businessError('ACQ.TRADE_HAS_CLOSE', '交易已经关闭');
      if (existing.amountFen !== amountFen) throw businessError('ACQ.CONTEXT_INCONSISTENT', '交易信息被篡改');
      return existing;
    }
    const now = clock.now();
    const trade: FakeAlipayTrade = {
      orderNo,
      tradeNo: `${shanghaiDay(now).replace(/-/g, '')}22001${digits(15)}`,
      amountFen,
      subject: biz.subject,
      productCode,
      ...(buyerId ? { buyerId } : {}),
      ...(notifyUrl ? { notifyUrl } : {}),
      ...(typeof biz.time_expire === 'string' ? { timeExpire: biz.time_expire } : {}),
      status: 'WAIT_BUYER_PAY',
      createdAt: now,
      refundedFen: 0,
    };
    trades.set(orderNo, trade);
    return trade;
  }

  function tradeOf(biz: Record<string, unknown>): FakeAlipayTrade {
    const trade = typeof biz.out_trade_no === 'string' ? trades.get(biz.out_trade_no) : undefined;
    if (!trade) throw businessError('ACQ.TRADE_NOT_EXIST', '交易不存在');
    return trade;
  }

  function billArchive(date: string): Buffer | undefined {
    const header =
      '支付宝交易号,商户订单号,业务类型,商品名称,创建时间,完成时间,门店编号,门店名称,操作员,终端号,对方账户,订单金额（元）,' +
      '商家实收（元）,支付宝红包（元）,集分宝（元）,支付宝优惠（元）,商家优惠（元）,券核销金额（元）,券名称,商家红包消费金额（元）,' +
      '卡消费金额（元）,退款批次号/请求号,服务费（元）,分润（元）,备注';
    const yuan = fenToYuanText;
    const rows: string[] = [];
    let paidCount = 0;
    let refundCount = 0;
    /** One line of the bill: a payment (交易) or a refund (退款) of a trade, with the merchant's amount and fee. */
    const billRow = (trade: FakeAlipayTrade, kind: string, at: Date, received: string, refundNo: string, fee: string) =>
      [
        trade.tradeNo,
        trade.orderNo,
        kind,
        trade.subject,
        formatShanghaiDateTime(trade.createdAt),
        formatShanghaiDateTime(at),
        '',
        '',
        '',
        '',
        'buy***@example.com',
        yuan(trade.amountFen),
        received,
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '0.00',
        '',
        '0.00',
        '0.00',
        refundNo,
        fee,
        '0.00',
        '',
      ].join('\t,');
    for (const trade of trades.values()) {
      if (!trade.paidAt || shanghaiDay(trade.paidAt) !== date) continue;
      paidCount++;
      const fee = `-${yuan(Math.round(trade.amountFen * 0.006))}`;
      rows.push(billRow(trade, '交易', trade.paidAt, yuan(trade.amountFen), '', fee));
    }
    for (const refund of refunds.values()) {
      const trade = trades.get(refund.orderNo);
      if (!trade || shanghaiDay(refund.at) !== date) continue;
      refundCount++;
      const fee = yuan(Math.round(refund.amountFen * 0.006));
      rows.push(billRow(trade, '退款', refund.at, `-${yuan(refund.amountFen)}`, refund.refundNo, fee));
    }
    if (rows.length === 0) return undefined;
    const day = date.replace(/-/g, '');
    const csv = [
      '#支付宝业务明细查询',
      `#账号：[${options.sellerId}0156]`,
      `#起始日期：[${date} 00:00:00]   终止日期：[${date} 23:59:59]`,
      '#-----------------------------------------业务明细列表----------------------------------------',
      header,
      ...rows,
      '#-----------------------------------------业务明细列表结束------------------------------------',
      `#交易合计：${paidCount}笔，商家实收共0.00元，商家优惠共0.00元`,
      `#退款合计：${refundCount}笔，商家实收退款共0.00元，商家优惠退款共0.00元`,
      `#导出时间：[${formatShanghaiDateTime(clock.now())}]`,
    ].join('\r\n');
    const summary = [
      '#支付宝业务汇总查询',
      '门店编号,门店名称,交易订单总笔数,退款订单总笔数',
      `,,${paidCount},${refundCount}`,
    ].join('\r\n');
    return writeZip([
      { name: encodeGbk(`${options.sellerId}0156_${day}_业务明细.csv`), data: encodeGbk(csv) },
      { name: encodeGbk(`${options.sellerId}0156_${day}_业务明细(汇总).csv`), data: encodeGbk(summary) },
    ]);
  }

  function execute(
    method: string,
    biz: Record<string, unknown>,
    params: Record<string, string>,
  ): Record<string, unknown> {
    switch (method) {
      case 'alipay.trade.create': {
        const trade = createTrade(biz, 'JSAPI_PAY', params.notify_url);
        return { out_trade_no: trade.orderNo, trade_no: trade.tradeNo };
      }
      case 'alipay.trade.pay': {
        // 商户代扣: paid at once under the payer's agreement, notified like any trade.
        if (biz.product_code !== 'GENERAL_WITHHOLDING') throw businessError('ACQ.PRODUCT_CODE_ERROR', '产品码错误');
        const agreement = agreements.usable(
          (biz.agreement_params as { agreement_no?: unknown } | undefined)?.agreement_no,
        );
        const existing = typeof biz.out_trade_no === 'string' ? trades.get(biz.out_trade_no) : undefined;
        if (existing?.status === 'TRADE_SUCCESS') throw businessError('ACQ.TRADE_HAS_SUCCESS', '交易已被支付');
        const trade = createTrade(biz, 'GENERAL_WITHHOLDING', params.notify_url);
        trade.status = 'TRADE_SUCCESS';
        trade.buyerId = agreement.alipayUserId;
        trade.paidAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
        return {
          trade_no: trade.tradeNo,
          out_trade_no: trade.orderNo,
          buyer_logon_id: 'buy***@example.com',
          total_amount: fenToYuanText(trade.amountFen),
          receipt_amount: fenToYuanText(trade.amountFen),
          gmt_payment: formatShanghaiDateTime(trade.paidAt),
          buyer_user_id: trade.buyerId ?? '',
        };
      }
      case 'alipay.trade.query': {
        const trade = tradeOf(biz);
        return {
          trade_no: trade.tradeNo,
          out_trade_no: trade.orderNo,
          buyer_logon_id: 'buy***@example.com',
          trade_status: trade.status,
          total_amount: fenToYuanText(trade.amountFen),
          ...(trade.paidAt
            ? {
                buyer_pay_amount: fenToYuanText(trade.amountFen),
                send_pay_date: formatShanghaiDateTime(trade.paidAt),
                buyer_user_id: trade.buyerId ?? '2088102177846880',
              }
            : {}),
        };
      }
      case 'alipay.trade.close': {
        const trade = tradeOf(biz);
        if (trade.status !== 'WAIT_BUYER_PAY') throw businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        trade.status = 'TRADE_CLOSED';
        return { trade_no: trade.tradeNo, out_trade_no: trade.orderNo };
      }
      case 'alipay.trade.refund': {
        const trade = tradeOf(biz);
        const refundFen = amountOf(biz.refund_amount, 'refund_amount');
        const refundNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : trade.orderNo;
        const answer = (fundChange: 'Y' | 'N') => ({
          trade_no: trade.tradeNo,
          out_trade_no: trade.orderNo,
          buyer_logon_id: 'buy***@example.com',
          fund_change: fundChange,
          refund_fee: fenToYuanText(trade.refundedFen),
          gmt_refund_pay: formatShanghaiDateTime(clock.now()),
        });
        const existing = refunds.get(`${trade.orderNo}/${refundNo}`);
        if (existing) {
          if (existing.amountFen !== refundFen) throw businessError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额不一致');
          return answer('N');
        }
        if (trade.status !== 'TRADE_SUCCESS' && !(trade.status === 'TRADE_CLOSED' && trade.refundedFen > 0)) {
          throw businessError('ACQ.TRADE_STATUS_ERROR', '交易状态不合法');
        }
        if (trade.refundedFen + refundFen > trade.amountFen) {
          throw businessError('ACQ.REFUND_AMT_NOT_EQUAL_TOTAL', '退款金额超限');
        }
        refunds.set(`${trade.orderNo}/${refundNo}`, {
          orderNo: trade.orderNo,
          refundNo,
          amountFen: refundFen,
          at: clock.now(),
        });
        trade.refundedFen += refundFen;
        if (trade.refundedFen === trade.amountFen) trade.status = 'TRADE_CLOSED';
        return answer('Y');
      }
      case 'alipay.trade.fastpay.refund.query': {
        const trade = tradeOf(biz);
        const refundNo = typeof biz.out_request_no === 'string' ? biz.out_request_no : trade.orderNo;
        const refund = refunds.get(`${trade.orderNo}/${refundNo}`);
        if (!refund) return { out_trade_no: trade.orderNo, out_request_no: refundNo };
        return {
          trade_no: trade.tradeNo,
          out_trade_no: trade.orderNo,
          out_request_no: refundNo,
          total_amount: fenToYuanText(trade.amountFen),
          refund_amount: fenToYuanText(refund.amountFen),
          refund_status: 'REFUND_SUCCESS',
          gmt_refund_pay: formatShanghaiDateTime(refund.at),
        };
      }
      case 'alipay.system.oauth.token': {
        // Common parameters, not biz_content.
        if (params.grant_type !== 'authorization_code') throw argumentError('isv.grant-type-invalid', 'grant_type无效');
        const found = authCodes.get(params.code ?? '');
        if (!found || found.used || found.expiresAt < clock.now().getTime()) {
          throw argumentError('isv.code-invalid', '授权码code无效');
        }
        found.used = true;
        const token = `authusr${randomBytes(12).toString('hex')}`;
        accessTokens.set(token, { user: found.user, scope: found.scope });
        return {
          ...(found.user.userId ? { user_id: found.user.userId } : {}),
          open_id: found.user.openId,
          access_token: token,
          expires_in: 1_296_000,
          refresh_token: `authusr${randomBytes(12).toString('hex')}`,
          re_expires_in: 2_592_000,
          auth_start: formatShanghaiDateTime(clock.now()),
        };
      }
      case 'alipay.user.info.share': {
        const grant = accessTokens.get(params.auth_token ?? '');
        if (!grant)
          throw new AlipayError('20001', 'Insufficient Token Permissions', 'aop.invalid-auth-token', '无效的访问令牌');
        if (grant.scope !== 'auth_user') {
          throw new AlipayError('40006', 'Insufficient Permissions', 'isv.insufficient-user-permissions', '用户未授权');
        }
        return {
          ...(grant.user.userId ? { user_id: grant.user.userId } : {}),
          open_id: grant.user.openId,
          nick_name: grant.user.nickName ?? '',
          avatar: 'https://tfs.alipayobjects.com/images/partner/T1.png',
        };
      }
      case 'alipay.data.dataservice.bill.downloadurl.query': {
        if (biz.bill_type !== 'trade' || typeof biz.bill_date !== 'string') {
          throw argumentError('isv.invalid-parameter', 'bill_type/bill_date无效');
        }
        const zip = billArchive(biz.bill_date);
        if (!zip) throw businessError('isp.bill_not_exist', '账单不存在');
        const token = randomBytes(12).toString('hex');
        bills.set(token, zip);
        return { bill_download_url: `${origin}/downloadBillFile.resource?token=${token}` };
      }
      default: {
        const answer = agreements.execute(method, biz);
        if (answer) return answer;
        throw new AlipayError('40004', 'Business Failed', 'isv.invalid-method', '不存在的方法名');
      }
    }
  }

  function signedAnswer(method: string, content: Record<string, unknown>): string {
    const inner = JSON.stringify(content);
    return `{"${responseKeyOf(method)}":${inner},"sign":"${rsaSha256Sign(inner, alipayKey)}"}`;
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', origin);
    const body = await readBody(req);
    if (url.pathname === '/downloadBillFile.resource') {
      const zip = bills.get(url.searchParams.get('token') ?? '');
      res.writeHead(zip ? 200 : 404, { 'Content-Type': 'application/zip' });
      res.end(zip ?? '');
      return;
    }
    if (url.pathname === '/oauth2/publicAppAuthorize.htm') {
      authorize(url, res);
      return;
    }
    if (url.pathname !== '/gateway.do') {
      res.writeHead(404).end();
      return;
    }
    const source = req.method === 'GET' ? url.searchParams : new URLSearchParams(body);
    const params: Record<string, string> = Object.fromEntries(source);
    const method = params.method ?? '';
    let content: Record<string, unknown>;
    // alipay.system.oauth.token answers success without a code, and failure as error_response.
    const codeless = method === 'alipay.system.oauth.token';
    let answerKey = method || 'error';
    try {
      const biz = authenticate(params);
      if (method === 'alipay.trade.wap.pay') {
        // The cashier page: the trade comes into existence when the payer opens it.
        const trade = createTrade(biz, 'QUICK_WAP_WAY', params.notify_url);
        requests.push({ method, status: '10000' });
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(`<html><body>支付宝收银台 ${trade.orderNo} ¥${fenToYuanText(trade.amountFen)}</body></html>`);
        return;
      }
      if (method === 'alipay.user.agreement.page.sign') {
        const page = agreements.openPage(biz, params);
        requests.push({ method, status: '10000' });
        res.writeHead(200, { 'Content-Type': 'text/html; charset=utf-8' });
        res.end(page);
        return;
      }
      const result = execute(method, biz, params);
      content = codeless ? result : { code: '10000', msg: 'Success', ...result };
    } catch (error) {
      if (!(error instanceof AlipayError)) throw error;
      content = { code: error.code, msg: error.msg, sub_code: error.subCode, sub_msg: error.subMsg };
      if (codeless) answerKey = 'error';
    }
    requests.push({ method, status: String(content.sub_code ?? content.code ?? '10000') });
    res.writeHead(200, { 'Content-Type': 'text/html;charset=utf-8' });
    res.end(signedAnswer(answerKey, content));
  }

  const server: Server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      res.writeHead(500).end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    gateway: `${origin}/gateway.do`,
    authorizeUrl: `${origin}/oauth2/publicAppAuthorize.htm`,
    actAs(user) {
      currentUser = user;
    },
    trades,
    refunds,
    requests,
    async openCashier(url) {
      const response = await fetch(url);
      return { status: response.status, body: await response.text() };
    },
    pay(orderNo, buyerId = '2088102177846880') {
      const trade = trades.get(orderNo);
      if (!trade || trade.status !== 'WAIT_BUYER_PAY')
        throw new Error(`Trade ${orderNo} cannot be paid (${trade?.status})`);
      const expires = trade.timeExpire ? parseShanghaiDateTime(trade.timeExpire) : undefined;
      if (expires && clock.now() > expires) throw new Error(`Trade ${orderNo} has expired`);
      trade.status = 'TRADE_SUCCESS';
      trade.buyerId ??= buyerId;
      trade.paidAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      return trade;
    },
    paymentNotification(orderNo, opts = {}) {
      const trade = trades.get(orderNo);
      if (!trade) throw new Error(`No trade ${orderNo}`);
      const amount = fenToYuanText(trade.amountFen);
      const params: Record<string, string> = {
        gmt_create: formatShanghaiDateTime(trade.createdAt),
        charset: 'utf-8',
        seller_email: 'parking@example.com',
        subject: trade.subject,
        buyer_id: trade.buyerId ?? '2088102177846880',
        invoice_amount: amount,
        notify_id: `2026${randomUUID().replace(/-/g, '')}`,
        fund_bill_list: JSON.stringify([{ amount, fundChannel: 'ALIPAYACCOUNT' }]),
        notify_type: 'trade_status_sync',
        trade_status: trade.status,
        receipt_amount: amount,
        app_id: options.appId,
        buyer_pay_amount: amount,
        seller_id: options.sellerId,
        notify_time: formatShanghaiDateTime(clock.now()),
        point_amount: '0.00',
        total_amount: amount,
        trade_no: trade.tradeNo,
        auth_app_id: options.appId,
        out_trade_no: trade.orderNo,
        version: '1.0',
        ...(trade.paidAt ? { gmt_payment: formatShanghaiDateTime(trade.paidAt) } : {}),
        ...(trade.refundedFen > 0 ? { refund_fee: fenToYuanText(trade.refundedFen) } : {}),
      };
      return signNotification(params, opts);
    },
    agreements,
    async deliver(note, url) {
      const response = await fetch(url, { method: 'POST', headers: note.headers, body: note.rawBody });
      return { status: response.status, body: await response.text() };
    },
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
