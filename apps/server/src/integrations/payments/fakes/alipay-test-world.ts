// TEST MATERIAL ONLY: wires an Alipay adapter to a fake gateway with freshly generated keys.
import { createPrivateKey, createPublicKey } from 'node:crypto';
import type { Clock } from '../../../clock';
import type { AlipayAgreementConfig } from '../alipay/alipay-agreements';
import { createAlipayProvider, type AlipayConfig } from '../alipay/alipay-provider';
import type { PaymentProvider } from '../provider';
import { startFakeAlipay, type FakeAlipay } from './alipay-fake';
import { rsaKeyPair, type TestKeyPair } from './test-keys';

export interface AlipayTestWorld {
  config: AlipayConfig;
  fake: FakeAlipay;
  provider: PaymentProvider;
  app: TestKeyPair;
  alipay: TestKeyPair;
  /** The same application with the withholding product (商户代扣) opened. */
  agreements: AlipayAgreementConfig;
  close(): Promise<void>;
}

export const TEST_ALIPAY_APP_ID = '2021000117600000';
export const TEST_SELLER_ID = '2088102146225135';

/** Keys as the Alipay console and key tool hand them out: bare base64, PKCS#1 private key, SPKI public key. */
const bareBase64 = {
  privateKey: (pem: string) => createPrivateKey(pem).export({ type: 'pkcs1', format: 'der' }).toString('base64'),
  publicKey: (pem: string) => createPublicKey(pem).export({ type: 'spki', format: 'der' }).toString('base64'),
};

export async function startAlipayTestWorld(clock: Clock): Promise<AlipayTestWorld> {
  const app = rsaKeyPair();
  const alipay = rsaKeyPair();
  const fake = await startFakeAlipay({
    appId: TEST_ALIPAY_APP_ID,
    sellerId: TEST_SELLER_ID,
    appPublicKey: app.publicKeyPem,
    alipayPrivateKey: alipay.privateKeyPem,
    clock,
  });
  const config: AlipayConfig = {
    appId: TEST_ALIPAY_APP_ID,
    privateKey: bareBase64.privateKey(app.privateKeyPem),
    alipayPublicKey: bareBase64.publicKey(alipay.publicKeyPem),
    sellerId: TEST_SELLER_ID,
    gateway: fake.gateway,
  };
  return {
    config,
    fake,
    provider: createAlipayProvider(config, { clock, timeoutMs: 5_000 }),
    app,
    alipay,
    agreements: { ...config, personalProductCode: 'GENERAL_WITHHOLDING_P', signScene: 'INDUSTRY|PARKING' },
    close: () => fake.close(),
  };
}
