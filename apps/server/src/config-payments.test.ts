import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';
import { rsaKeyPair, selfSignedCertificate, apiV3Key } from './integrations/payments/fakes';

const wechat = () => {
  const merchant = rsaKeyPair();
  const platform = selfSignedCertificate('Tenpay.com Root CA (TEST ONLY)');
  return {
    PUBLIC_BASE_URL: 'https://pay.example.com/',
    WECHATPAY_MCH_ID: '1900000109',
    WECHATPAY_APP_ID: 'wx8888888888888888',
    WECHATPAY_API_V3_KEY: apiV3Key(),
    WECHATPAY_PRIVATE_KEY: merchant.privateKeyPem,
    WECHATPAY_CERT_SERIAL: '3775B6A45ACD588826D15E583A95F5DD3A6F0000',
    WECHATPAY_PLATFORM_CERTS: platform.certificatePem,
  };
};

describe('payments configuration', () => {
  it('defaults to the sandbox only, with its delivery knobs', () => {
    const { payments } = loadConfig({
      SANDBOX_SECRET: 's'.repeat(20),
      SANDBOX_NOTIFY_DELAY_MS: '2500',
      SANDBOX_NOTIFY_FAILURE_RATE: '0.3',
      SANDBOX_NOTIFY_DUPLICATES: '2',
    });
    expect(payments).toMatchObject({
      wechatpay: undefined,
      alipay: undefined,
      sandbox: {
        enabled: true,
        secret: 's'.repeat(20),
        notifyDelayMs: 2500,
        notifyFailureRate: 0.3,
        notifyDuplicates: 2,
      },
    });
    expect(loadConfig({ PAY_SANDBOX: '0' }).payments.sandbox.enabled).toBe(false);
  });

  it('configures WeChat Pay from its variables, its key also from a file with literal \\n', () => {
    const env = wechat();
    const dir = mkdtempSync(path.join(tmpdir(), 'wechat-key-'));
    const keyFile = path.join(dir, 'apiclient_key.pem');
    writeFileSync(keyFile, env.WECHATPAY_PRIVATE_KEY.replaceAll('\n', '\\n'));
    const { WECHATPAY_PRIVATE_KEY: _inline, ...rest } = env;
    const { payments } = loadConfig({ ...rest, WECHATPAY_PRIVATE_KEY_FILE: keyFile });
    expect(payments.publicBaseUrl).toBe('https://pay.example.com');
    expect(payments.wechatpay).toMatchObject({
      mchId: '1900000109',
      appId: 'wx8888888888888888',
      merchantPrivateKey: env.WECHATPAY_PRIVATE_KEY.trim(),
      platformCertificates: [env.WECHATPAY_PLATFORM_CERTS.trim()],
      baseUrl: 'https://api.mch.weixin.qq.com',
    });
  });

  it('configures Alipay from its variables', () => {
    const { payments } = loadConfig({
      PUBLIC_BASE_URL: 'https://pay.example.com',
      ALIPAY_APP_ID: '2021000117600000',
      ALIPAY_PRIVATE_KEY: 'MIIEvQ...',
      ALIPAY_PUBLIC_KEY: 'MIIBIj...',
      ALIPAY_SELLER_ID: '2088102146225135',
    });
    expect(payments.alipay).toEqual({
      appId: '2021000117600000',
      privateKey: 'MIIEvQ...',
      alipayPublicKey: 'MIIBIj...',
      sellerId: '2088102146225135',
      gateway: 'https://openapi.alipay.com/gateway.do',
    });
  });

  it('configures the auto-pay agreements from their variables, beside their providers', () => {
    const { payments } = loadConfig({
      ...wechat(),
      WECHATPAY_PAPAY_PLAN_ID: '12535',
      WECHATPAY_API_V2_KEY: 'k'.repeat(32),
      ALIPAY_APP_ID: '2021000117600000',
      ALIPAY_PRIVATE_KEY: 'MIIEvQ...',
      ALIPAY_PUBLIC_KEY: 'MIIBIj...',
      ALIPAY_AGREEMENT_SIGN_SCENE: 'INDUSTRY|PARKING',
    });
    expect(payments.agreements.wechatpay).toEqual({
      mchId: '1900000109',
      appId: 'wx8888888888888888',
      apiV2Key: 'k'.repeat(32),
      planId: '12535',
      baseUrl: 'https://api.mch.weixin.qq.com',
    });
    expect(payments.agreements.alipay).toMatchObject({
      appId: '2021000117600000',
      signScene: 'INDUSTRY|PARKING',
      personalProductCode: 'GENERAL_WITHHOLDING_P',
    });
    expect(loadConfig(wechat()).payments.agreements).toEqual({ wechatpay: undefined, alipay: undefined });
  });

  it.each([
    [{ WECHATPAY_MCH_ID: '1900000109' }, /WECHATPAY_APP_ID: required when any WECHATPAY_\* variable is set/],
    [{ ...wechat(), WECHATPAY_PLATFORM_CERTS: undefined }, /WECHATPAY_PLATFORM_CERTS or WECHATPAY_PUBLIC_KEY/],
    [{ ...wechat(), PUBLIC_BASE_URL: undefined }, /PUBLIC_BASE_URL: required for WeChat Pay/],
    [{ ALIPAY_APP_ID: '2021' }, /ALIPAY_PRIVATE_KEY: required/],
    [{ ALIPAY_PRIVATE_KEY_FILE: '/no/such/file.pem' }, /ALIPAY_PRIVATE_KEY_FILE: cannot read/],
    [{ SANDBOX_SECRET: 'short' }, /SANDBOX_SECRET/],
    [{ SANDBOX_NOTIFY_FAILURE_RATE: '1.5' }, /SANDBOX_NOTIFY_FAILURE_RATE/],
    [{ PAY_ORDER_TTL_SECONDS: '5' }, /PAY_ORDER_TTL_SECONDS/],
    [{ WECHATPAY_PAPAY_PLAN_ID: '12535' }, /WECHATPAY_API_V2_KEY: required/],
    [{ WECHATPAY_PAPAY_PLAN_ID: '12535', WECHATPAY_API_V2_KEY: 'k'.repeat(32) }, /needs WeChat Pay configured/],
    [{ ...wechat(), WECHATPAY_PAPAY_PLAN_ID: '12535', WECHATPAY_API_V2_KEY: 'short' }, /32-character APIv2 key/],
    [{ ...wechat(), WECHATPAY_PAPAY_PLAN_ID: 'plan-a', WECHATPAY_API_V2_KEY: 'k'.repeat(32) }, /numeric plan_id/],
    [{ ALIPAY_AGREEMENT_SIGN_SCENE: 'INDUSTRY|PARKING' }, /needs Alipay configured/],
  ])('refuses an incomplete or bad setup: %j', (env, message) => {
    const clean = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined)) as Record<string, string>;
    expect(() => loadConfig(clean)).toThrow(ConfigError);
    expect(() => loadConfig(clean)).toThrow(message);
  });
});
