import { ProviderSignatureError, type IncomingNotification, type VerifiedNotification } from '../provider';
import { parseRfc3339 } from '@parking/contracts/shanghai-time';
import {
  isFen,
  REFUND_STATES,
  TRADE_STATES,
  type Refund,
  type Transaction,
  type WechatPayClient,
} from './wechatpay-http';
import { decryptResource, signatureHeaders, type EncryptedResource } from './wechatpay-signing';

/** A payment or refund notification: verified, decrypted (APIv3 key) and checked against our merchant. */
export function wechatpayNotificationParser({
  config,
  clock,
  verifier,
  signatureError,
  checkMerchant,
}: WechatPayClient) {
  return async function parseNotification(req: IncomingNotification): Promise<VerifiedNotification> {
    const lower = new Map(Object.entries(req.headers).map(([k, v]) => [k.toLowerCase(), Array.isArray(v) ? v[0] : v]));
    verifier.verify(
      signatureHeaders((name) => lower.get(name)),
      req.rawBody,
      clock.now(),
    );
    let envelope: { id?: string; event_type?: string; resource_type?: string; resource?: EncryptedResource };
    try {
      envelope = JSON.parse(req.rawBody) as typeof envelope;
    } catch (error) {
      throw signatureError('notification body is not JSON', error);
    }
    const { id, event_type: eventType, resource } = envelope;
    if (typeof id !== 'string' || typeof eventType !== 'string' || !resource || typeof resource !== 'object') {
      throw signatureError('notification lacks id, event_type or resource');
    }
    if (envelope.resource_type !== 'encrypt-resource') {
      throw signatureError(`unexpected resource_type ${envelope.resource_type}`);
    }
    let data: Transaction & Refund;
    try {
      data = JSON.parse(decryptResource(resource, config.apiV3Key)) as Transaction & Refund;
    } catch (error) {
      if (error instanceof ProviderSignatureError) throw error;
      throw signatureError('decrypted resource is not JSON', error);
    }

    if (eventType.startsWith('TRANSACTION.')) {
      checkMerchant(data, 'notification', true);
      const total = data.amount?.total;
      if (!isFen(total) || total === 0) throw signatureError('notification amount.total is not a positive integer');
      if (data.amount?.currency && data.amount.currency !== 'CNY') {
        throw signatureError(`notification currency ${data.amount.currency} is not CNY`);
      }
      const status = TRADE_STATES[data.trade_state ?? ''];
      if (!data.out_trade_no || !data.transaction_id || !status || status === 'not-found' || status === 'failed') {
        throw signatureError(`unusable transaction notification (trade_state ${data.trade_state})`);
      }
      const paidAt = data.success_time ? parseRfc3339(data.success_time) : undefined;
      if (status === 'paid' && !paidAt) throw signatureError('paid notification without a valid success_time');
      return {
        kind: 'payment',
        provider: 'wechatpay',
        eventId: id,
        orderNo: data.out_trade_no,
        providerTradeNo: data.transaction_id,
        amountFen: total,
        status,
        ...(paidAt ? { paidAt } : {}),
        raw: data,
      };
    }

    if (eventType.startsWith('REFUND.')) {
      checkMerchant(data, 'refund notification', false);
      const { out_trade_no: orderNo, out_refund_no: refundNo, refund_id: refundId, transaction_id: tradeNo } = data;
      const refund = data.amount?.refund;
      const total = data.amount?.total;
      const status = REFUND_STATES[data.refund_status ?? ''];
      if (!orderNo || !refundNo || !refundId || !tradeNo || !status) {
        throw signatureError(`unusable refund notification (refund_status ${data.refund_status})`);
      }
      if (!isFen(refund) || !isFen(total) || refund === 0 || refund > total) {
        throw signatureError('refund notification amounts are not consistent integers of fen');
      }
      const succeededAt = data.success_time ? parseRfc3339(data.success_time) : undefined;
      return {
        kind: 'refund',
        provider: 'wechatpay',
        eventId: id,
        orderNo,
        refundNo,
        providerRefundNo: refundId,
        providerTradeNo: tradeNo,
        amountFen: refund,
        totalFen: total,
        status,
        ...(succeededAt ? { succeededAt } : {}),
        raw: data,
      };
    }
    throw signatureError(`unsupported event_type ${eventType}`);
  };
}
