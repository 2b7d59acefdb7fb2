// TEST MATERIAL ONLY: local fakes of WeChat Pay and Alipay, and worlds wiring them to the real adapters.
export * from './wechatpay-fake';
export { startWechatpayTestWorld, wechatpayTestClock, type WechatpayTestWorld } from './wechatpay-test-world';
export { startFakeAlipay, type FakeAlipay, type FakeAlipayTrade, type FakeAlipayRefund } from './alipay-fake';
export { startAlipayTestWorld, type AlipayTestWorld } from './alipay-test-world';
export { rsaKeyPair, selfSignedCertificate, apiV3Key } from './test-keys';
export type { FakePapay, FakePapayContract } from './wechatpay-papay-fake';
export type { FakeAlipayAgreement, FakeAlipayAgreements } from './alipay-agreements-fake';
export { TEST_PAPAY_PLAN_ID } from './wechatpay-test-world';
