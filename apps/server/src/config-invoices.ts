import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  NUONUO_DEFAULT_API_URL,
  NUONUO_DEFAULT_TOKEN_URL,
  type MailConfig,
  type NuonuoConfig,
} from './integrations/invoices';

const optionalText = z.string().trim().min(1).optional();

/** Invoice variables (README, "Invoices"). */
export const InvoicesEnv = {
  INVOICE_PROVIDER: z.enum(['sandbox', 'nuonuo']).default('sandbox'),
  NUONUO_APP_KEY: optionalText,
  NUONUO_APP_SECRET: optionalText,
  NUONUO_USER_TAX: optionalText,
  NUONUO_ACCESS_TOKEN: optionalText,
  NUONUO_API_URL: z.url().default(NUONUO_DEFAULT_API_URL),
  NUONUO_TOKEN_URL: z.url().default(NUONUO_DEFAULT_TOKEN_URL),
  INVOICE_PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /** How often invoices still 开票中 are asked about again (0: off; tests run the round themselves). */
  INVOICE_SWEEP_INTERVAL_MS: z.coerce.number().int().min(0).max(3_600_000).default(60_000),
  INVOICE_MAIL: z.enum(['outbox', 'smtp']).default('outbox'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: optionalText.default('畅行停车 <invoice@localhost>'),
  /** Signs the expiring PDF links (getInvoiceUrlByUnid); every node must share it. */
  INVOICE_LINK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
};

type InvoicesEnvValues = z.output<z.ZodObject<typeof InvoicesEnv>>;

export interface InvoicesConfig {
  provider: { name: 'sandbox' } | ({ name: 'nuonuo' } & NuonuoConfig);
  sweepIntervalMs: number;
  mail: MailConfig;
  linkSecret: string;
}

/** The invoice settings, or the problems found (each `  NAME: why`). */
export function invoicesConfig(e: InvoicesEnvValues): { config: InvoicesConfig; problems: string[] } {
  const problems: string[] = [];
  const require = (name: keyof InvoicesEnvValues, when: string) => {
    if (!e[name]) problems.push(`  ${name}: required when ${when}`);
    return String(e[name] ?? '');
  };
  const provider: InvoicesConfig['provider'] =
    e.INVOICE_PROVIDER === 'nuonuo'
      ? {
          name: 'nuonuo',
          appKey: require('NUONUO_APP_KEY', 'INVOICE_PROVIDER=nuonuo'),
          appSecret: require('NUONUO_APP_SECRET', 'INVOICE_PROVIDER=nuonuo'),
          userTax: require('NUONUO_USER_TAX', 'INVOICE_PROVIDER=nuonuo'),
          accessToken: e.NUONUO_ACCESS_TOKEN,
          apiUrl: e.NUONUO_API_URL,
          tokenUrl: e.NUONUO_TOKEN_URL,
          timeoutMs: e.INVOICE_PROVIDER_TIMEOUT_MS,
        }
      : { name: 'sandbox' };
  const mail: MailConfig =
    e.INVOICE_MAIL === 'smtp'
      ? { transport: 'smtp', from: e.MAIL_FROM, url: require('SMTP_URL', 'INVOICE_MAIL=smtp'), timeoutMs: 15_000 }
      : { transport: 'outbox', from: e.MAIL_FROM };
  return {
    config: {
      provider,
      sweepIntervalMs: e.INVOICE_SWEEP_INTERVAL_MS,
      mail,
      linkSecret: e.INVOICE_LINK_SECRET ?? randomBytes(32).toString('hex'),
    },
    problems,
  };
}
