/**
 * Withholding (免密支付 / 代扣): a payer signs an agreement once on the provider's page; afterwards the merchant takes
 * payments under it without the payer. One interface, spoken by WeChat Pay's contracts (papay), Alipay's agreements
 * (alipay.user.agreement.*) and the sandbox (docs/decisions/081).
 */
import type { IncomingNotification, NotificationAck, PaymentNotification, ProviderName } from './provider';

export interface WithholdingProvider {
  readonly name: ProviderName;
  /** Hands out the signing page for our contract code; asking again for the same code gives a page for it again. */
  createContract(req: NewContract): Promise<{ signUrl: string }>;
  queryContract(contractCode: string): Promise<ContractStatus>;
  /** Ends an agreement at the merchant's request; ending one that is ended or was never signed is fine. */
  terminateContract(contractCode: string): Promise<void>;
  /**
   * Takes a payment under an active agreement. Refused (ProviderRequestError) when the agreement is not active or the
   * amount passes its limit; an accepted payment's result comes as a payment notification to `notifyUrl`.
   */
  withhold(req: WithholdRequest): Promise<void>;
  parseContractNotification(req: IncomingNotification): Promise<ContractNotification>;
  notificationAck(ok: boolean): NotificationAck;
  /**
   * Set when payments under an agreement are notified in a format of their own (WeChat Pay's papay results are
   * APIv2 XML, unlike its APIv3 payment notifications): the payments module hears them at /pay/notify/<channel>.
   */
  readonly paymentNotifications?: WithholdingPaymentNotifications;
}

export interface WithholdingPaymentNotifications {
  /** The notify path's last segment, e.g. wechatpay-papay. */
  readonly channel: string;
  parseNotification(req: IncomingNotification): Promise<PaymentNotification>;
  notificationAck(ok: boolean): NotificationAck;
}

export interface NewContract {
  /** Ours (out_contract_code / external_agreement_no): 6–32 of [0-9A-Za-z_-]. */
  contractCode: string;
  payChannel: 2 | 3;
  /** What the signing page shows the payer (e.g. 停车费免密支付（微信）). */
  displayName: string;
  notifyUrl: string;
  returnUrl: string;
  signBefore: Date;
}

export type ContractStatus =
  | { state: 'signing' | 'not-found' }
  | { state: 'active'; contractId: string; signedAt: Date }
  | { state: 'terminated'; contractId: string; terminatedAt: Date };

export interface WithholdRequest {
  contractCode: string;
  /** The provider's id of the agreement (papay contract_id, Alipay agreement_no), known once it is active. */
  contractId: string;
  orderNo: string;
  amountFen: number;
  description: string;
  notifyUrl: string;
}

export interface ContractNotification {
  eventId: string;
  contractCode: string;
  contractId: string;
  state: 'active' | 'terminated';
  occurredAt: Date;
}
