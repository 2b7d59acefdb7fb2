import type { Clock } from '../../../clock';
import { providerYuanToFen } from '../money';
import { localValidationError, ProviderSignatureError, type PaymentState } from '../provider';
import { createAlipayGateway, type AlipayAnswer } from './alipay-gateway';

/** An Alipay open-platform application in public key mode (RSA2). */
export interface AlipayConfig {
  appId: string;
  /** The application private key (PEM or the bare base64 Alipay's key tool prints). */
  privateKey: string;
  /** The Alipay public key shown in the open platform console (PEM or bare base64). */
  alipayPublicKey: string;
  /** Our merchant PID (2088…); when set, notifications for another seller are refused. */
  sellerId?: string;
  gateway: string;
}

export const TRADE_STATES: Record<string, PaymentState> = {
  WAIT_BUYER_PAY: 'pending',
  TRADE_SUCCESS: 'paid',
  TRADE_FINISHED: 'paid',
  TRADE_CLOSED: 'closed',
};

export const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** What the Alipay provider's parts share: the gateway, the clock, and the checks on its answers. */
export type AlipayContext = ReturnType<typeof createAlipayContext>;

export function createAlipayContext(config: AlipayConfig, clock: Clock, timeoutMs: number) {
  const signatureError = (message: string, cause?: unknown): ProviderSignatureError =>
    new ProviderSignatureError('alipay', message, cause === undefined ? undefined : { cause });
  const localError = (message: string) => localValidationError('alipay', message);

  const { call, verifyNotification, pageUrl } = createAlipayGateway(config, { clock, timeoutMs });

  function yuan(value: unknown, what: string): number {
    try {
      return providerYuanToFen(String(value ?? ''));
    } catch (error) {
      throw signatureError(`${what} "${String(value)}" is not an exact yuan amount`, error);
    }
  }

  function checkOrderNo(answer: AlipayAnswer, orderNo: string): void {
    if (answer.out_trade_no !== undefined && answer.out_trade_no !== orderNo) {
      throw signatureError(`asked about ${orderNo}, Alipay answered about ${String(answer.out_trade_no)}`);
    }
  }

  return {
    config,
    clock,
    timeoutMs,
    call,
    verifyNotification,
    pageUrl,
    signatureError,
    localError,
    yuan,
    checkOrderNo,
  };
}
