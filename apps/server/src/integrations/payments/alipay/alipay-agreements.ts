import { parseShanghaiDateTime } from '@parking/contracts/shanghai-time';
import { systemClock, type Clock } from '../../../clock';
import { fenToYuanText } from '../money';
import {
  assertMerchantNo,
  assertPositiveFen,
  ProviderRequestError,
  ProviderSignatureError,
  type NotificationAck,
} from '../provider';
import { DEFAULT_PROVIDER_TIMEOUT_MS } from '../provider-http';
import { truncateUtf8 } from '../text';
import type { ContractStatus, WithholdingProvider } from '../withholding';
import { createAlipayGateway, type AlipayAnswer, type AlipayGatewayConfig } from './alipay-gateway';

/** An Alipay application with the withholding product (商户代扣) signed, and the scene it signs agreements for. */
export interface AlipayAgreementConfig extends AlipayGatewayConfig {
  /** personal_product_code of the payer's side: GENERAL_WITHHOLDING_P for 商户代扣. */
  personalProductCode: string;
  /** sign_scene agreed with Alipay when the product was opened, e.g. INDUSTRY|PARKING or DEFAULT|DEFAULT. */
  signScene: string;
}

/** product_code of alipay.trade.pay under an agreement (商户代扣). */
const WITHHOLDING_PRODUCT = 'GENERAL_WITHHOLDING';
const SUBJECT_MAX_BYTES = 256;
/** Sub-codes Alipay answers when the agreement is unknown (query, unsign). */
const NOT_FOUND = new Set(['USER_AGREEMENT_NOT_EXIST', 'ACQ.USER_AGREEMENT_NOT_EXIST', 'AGREEMENT_NOT_EXIST']);
/** Answers of trade.pay that mean the payment is accepted, its result to come by notification. */
const ACCEPTED = new Set(['10003', 'ACQ.TRADE_HAS_SUCCESS']);

const text = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Alipay's personal agreements (alipay.user.agreement.page.sign / query / unsign, the dut_user_sign and
 * dut_user_unsign notifications) and payments under them (alipay.trade.pay with GENERAL_WITHHOLDING and the
 * agreement_no), through the shared RSA2 gateway. A payment's result is an ordinary trade notification, heard where
 * Alipay's other payment notifications are.
 */
export function createAlipayAgreements(
  config: AlipayAgreementConfig,
  options: { clock?: Clock; timeoutMs?: number } = {},
): WithholdingProvider {
  const clock = options.clock ?? systemClock;
  const { call, verifyNotification, pageUrl } = createAlipayGateway(config, {
    clock,
    timeoutMs: options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS,
  });
  const signatureError = (message: string) => new ProviderSignatureError('alipay', message);
  const agreementKey = (contractCode: string) => ({
    personal_product_code: config.personalProductCode,
    sign_scene: config.signScene,
    external_agreement_no: contractCode,
  });
  const isNotFound = (error: unknown) => error instanceof ProviderRequestError && NOT_FOUND.has(error.providerCode);
  const timeOf = (value: unknown) => (text(value) ? parseShanghaiDateTime(value as string) : undefined);

  function statusOf(answer: AlipayAnswer, contractCode: string): ContractStatus {
    if (answer.external_agreement_no !== undefined && answer.external_agreement_no !== contractCode) {
      throw signatureError(
        `asked about agreement ${contractCode}, answered about ${String(answer.external_agreement_no)}`,
      );
    }
    const contractId = text(answer.agreement_no);
    // TEMP: the payer has not finished signing.
    if (answer.status === 'TEMP') return { state: 'signing' };
    if (!contractId) throw signatureError('agreement answer has no agreement_no');
    if (answer.status === 'NORMAL') {
      return { state: 'active', contractId, signedAt: timeOf(answer.sign_time) ?? clock.now() };
    }
    if (answer.status === 'UNSIGN' || answer.status === 'STOP') {
      return { state: 'terminated', contractId, terminatedAt: timeOf(answer.invalid_time) ?? clock.now() };
    }
    throw signatureError(`unknown agreement status ${String(answer.status)}`);
  }

  return {
    name: 'alipay',

    async createContract(req) {
      assertMerchantNo('alipay', 'contractCode', req.contractCode);
      const signUrl = pageUrl(
        'alipay.user.agreement.page.sign',
        {
          ...agreementKey(req.contractCode),
          product_code: WITHHOLDING_PRODUCT,
          // ALIPAYAPP: the signing page opens inside the Alipay app (or hands over to it from a browser).
          access_params: { channel: 'ALIPAYAPP' },
        },
        { notify_url: req.notifyUrl, return_url: req.returnUrl },
      );
      return { signUrl };
    },

    async queryContract(contractCode) {
      assertMerchantNo('alipay', 'contractCode', contractCode);
      try {
        return statusOf(await call('alipay.user.agreement.query', agreementKey(contractCode)), contractCode);
      } catch (error) {
        if (isNotFound(error)) return { state: 'not-found' };
        throw error;
      }
    },

    async terminateContract(contractCode) {
      assertMerchantNo('alipay', 'contractCode', contractCode);
      try {
        await call('alipay.user.agreement.unsign', agreementKey(contractCode));
      } catch (error) {
        if (isNotFound(error)) return;
        throw error;
      }
    },

    async withhold(req) {
      assertMerchantNo('alipay', 'orderNo', req.orderNo);
      assertPositiveFen('alipay', 'amountFen', req.amountFen);
      try {
        const answer = await call(
          'alipay.trade.pay',
          {
            out_trade_no: req.orderNo,
            total_amount: fenToYuanText(req.amountFen),
            subject: truncateUtf8(req.description, SUBJECT_MAX_BYTES),
            product_code: WITHHOLDING_PRODUCT,
            agreement_params: { agreement_no: req.contractId },
          },
          { notify_url: req.notifyUrl },
        );
        if (answer.out_trade_no !== undefined && answer.out_trade_no !== req.orderNo) {
          throw signatureError(`paid ${req.orderNo}, Alipay answered about ${String(answer.out_trade_no)}`);
        }
      } catch (error) {
        if (error instanceof ProviderRequestError && ACCEPTED.has(error.providerCode)) return;
        throw error;
      }
    },

    async parseContractNotification(req) {
      const params = verifyNotification(req.rawBody);
      const signing = params.notify_type === 'dut_user_sign';
      if (!signing && params.notify_type !== 'dut_user_unsign') {
        throw signatureError(`unexpected notify_type ${params.notify_type}`);
      }
      if (params.personal_product_code && params.personal_product_code !== config.personalProductCode) {
        throw signatureError(`agreement notification is for product ${params.personal_product_code}`);
      }
      const { notify_id: eventId, external_agreement_no: contractCode, agreement_no: contractId } = params;
      const occurredAt =
        timeOf(signing ? params.sign_time : params.unsign_time) ?? timeOf(params.notify_time) ?? undefined;
      if (!eventId || !contractCode || !contractId || !occurredAt) {
        throw signatureError('agreement notification lacks its fields');
      }
      if (signing && params.status !== 'NORMAL') throw signatureError(`signed agreement in status ${params.status}`);
      return { eventId, contractCode, contractId, state: signing ? 'active' : 'terminated', occurredAt };
    },

    notificationAck(ok: boolean): NotificationAck {
      return { status: 200, headers: { 'content-type': 'text/plain; charset=utf-8' }, body: ok ? 'success' : 'fail' };
    },
  };
}
