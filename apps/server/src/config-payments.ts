import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { z } from 'zod';
import {
  ALIPAY_DEFAULT_GATEWAY,
  WECHATPAY_DEFAULT_BASE_URL,
  type AlipayAgreementConfig,
  type AlipayConfig,
  type WechatPapayConfig,
  type WechatPayConfig,
} from './integrations/payments';

const optionalText = z.string().trim().min(1).optional();
const flag = (fallback: boolean) =>
  z
    .enum(['1', '0', 'true', 'false', 'yes', 'no'], { error: 'must be one of 1, 0, true, false, yes, no' })
    .optional()
    .transform((v) => (v === undefined ? fallback : v === '1' || v === 'true' || v === 'yes'));

/** Payment variables (README, "Payments"). Keys and certificates may also be given as files: `<NAME>_FILE`. */
export const PaymentsEnv = {
  /** Our public origin: providers post notifications to `${PUBLIC_BASE_URL}/api/pay/notify/<provider>`. */
  PUBLIC_BASE_URL: z.url().optional(),
  PAY_ORDER_TTL_SECONDS: z.coerce.number().int().min(60).max(7200).default(900),
  /** How often pending orders and refunds are chased with the providers; 0 turns the job off (tests drive it). */
  PAY_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(30_000),
  /** Offer the simulated wallet for channels without a real provider. Turn off in production. */
  PAY_SANDBOX: flag(true),
  SANDBOX_SECRET: z.string().min(16, 'must be at least 16 characters').optional(),
  SANDBOX_NOTIFY_DELAY_MS: z.coerce.number().int().min(0).max(600_000).default(1_500),
  /** Chance (0–1) that one delivery attempt of a sandbox notification is lost (it is retried, like a real provider). */
  SANDBOX_NOTIFY_FAILURE_RATE: z.coerce.number().min(0).max(1).default(0),
  /** Extra deliveries of every sandbox notification (duplicates, as providers send them). */
  SANDBOX_NOTIFY_DUPLICATES: z.coerce.number().int().min(0).max(5).default(0),
  WECHATPAY_MCH_ID: optionalText,
  WECHATPAY_APP_ID: optionalText,
  WECHATPAY_API_V3_KEY: optionalText,
  WECHATPAY_PRIVATE_KEY: optionalText,
  WECHATPAY_CERT_SERIAL: optionalText,
  /** One or more platform certificates (PEM, concatenated). */
  WECHATPAY_PLATFORM_CERTS: optionalText,
  WECHATPAY_PUBLIC_KEY: optionalText,
  WECHATPAY_PUBLIC_KEY_ID: optionalText,
  WECHATPAY_BASE_URL: z.url().default(WECHATPAY_DEFAULT_BASE_URL),
  /** Auto-pay contracts (委托代扣, papay): the template id WeChat Pay approved, and the APIv2 key they sign with. */
  WECHATPAY_PAPAY_PLAN_ID: z
    .string()
    .trim()
    .regex(/^\d{1,12}$/, 'must be the numeric plan_id')
    .optional(),
  WECHATPAY_API_V2_KEY: optionalText,
  ALIPAY_APP_ID: optionalText,
  ALIPAY_PRIVATE_KEY: optionalText,
  ALIPAY_PUBLIC_KEY: optionalText,
  ALIPAY_SELLER_ID: optionalText,
  ALIPAY_GATEWAY: z.url().default(ALIPAY_DEFAULT_GATEWAY),
  /** Auto-pay agreements (商户代扣): the sign_scene agreed with Alipay, e.g. INDUSTRY|PARKING. */
  ALIPAY_AGREEMENT_SIGN_SCENE: optionalText,
  ALIPAY_AGREEMENT_PRODUCT_CODE: z.string().trim().min(1).default('GENERAL_WITHHOLDING_P'),
};

type PaymentsEnvValues = z.output<z.ZodObject<typeof PaymentsEnv>>;

export interface SandboxConfig {
  enabled: boolean;
  /** Signs sandbox notifications and checkout links; every server node must share it. */
  secret: string;
  notifyDelayMs: number;
  notifyFailureRate: number;
  notifyDuplicates: number;
}

export interface PaymentsConfig {
  publicBaseUrl: string | undefined;
  orderTtlSeconds: number;
  sweepIntervalMs: number;
  sandbox: SandboxConfig;
  wechatpay: WechatPayConfig | undefined;
  alipay: AlipayConfig | undefined;
  /** Auto-pay agreements with the real providers (each needs its provider configured too). */
  agreements: { wechatpay: WechatPapayConfig | undefined; alipay: AlipayAgreementConfig | undefined };
}

/** Variable names whose value may instead be read from the file named by `<NAME>_FILE`. */
const FILE_BACKED = [
  'WECHATPAY_PRIVATE_KEY',
  'WECHATPAY_PLATFORM_CERTS',
  'WECHATPAY_PUBLIC_KEY',
  'WECHATPAY_API_V3_KEY',
  'WECHATPAY_API_V2_KEY',
  'ALIPAY_PRIVATE_KEY',
  'ALIPAY_PUBLIC_KEY',
] as const;

/**
 * Fills `<NAME>` from the file `<NAME>_FILE` names and turns literal `\n` in PEM values into newlines (one-line env
 * files). Unreadable files are reported, not thrown.
 */
export function resolveFileBackedEnv(env: Record<string, string | undefined>): {
  env: Record<string, string | undefined>;
  problems: string[];
} {
  const out = { ...env };
  const problems: string[] = [];
  for (const name of FILE_BACKED) {
    const file = env[`${name}_FILE`];
    if (!out[name] && file) {
      try {
        out[name] = readFileSync(file, 'utf8').trim();
      } catch {
        problems.push(`  ${name}_FILE: cannot read ${file}`);
      }
    }
    if (out[name]?.includes('\\n')) out[name] = out[name]!.replaceAll('\\n', '\n');
  }
  return { env: out, problems };
}

function splitPems(text: string): string[] {
  return text.match(/-----BEGIN CERTIFICATE-----[\s\S]+?-----END CERTIFICATE-----/g) ?? [];
}

/** The payments part of the configuration; a provider is configured only when all its required variables are. */
export function paymentsConfig(e: PaymentsEnvValues): { config: PaymentsConfig; problems: string[] } {
  const problems: string[] = [];
  const required = (prefix: string, values: Record<string, string | undefined>): boolean => {
    const given = Object.entries(values).filter(([, v]) => v);
    if (given.length === 0) return false;
    for (const [name, value] of Object.entries(values)) {
      if (!value) problems.push(`  ${name}: required when any ${prefix}_* variable is set`);
    }
    return given.length === Object.keys(values).length;
  };

  let wechatpay: WechatPayConfig | undefined;
  const wechatRequired = {
    WECHATPAY_MCH_ID: e.WECHATPAY_MCH_ID,
    WECHATPAY_APP_ID: e.WECHATPAY_APP_ID,
    WECHATPAY_API_V3_KEY: e.WECHATPAY_API_V3_KEY,
    WECHATPAY_PRIVATE_KEY: e.WECHATPAY_PRIVATE_KEY,
    WECHATPAY_CERT_SERIAL: e.WECHATPAY_CERT_SERIAL,
  };
  if (required('WECHATPAY', wechatRequired)) {
    const certs = e.WECHATPAY_PLATFORM_CERTS ? splitPems(e.WECHATPAY_PLATFORM_CERTS) : [];
    const publicKey =
      e.WECHATPAY_PUBLIC_KEY && e.WECHATPAY_PUBLIC_KEY_ID
        ? { id: e.WECHATPAY_PUBLIC_KEY_ID, pem: e.WECHATPAY_PUBLIC_KEY }
        : undefined;
    if (certs.length === 0 && !publicKey) {
      problems.push('  WECHATPAY_PLATFORM_CERTS or WECHATPAY_PUBLIC_KEY + WECHATPAY_PUBLIC_KEY_ID: one is required');
    }
    if (!e.PUBLIC_BASE_URL) problems.push('  PUBLIC_BASE_URL: required for WeChat Pay notifications');
    wechatpay = {
      mchId: e.WECHATPAY_MCH_ID!,
      appId: e.WECHATPAY_APP_ID!,
      apiV3Key: e.WECHATPAY_API_V3_KEY!,
      merchantPrivateKey: e.WECHATPAY_PRIVATE_KEY!,
      merchantCertSerial: e.WECHATPAY_CERT_SERIAL!,
      ...(certs.length > 0 ? { platformCertificates: certs } : {}),
      ...(publicKey ? { wechatpayPublicKey: publicKey } : {}),
      baseUrl: e.WECHATPAY_BASE_URL,
    };
  }

  let alipay: AlipayConfig | undefined;
  const alipayRequired = {
    ALIPAY_APP_ID: e.ALIPAY_APP_ID,
    ALIPAY_PRIVATE_KEY: e.ALIPAY_PRIVATE_KEY,
    ALIPAY_PUBLIC_KEY: e.ALIPAY_PUBLIC_KEY,
  };
  if (required('ALIPAY', alipayRequired)) {
    if (!e.PUBLIC_BASE_URL) problems.push('  PUBLIC_BASE_URL: required for Alipay notifications');
    alipay = {
      appId: e.ALIPAY_APP_ID!,
      privateKey: e.ALIPAY_PRIVATE_KEY!,
      alipayPublicKey: e.ALIPAY_PUBLIC_KEY!,
      ...(e.ALIPAY_SELLER_ID ? { sellerId: e.ALIPAY_SELLER_ID } : {}),
      gateway: e.ALIPAY_GATEWAY,
    };
  }

  let papay: WechatPapayConfig | undefined;
  if (
    required('WECHATPAY_PAPAY', {
      WECHATPAY_PAPAY_PLAN_ID: e.WECHATPAY_PAPAY_PLAN_ID,
      WECHATPAY_API_V2_KEY: e.WECHATPAY_API_V2_KEY,
    })
  ) {
    if (!wechatpay) problems.push('  WECHATPAY_PAPAY_PLAN_ID: needs WeChat Pay configured (WECHATPAY_*)');
    else if (Buffer.byteLength(e.WECHATPAY_API_V2_KEY!, 'utf8') !== 32) {
      problems.push('  WECHATPAY_API_V2_KEY: must be the 32-character APIv2 key');
    } else {
      papay = {
        mchId: wechatpay.mchId,
        appId: wechatpay.appId,
        apiV2Key: e.WECHATPAY_API_V2_KEY!,
        planId: e.WECHATPAY_PAPAY_PLAN_ID!,
        baseUrl: wechatpay.baseUrl,
      };
    }
  }

  let alipayAgreements: AlipayAgreementConfig | undefined;
  if (e.ALIPAY_AGREEMENT_SIGN_SCENE) {
    if (!alipay) problems.push('  ALIPAY_AGREEMENT_SIGN_SCENE: needs Alipay configured (ALIPAY_*)');
    else {
      alipayAgreements = {
        ...alipay,
        signScene: e.ALIPAY_AGREEMENT_SIGN_SCENE,
        personalProductCode: e.ALIPAY_AGREEMENT_PRODUCT_CODE,
      };
    }
  }

  return {
    problems,
    config: {
      publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      orderTtlSeconds: e.PAY_ORDER_TTL_SECONDS,
      sweepIntervalMs: e.PAY_SWEEP_INTERVAL_MS,
      sandbox: {
        enabled: e.PAY_SANDBOX,
        // Random per process when unset: fine for one node; several nodes must share SANDBOX_SECRET.
        secret: e.SANDBOX_SECRET ?? randomBytes(24).toString('hex'),
        notifyDelayMs: e.SANDBOX_NOTIFY_DELAY_MS,
        notifyFailureRate: e.SANDBOX_NOTIFY_FAILURE_RATE,
        notifyDuplicates: e.SANDBOX_NOTIFY_DUPLICATES,
      },
      wechatpay,
      alipay,
      agreements: { wechatpay: papay, alipay: alipayAgreements },
    },
  };
}
