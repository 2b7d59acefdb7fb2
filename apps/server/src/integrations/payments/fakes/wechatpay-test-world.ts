// TEST MATERIAL ONLY: wires a WeChat Pay adapter to a fake server with freshly generated keys.
import { testClock, type TestClock } from '../../../../test/test-clock';
import type { Clock } from '../../../clock';
import type { PaymentProvider } from '../provider';
import type { WechatPapayConfig } from '../wechatpay/wechatpay-papay';
import { createWechatPayProvider, type WechatPayConfig } from '../wechatpay/wechatpay-provider';
import { apiV3Key, rsaKeyPair, selfSignedCertificate, type TestKeyPair } from './test-keys';
import { startFakeWechatPay, type FakeWechatPay } from './wechatpay-fake';

export type WechatpayVerificationMode = 'certificate' | 'public-key';

export interface WechatpayTestWorld {
  config: WechatPayConfig;
  fake: FakeWechatPay;
  provider: PaymentProvider;
  merchant: TestKeyPair;
  /** The key WeChat Pay (the fake) signs with, and the serial it names. */
  wechatpay: { privateKeyPem: string; serial: string };
  /** The contract template (papay) the fake serves, for the withholding adapter. */
  papay: WechatPapayConfig;
  close(): Promise<void>;
}

export const TEST_PAPAY_PLAN_ID = '12535';

export const TEST_MCH_ID = '1900000109';
export const TEST_APP_ID = 'wx8888888888888888';
export const TEST_MERCHANT_SERIAL = '3775B6A45ACD588826D15E583A95F5DD3A6F0000';

/**
 * A stopped clock a minute ahead of real time, shared by adapter and fake. Test certificates start a minute before
 * their creation (test-keys.ts), which must not lie after the clock's now.
 */
export function wechatpayTestClock(): TestClock {
  return testClock(new Date(Math.floor(Date.now() / 1000) * 1000 + 60_000));
}

/** A fake WeChat Pay and an adapter configured for it, in certificate or public key mode. */
export async function startWechatpayTestWorld(
  clock: Clock,
  mode: WechatpayVerificationMode,
): Promise<WechatpayTestWorld> {
  const merchant = rsaKeyPair();
  const key = apiV3Key();
  let wechatpay: { privateKeyPem: string; serial: string };
  let verification: Pick<WechatPayConfig, 'platformCertificates' | 'wechatpayPublicKey'>;
  if (mode === 'certificate') {
    const cert = selfSignedCertificate('Tenpay.com Root CA (TEST ONLY)');
    wechatpay = { privateKeyPem: cert.privateKeyPem, serial: cert.serial };
    verification = { platformCertificates: [cert.certificatePem] };
  } else {
    const pair = rsaKeyPair();
    const id = 'PUB_KEY_ID_0119000001092025010100000000000001';
    wechatpay = { privateKeyPem: pair.privateKeyPem, serial: id };
    verification = { wechatpayPublicKey: { id, pem: pair.publicKeyPem } };
  }
  const apiV2Key = apiV3Key();
  const fake = await startFakeWechatPay({
    papay: { apiV2Key, planId: TEST_PAPAY_PLAN_ID },
    mchId: TEST_MCH_ID,
    appId: TEST_APP_ID,
    apiV3Key: key,
    merchantPublicKey: merchant.publicKeyPem,
    merchantCertSerial: TEST_MERCHANT_SERIAL,
    signer: { serial: wechatpay.serial, privateKey: wechatpay.privateKeyPem },
    clock,
  });
  const config: WechatPayConfig = {
    mchId: TEST_MCH_ID,
    appId: TEST_APP_ID,
    apiV3Key: key,
    merchantPrivateKey: merchant.privateKeyPem,
    merchantCertSerial: TEST_MERCHANT_SERIAL,
    ...verification,
    baseUrl: fake.baseUrl,
  };
  return {
    config,
    fake,
    provider: createWechatPayProvider(config, { clock, timeoutMs: 5_000 }),
    merchant,
    wechatpay,
    papay: { mchId: TEST_MCH_ID, appId: TEST_APP_ID, apiV2Key, planId: TEST_PAPAY_PLAN_ID, baseUrl: fake.baseUrl },
    close: () => fake.close(),
  };
}
