import { parseShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { systemClock, type Clock } from '../../../clock';
import {
  assertMerchantNo,
  assertPositiveFen,
  ProviderRequestError,
  ProviderSignatureError,
  ProviderUnavailableError,
  type NotificationAck,
  type PaymentNotification,
  type ProviderRejection,
} from '../provider';
import { DEFAULT_PROVIDER_TIMEOUT_MS, providerFetch } from '../provider-http';
import { truncateUtf8 } from '../text';
import type { ContractStatus, WithholdingProvider } from '../withholding';
import { parseV2Xml, toV2Xml, v2Nonce, v2Sign, v2SignatureMatches, type V2Params } from './wechatpay-v2';

/** A direct merchant's contract template (委托代扣模板) and the APIv2 key its interfaces sign with. */
export interface WechatPapayConfig {
  mchId: string;
  /** The official account (公众号) appid the template is bound to. */
  appId: string;
  /** The 32-character APIv2 key (API密钥), set in the merchant platform beside the APIv3 key. */
  apiV2Key: string;
  /** plan_id: the template id WeChat Pay gave when withholding was approved. */
  planId: string;
  baseUrl: string;
}

const V2_VERSION = '1.0';
// pappayapply asks for an IP; no payer is present when a car leaves, so it is this server's side, as WeChat allows.
const SERVER_IP = '127.0.0.1';
const BODY_MAX_BYTES = 128;

const REJECTIONS: Record<string, ProviderRejection> = {
  CONTRACT_NOT_EXIST: 'not-found',
  CONTRACTERROR: 'rejected',
  ORDERPAID: 'already-paid',
  ORDERCLOSED: 'already-closed',
  OUT_TRADE_NO_USED: 'duplicate-order',
  NOTENOUGH: 'insufficient-funds',
  FREQUENCY_LIMITED: 'rate-limited',
  RULELIMIT: 'rate-limited',
  SYSTEMERROR: 'provider-error',
  PARAM_ERROR: 'invalid-request',
  SIGNERROR: 'rejected',
};

/** Wall time as papay's notifications write it: yyyyMMddHHmmss (Asia/Shanghai). */
function parseCompactTime(text: string | undefined): Date | undefined {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(text ?? '');
  return m ? parseShanghaiDateTime(`${m[1]}-${m[2]}-${m[3]} ${m[4]}:${m[5]}:${m[6]}`) : undefined;
}

/**
 * WeChat Pay's withholding contracts (委托代扣, papay) for a direct merchant: the 公众号纯签约 page (entrustweb),
 * querycontract, deletecontract, pappayapply and the two notifications (contract signed / terminated, and the result
 * of a payment), all APIv2: XML signed with the APIv2 key. Payments taken this way are refunded and queried through
 * the APIv3 adapter like any other trade of the merchant (docs/decisions/081).
 */
export function createWechatPapay(
  config: WechatPapayConfig,
  options: { clock?: Clock; timeoutMs?: number } = {},
): WithholdingProvider {
  const clock = options.clock ?? systemClock;
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  if (Buffer.byteLength(config.apiV2Key, 'utf8') !== 32) throw new RangeError('WeChat Pay APIv2 key must be 32 bytes');
  if (!/^\d{1,12}$/.test(config.planId)) throw new RangeError('WeChat Pay plan_id must be a number');
  const base = new URL(config.baseUrl);

  const signatureError = (message: string) => new ProviderSignatureError('wechatpay', message);
  const signed = (params: V2Params): V2Params => ({ ...params, sign: v2Sign(params, config.apiV2Key) });

  /** Reads an XML body that WeChat Pay signed: refused unless the signature, the merchant and the appid are ours. */
  function verified(xml: string, what: string): V2Params {
    const params = parseV2Xml(xml);
    if (!params) throw signatureError(`${what} is not flat APIv2 XML`);
    if (params.return_code !== 'SUCCESS') return params;
    if (!v2SignatureMatches(params, config.apiV2Key)) throw signatureError(`${what} signature does not match`);
    if (params.mch_id !== undefined && params.mch_id !== config.mchId) {
      throw signatureError(`${what} is for merchant ${params.mch_id}, not ours`);
    }
    if (params.appid !== undefined && params.appid !== config.appId) {
      throw signatureError(`${what} is for appid ${params.appid}, not ours`);
    }
    return params;
  }

  /** Posts one signed call; answers the verified parameters of a SUCCESS/SUCCESS reply, throws otherwise. */
  async function call(path: string, params: V2Params): Promise<V2Params> {
    const response = await providerFetch(
      'wechatpay',
      new URL(path, base).toString(),
      { method: 'POST', headers: { 'Content-Type': 'text/xml; charset=utf-8' }, body: toV2Xml(signed(params)) },
      timeoutMs,
    );
    if (response.status >= 500) throw new ProviderUnavailableError('wechatpay', `HTTP ${response.status} for ${path}`);
    const answer = verified(response.body.toString('utf8'), `${path} answer`);
    if (answer.return_code !== 'SUCCESS') {
      // Communication refused (bad signature, parameters): unsigned, so never more than an error.
      throw new ProviderRequestError('wechatpay', {
        reason: 'rejected',
        providerCode: answer.return_code ?? `HTTP_${response.status}`,
        message: answer.return_msg ?? 'request refused',
      });
    }
    if (answer.result_code === 'SUCCESS') return answer;
    const code = answer.err_code ?? 'FAIL';
    throw new ProviderRequestError('wechatpay', {
      reason: REJECTIONS[code] ?? 'rejected',
      providerCode: code,
      message: answer.err_code_des ?? answer.return_msg ?? 'request refused',
    });
  }

  const contractKey = (contractCode: string) => ({
    appid: config.appId,
    mch_id: config.mchId,
    plan_id: config.planId,
    contract_code: contractCode,
    version: V2_VERSION,
  });

  return {
    name: 'wechatpay',

    async createContract(req) {
      assertMerchantNo('wechatpay', 'contractCode', req.contractCode);
      const now = clock.now().getTime();
      // request_serial: unique per signing request, digits not starting with 0, ordered in time.
      const serial = `${now}${Math.floor(Math.random() * 900 + 100)}`;
      const params = signed({
        ...contractKey(req.contractCode),
        request_serial: serial,
        contract_display_account: truncateUtf8(req.displayName, 32 * 3),
        notify_url: req.notifyUrl,
        timestamp: String(Math.floor(now / 1000)),
        // Back to the page that opened the signing page once the payer is done (WeChat adds from_wxpay=1).
        return_web: '1',
      });
      const url = new URL('/papay/entrustweb', base);
      for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
      return { signUrl: url.toString() };
    },

    async queryContract(contractCode): Promise<ContractStatus> {
      assertMerchantNo('wechatpay', 'contractCode', contractCode);
      let answer: V2Params;
      try {
        answer = await call('/papay/querycontract', contractKey(contractCode));
      } catch (error) {
        if (error instanceof ProviderRequestError && error.reason === 'not-found') return { state: 'not-found' };
        throw error;
      }
      if (answer.contract_code !== contractCode || answer.plan_id !== config.planId) {
        throw signatureError(`asked about contract ${contractCode}, answered about ${answer.contract_code}`);
      }
      const contractId = answer.contract_id;
      if (!contractId) throw signatureError('querycontract answer has no contract_id');
      if (answer.contract_state === '0') {
        const signedAt = parseShanghaiDateTime(answer.contract_signed_time ?? '');
        if (!signedAt) throw signatureError('querycontract answer has no valid contract_signed_time');
        return { state: 'active', contractId, signedAt };
      }
      const terminatedAt = parseShanghaiDateTime(answer.contract_terminated_time ?? '') ?? clock.now();
      return { state: 'terminated', contractId, terminatedAt };
    },

    async terminateContract(contractCode) {
      assertMerchantNo('wechatpay', 'contractCode', contractCode);
      try {
        await call('/papay/deletecontract', {
          ...contractKey(contractCode),
          contract_termination_remark: '用户在停车应用中解约',
        });
      } catch (error) {
        // Never signed, or ended already: nothing is left that could take money.
        if (error instanceof ProviderRequestError && error.reason === 'not-found') return;
        throw error;
      }
    },

    async withhold(req) {
      assertMerchantNo('wechatpay', 'orderNo', req.orderNo);
      assertPositiveFen('wechatpay', 'amountFen', req.amountFen);
      try {
        await call('/pay/pappayapply', {
          appid: config.appId,
          mch_id: config.mchId,
          nonce_str: v2Nonce(),
          body: truncateUtf8(req.description, BODY_MAX_BYTES),
          out_trade_no: req.orderNo,
          total_fee: String(req.amountFen),
          spbill_create_ip: SERVER_IP,
          notify_url: req.notifyUrl,
          trade_type: 'PAP',
          contract_id: req.contractId,
        });
      } catch (error) {
        // The same order again after a lost answer: it was taken already, which is what was asked.
        if (error instanceof ProviderRequestError && error.reason === 'already-paid') return;
        throw error;
      }
    },

    async parseContractNotification(req) {
      const note = verified(req.rawBody, 'contract notification');
      if (note.return_code !== 'SUCCESS' || note.result_code !== 'SUCCESS') {
        throw signatureError('contract notification is not a signed SUCCESS');
      }
      if (note.mch_id !== config.mchId || note.plan_id !== config.planId) {
        throw signatureError(`contract notification is for plan ${note.plan_id} of ${note.mch_id}, not ours`);
      }
      const occurredAt = parseShanghaiDateTime(note.operate_time ?? '');
      const state = note.change_type === 'ADD' ? 'active' : note.change_type === 'DELETE' ? 'terminated' : undefined;
      if (!note.contract_code || !note.contract_id || !occurredAt || !state) {
        throw signatureError('contract notification lacks its fields');
      }
      return {
        eventId: `${note.contract_id}:${note.change_type}`,
        contractCode: note.contract_code,
        contractId: note.contract_id,
        state,
        occurredAt,
      };
    },

    notificationAck: v2Ack,

    paymentNotifications: {
      channel: 'wechatpay-papay',
      async parseNotification(req): Promise<PaymentNotification> {
        const note = verified(req.rawBody, 'papay payment notification');
        if (note.return_code !== 'SUCCESS') throw signatureError('papay payment notification is not signed');
        if (note.appid !== config.appId || note.mch_id !== config.mchId) {
          throw signatureError('papay payment notification lacks our appid and merchant');
        }
        const orderNo = note.out_trade_no;
        const amountFen = Number(note.total_fee);
        const paid = note.result_code === 'SUCCESS' && note.trade_state === 'SUCCESS';
        const failed = note.trade_state === 'PAY_FAIL' || note.trade_state === 'CLOSED';
        if (!orderNo) throw signatureError('papay payment notification has no out_trade_no');
        if (note.fee_type && note.fee_type !== 'CNY') throw signatureError(`currency ${note.fee_type} is not CNY`);
        const paidAt = parseCompactTime(note.time_end);
        if (paid && (!note.transaction_id || !paidAt || !Number.isSafeInteger(amountFen) || amountFen <= 0)) {
          throw signatureError('paid papay notification lacks transaction_id, time_end or a positive total_fee');
        }
        return {
          kind: 'payment',
          provider: 'wechatpay',
          eventId: `papay:${note.transaction_id ?? orderNo}:${note.trade_state ?? note.result_code}`,
          orderNo,
          providerTradeNo: note.transaction_id ?? '',
          amountFen: Number.isSafeInteger(amountFen) ? amountFen : 0,
          status: paid ? 'paid' : failed ? 'closed' : 'pending',
          ...(paidAt ? { paidAt } : {}),
          raw: note,
        };
      },
      notificationAck: v2Ack,
    },
  };
}

/** What WeChat Pay's APIv2 expects back: SUCCESS stops the redeliveries, FAIL asks for them. */
export function v2Ack(ok: boolean): NotificationAck {
  return {
    status: 200,
    headers: { 'content-type': 'text/xml; charset=utf-8' },
    body: toV2Xml(ok ? { return_code: 'SUCCESS', return_msg: 'OK' } : { return_code: 'FAIL', return_msg: '处理失败' }),
  };
}
