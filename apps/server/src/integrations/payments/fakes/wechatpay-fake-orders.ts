// TEST MATERIAL ONLY: the fake WeChat Pay's order book, shared by its APIv3 part and its papay (APIv2) part.

export type FakeTradeState = 'NOTPAY' | 'SUCCESS' | 'CLOSED' | 'REFUND';
export type FakeRefundStatus = 'PROCESSING' | 'SUCCESS' | 'CLOSED' | 'ABNORMAL';

export interface FakeWechatOrder {
  orderNo: string;
  appid: string;
  mchid: string;
  description: string;
  amountFen: number;
  tradeType: 'JSAPI' | 'MWEB' | 'PAP';
  /** PAP: the contract it is taken under. */
  contractId?: string;
  openid?: string;
  payerClientIp?: string;
  notifyUrl: string;
  timeExpire: string;
  prepayId: string;
  h5Url?: string;
  state: FakeTradeState;
  transactionId?: string;
  successTime?: Date;
}

export interface FakeNotification {
  headers: Record<string, string>;
  rawBody: string;
}
