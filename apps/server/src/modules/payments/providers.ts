import { PayChannel, SandboxCheckoutRoutes, API_BASE, fillPath, type WalletChannel } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config-payments';
import type { Db } from '../../db/client';
import {
  createAlipayProvider,
  createWechatPayProvider,
  type PaymentProvider,
  type ProviderName,
} from '../../integrations/payments';
import {
  createSandboxNotifier,
  createSandboxProvider,
  type DeliveryTransport,
  type SandboxNotifier,
  type SandboxProvider,
} from '../../integrations/payments/sandbox';

/** The providers this server pays through, and which one serves each wallet channel. */
export interface PaymentProviders {
  /** The provider of a wallet channel: the real one when configured, else the sandbox when enabled. */
  forChannel(channel: WalletChannel): PaymentProvider | undefined;
  byName(name: ProviderName): PaymentProvider | undefined;
  /** The providers this server can reach (orders of others wait until one is configured again). */
  names(): ProviderName[];
  sandbox: SandboxProvider | undefined;
  sandboxNotifier: SandboxNotifier | undefined;
  stop(): void;
}

export interface ProvidersOptions {
  config: PaymentsConfig;
  db: Db;
  clock: Clock;
  /** How the sandbox reaches our notify endpoint (tests inject it into the app instead of going over HTTP). */
  sandboxTransport?: DeliveryTransport;
  /** Replace or add providers (tests wire the WeChat Pay and Alipay adapters to their local fakes). */
  overrides?: Partial<Record<'wechatpay' | 'alipay', PaymentProvider>>;
  log?: { warn(obj: object, msg: string): void };
}

export function createPaymentProviders({
  config,
  db,
  clock,
  sandboxTransport,
  overrides = {},
  log,
}: ProvidersOptions): PaymentProviders {
  const wechatpay =
    overrides.wechatpay ?? (config.wechatpay ? createWechatPayProvider(config.wechatpay, { clock }) : undefined);
  const alipay = overrides.alipay ?? (config.alipay ? createAlipayProvider(config.alipay, { clock }) : undefined);
  let sandbox: SandboxProvider | undefined;
  let sandboxNotifier: SandboxNotifier | undefined;
  if (config.sandbox.enabled) {
    sandboxNotifier = createSandboxNotifier({
      delayMs: config.sandbox.notifyDelayMs,
      failureRate: config.sandbox.notifyFailureRate,
      duplicates: config.sandbox.notifyDuplicates,
      ...(sandboxTransport ? { transport: sandboxTransport } : {}),
      ...(log ? { log } : {}),
    });
    sandbox = createSandboxProvider({
      db,
      clock,
      secret: config.sandbox.secret,
      checkoutUrl: (orderNo, ticket) =>
        `${API_BASE}${fillPath(SandboxCheckoutRoutes.page, { orderNo })}?t=${encodeURIComponent(ticket)}`,
      notifier: sandboxNotifier,
    });
  }
  const byName: Partial<Record<ProviderName, PaymentProvider>> = { wechatpay, alipay, sandbox };
  return {
    forChannel: (channel) => (channel === PayChannel.WX ? wechatpay : alipay) ?? sandbox,
    byName: (name) => byName[name],
    names: () => (Object.keys(byName) as ProviderName[]).filter((name) => byName[name] !== undefined),
    sandbox,
    sandboxNotifier,
    stop: () => sandboxNotifier?.stop(),
  };
}
