// TEST MATERIAL ONLY: WeChat Pay's APIv2 contract interfaces (papay) inside the fake WeChat Pay. It checks our
// signatures with the APIv2 key, keeps contracts in memory, signs its XML answers, takes payments under a contract
// into the fake's order book (so the APIv3 query and refund find them), and builds the two notifications.
import { randomBytes } from 'node:crypto';
import type { Clock } from '../../../clock';
import { formatShanghaiDateTime, formatShanghaiRfc3339 } from '@parking/contracts/shanghai-time';
import { parseV2Xml, toV2Xml, v2Nonce, v2Sign, v2SignatureMatches, type V2Params } from '../wechatpay/wechatpay-v2';
import type { FakeNotification, FakeWechatOrder } from './wechatpay-fake-orders';

export interface FakePapayOptions {
  mchId: string;
  appId: string;
  apiV2Key: string;
  planId: string;
  clock: Clock;
  orders: Map<string, FakeWechatOrder>;
}

export interface FakePapayContract {
  contractCode: string;
  contractId: string;
  requestSerial: string;
  displayAccount: string;
  notifyUrl: string;
  state: 'SIGNING' | 'ACTIVE' | 'TERMINATED';
  openid?: string;
  signedAt?: Date;
  terminatedAt?: Date;
  /** 2 the payer in WeChat, 3 the merchant's API. */
  terminationMode?: '2' | '3';
}

export interface PapayNotificationOptions {
  mutate?: (params: V2Params) => void;
  /** Sign with this key instead of the merchant's APIv2 key. */
  key?: string;
}

export interface FakePapay {
  contracts: Map<string, FakePapayContract>;
  /** The browser opens an entrustweb URL: the page checks its signature and remembers the contract to sign. */
  openSignPage(url: string): Promise<{ status: number; body: string }>;
  /** The payer taps 开通 in WeChat. */
  sign(contractCode: string, openid?: string): FakePapayContract;
  /** The payer ends the contract in WeChat (我-服务-钱包-支付设置-自动续费), not through us. */
  terminateByPayer(contractCode: string): FakePapayContract;
  contractNotification(contractCode: string, options?: PapayNotificationOptions): FakeNotification;
  /** WeChat Pay finishes taking a payment it accepted (SUCCESS) or gives up (PAY_FAIL). */
  settle(orderNo: string, outcome?: 'SUCCESS' | 'PAY_FAIL'): FakeWechatOrder;
  paymentNotification(orderNo: string, options?: PapayNotificationOptions): FakeNotification;
  /** Answers a papay request when the path is one of papay's; undefined otherwise. */
  handle(method: string, url: URL, body: string): { status: number; body: string; contentType: string } | undefined;
}

const digits = (n: number) => Array.from(randomBytes(n), (b) => String(b % 10)).join('');

class PapayError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

export function createFakePapay(options: FakePapayOptions): FakePapay {
  const { clock, orders } = options;
  const contracts = new Map<string, FakePapayContract>();
  const failed = new Set<string>();
  const signedXml = (params: V2Params) => toV2Xml({ ...params, sign: v2Sign(params, options.apiV2Key) });

  function authentic(params: V2Params): void {
    if (params.appid !== options.appId || params.mch_id !== options.mchId) {
      throw new PapayError('APPID_MCHID_NOT_MATCH', 'appid和mch_id不匹配');
    }
    if (!v2SignatureMatches(params, options.apiV2Key)) throw new PapayError('SIGNERROR', '签名错误');
  }

  function contractOf(params: V2Params): FakePapayContract {
    if (params.plan_id !== options.planId) throw new PapayError('PARAM_ERROR', 'plan_id错误');
    const contract = contracts.get(params.contract_code ?? '');
    if (!contract || contract.state === 'SIGNING') throw new PapayError('CONTRACT_NOT_EXIST', '签约协议不存在');
    return contract;
  }

  function execute(path: string, params: V2Params): V2Params {
    authentic(params);
    const common = { appid: options.appId, mch_id: options.mchId, nonce_str: v2Nonce() };
    if (path === '/papay/querycontract') {
      const c = contractOf(params);
      return {
        ...common,
        contract_id: c.contractId,
        plan_id: options.planId,
        request_serial: c.requestSerial,
        contract_code: c.contractCode,
        contract_display_account: c.displayAccount,
        contract_state: c.state === 'ACTIVE' ? '0' : '1',
        contract_signed_time: formatShanghaiDateTime(c.signedAt),
        contract_expired_time: '2099-12-31 23:59:59',
        ...(c.terminatedAt
          ? {
              contract_terminated_time: formatShanghaiDateTime(c.terminatedAt),
              contract_termination_mode: c.terminationMode ?? '3',
            }
          : {}),
        openid: c.openid ?? '',
      };
    }
    if (path === '/papay/deletecontract') {
      const c = contractOf(params);
      if (c.state !== 'ACTIVE') throw new PapayError('CONTRACT_NOT_EXIST', '签约协议已解约');
      c.state = 'TERMINATED';
      c.terminatedAt = clock.now();
      c.terminationMode = '3';
      return { ...common, contract_id: c.contractId, plan_id: options.planId, contract_code: c.contractCode };
    }
    if (path === '/pay/pappayapply') {
      const orderNo = params.out_trade_no ?? '';
      const total = Number(params.total_fee);
      if (params.trade_type !== 'PAP') throw new PapayError('PARAM_ERROR', 'trade_type必须为PAP');
      if (!/^[0-9A-Za-z_-]{6,32}$/.test(orderNo)) throw new PapayError('PARAM_ERROR', 'out_trade_no格式错误');
      if (!Number.isSafeInteger(total) || total <= 0) throw new PapayError('PARAM_ERROR', 'total_fee错误');
      if (!params.body || !params.spbill_create_ip || !/^https?:\/\//.test(params.notify_url ?? '')) {
        throw new PapayError('PARAM_ERROR', '缺少必填参数');
      }
      const contract = [...contracts.values()].find((c) => c.contractId === params.contract_id);
      if (!contract || contract.state !== 'ACTIVE') throw new PapayError('CONTRACTERROR', '签约协议已解约或不存在');
      const existing = orders.get(orderNo);
      if (existing) {
        if (existing.amountFen !== total) throw new PapayError('OUT_TRADE_NO_USED', '商户订单号重复');
        if (existing.state === 'SUCCESS') throw new PapayError('ORDERPAID', '订单已支付');
        return common;
      }
      orders.set(orderNo, {
        orderNo,
        appid: options.appId,
        mchid: options.mchId,
        description: params.body,
        amountFen: total,
        tradeType: 'PAP',
        contractId: contract.contractId,
        ...(contract.openid ? { openid: contract.openid } : {}),
        notifyUrl: params.notify_url!,
        timeExpire: formatShanghaiRfc3339(new Date(clock.now().getTime() + 86_400_000)),
        prepayId: '',
        state: 'NOTPAY',
      });
      return common;
    }
    throw new PapayError('PARAM_ERROR', '接口不存在');
  }

  function notificationOf(params: V2Params, opts: PapayNotificationOptions): FakeNotification {
    opts.mutate?.(params);
    const body = toV2Xml({ ...params, sign: v2Sign(params, opts.key ?? options.apiV2Key) });
    return { headers: { 'content-type': 'text/xml; charset=utf-8' }, rawBody: body };
  }

  return {
    contracts,

    async openSignPage(url) {
      const page = new URL(url);
      const params = Object.fromEntries(page.searchParams);
      const fail = (message: string) => ({ status: 400, body: `<html><body>签约失败：${message}</body></html>` });
      if (page.pathname !== '/papay/entrustweb') return fail('地址错误');
      try {
        authentic(params);
      } catch (error) {
        return fail((error as Error).message);
      }
      if (params.plan_id !== options.planId) return fail('模板id错误');
      if (params.version !== '1.0' || !/^[1-9]\d{0,18}$/.test(params.request_serial ?? '')) {
        return fail('参数错误');
      }
      if (Math.abs(Number(params.timestamp) - clock.now().getTime() / 1000) > 300) return fail('链接已过期');
      const code = params.contract_code ?? '';
      const existing = contracts.get(code);
      if (existing && existing.state !== 'SIGNING') return fail('签约协议号已使用');
      contracts.set(code, {
        contractCode: code,
        contractId: existing?.contractId ?? `Wx${digits(26)}`,
        requestSerial: params.request_serial!,
        displayAccount: params.contract_display_account ?? '',
        notifyUrl: params.notify_url ?? '',
        state: 'SIGNING',
      });
      return { status: 200, body: `<html><body>开通免密支付 ${params.contract_display_account}</body></html>` };
    },

    sign(contractCode, openid = 'oUpF8uMuAJO_M2pxb1Q9zNjWeS6o') {
      const contract = contracts.get(contractCode);
      if (!contract || contract.state !== 'SIGNING') throw new Error(`Contract ${contractCode} cannot be signed`);
      contract.state = 'ACTIVE';
      contract.openid = openid;
      contract.signedAt = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      return contract;
    },

    terminateByPayer(contractCode) {
      const contract = contracts.get(contractCode);
      if (!contract || contract.state !== 'ACTIVE') throw new Error(`Contract ${contractCode} is not active`);
      contract.state = 'TERMINATED';
      contract.terminatedAt = clock.now();
      contract.terminationMode = '2';
      return contract;
    },

    contractNotification(contractCode, opts = {}) {
      const c = contracts.get(contractCode);
      if (!c || c.state === 'SIGNING') throw new Error(`No signed contract ${contractCode}`);
      const deleted = c.state === 'TERMINATED';
      return notificationOf(
        {
          return_code: 'SUCCESS',
          return_msg: 'OK',
          result_code: 'SUCCESS',
          mch_id: options.mchId,
          contract_code: c.contractCode,
          plan_id: options.planId,
          openid: c.openid ?? '',
          change_type: deleted ? 'DELETE' : 'ADD',
          operate_time: formatShanghaiDateTime(deleted ? c.terminatedAt : c.signedAt),
          contract_id: c.contractId,
          request_serial: c.requestSerial,
          ...(deleted
            ? { contract_termination_mode: c.terminationMode ?? '3' }
            : { contract_expired_time: '2099-12-31 23:59:59' }),
        },
        opts,
      );
    },

    settle(orderNo, outcome = 'SUCCESS') {
      const order = orders.get(orderNo);
      if (!order || order.tradeType !== 'PAP' || order.state !== 'NOTPAY') {
        throw new Error(`No papay payment ${orderNo} waiting`);
      }
      if (outcome === 'PAY_FAIL') {
        order.state = 'CLOSED';
        failed.add(orderNo);
        return order;
      }
      order.state = 'SUCCESS';
      order.transactionId = `42000${digits(23)}`;
      order.successTime = new Date(Math.floor(clock.now().getTime() / 1000) * 1000);
      return order;
    },

    paymentNotification(orderNo, opts = {}) {
      const order = orders.get(orderNo);
      if (!order || order.tradeType !== 'PAP') throw new Error(`No papay payment ${orderNo}`);
      const paid = order.state === 'SUCCESS' || order.state === 'REFUND';
      return notificationOf(
        {
          return_code: 'SUCCESS',
          return_msg: 'OK',
          appid: options.appId,
          mch_id: options.mchId,
          nonce_str: v2Nonce(),
          result_code: paid ? 'SUCCESS' : 'FAIL',
          openid: order.openid ?? '',
          trade_state: paid ? 'SUCCESS' : failed.has(orderNo) ? 'PAY_FAIL' : 'ACCEPT',
          out_trade_no: order.orderNo,
          contract_id: order.contractId ?? '',
          ...(paid
            ? {
                bank_type: 'OTHERS',
                total_fee: String(order.amountFen),
                fee_type: 'CNY',
                cash_fee: String(order.amountFen),
                transaction_id: order.transactionId!,
                time_end: formatShanghaiDateTime(order.successTime).replace(/\D/g, ''),
              }
            : {}),
        },
        opts,
      );
    },

    handle(method, url, body) {
      const paths = ['/papay/querycontract', '/papay/deletecontract', '/pay/pappayapply'];
      if (method !== 'POST' || !paths.includes(url.pathname)) return undefined;
      const contentType = 'text/xml; charset=utf-8';
      const params = parseV2Xml(body);
      if (!params) {
        return { status: 200, contentType, body: toV2Xml({ return_code: 'FAIL', return_msg: 'XML格式错误' }) };
      }
      try {
        const answer = execute(url.pathname, params);
        return {
          status: 200,
          contentType,
          body: signedXml({ return_code: 'SUCCESS', return_msg: 'OK', result_code: 'SUCCESS', ...answer }),
        };
      } catch (error) {
        if (!(error instanceof PapayError)) throw error;
        // A bad signature is refused at the communication level, unsigned; business errors come signed.
        if (error.code === 'SIGNERROR' || error.code === 'APPID_MCHID_NOT_MATCH') {
          return { status: 200, contentType, body: toV2Xml({ return_code: 'FAIL', return_msg: error.message }) };
        }
        return {
          status: 200,
          contentType,
          body: signedXml({
            return_code: 'SUCCESS',
            return_msg: 'OK',
            appid: options.appId,
            mch_id: options.mchId,
            nonce_str: v2Nonce(),
            result_code: 'FAIL',
            err_code: error.code,
            err_code_des: error.message,
          }),
        };
      }
    },
  };
}
