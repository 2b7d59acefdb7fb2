// Payment providers behind one interface. Test fakes live in ./fakes and are not exported here on purpose.
export * from './provider';
export { fenToYuanText, providerYuanToFen } from './money';
export {
  createWechatPayProvider,
  WECHATPAY_DEFAULT_BASE_URL,
  type WechatPayConfig,
  type WechatPayOptions,
} from './wechatpay/wechatpay-provider';
export {
  createAlipayProvider,
  ALIPAY_DEFAULT_GATEWAY,
  type AlipayConfig,
  type AlipayOptions,
} from './alipay/alipay-provider';
export type {
  ContractNotification,
  ContractStatus,
  NewContract,
  WithholdingPaymentNotifications,
  WithholdingProvider,
  WithholdRequest,
} from './withholding';
export { createWechatPapay, type WechatPapayConfig } from './wechatpay/wechatpay-papay';
export { createAlipayAgreements, type AlipayAgreementConfig } from './alipay/alipay-agreements';
