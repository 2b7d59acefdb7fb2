import {
  AgreementNotifyRoutes,
  API_BASE,
  SandboxContractRoutes,
  fillPath,
  WITHHOLDING_RESULT_PATH,
  formatFen,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { PaymentsConfig } from '../../config-payments';
import type { Db } from '../../db/client';
import { createAlipayAgreements, createWechatPapay, type WithholdingProvider } from '../../integrations/payments';
import { createSandboxWithholding } from '../../integrations/payments/sandbox';
import type { ModuleDeletion } from '../../kernel/module';
import { withParams, type Payments } from '../payments';
import type { PlatesService } from '../vehicles';
import { createAutoPay } from './auto-pay.service';
import { createBackground } from './background';
import { createBalances } from './balances.service';
import { createDetails } from './details.service';
import { createRecharges } from './recharge.service';
import { createWalletRepository } from './wallet.repository';
import { createWithdrawals } from './withdrawals.service';
import { createAgreementService, type AgreementProviders } from './withholding-agreements.service';
import type { DealerFacts } from './dealer-facts';

export interface WalletDeps {
  db: Db;
  clock: Clock;
  config: PaymentsConfig;
  /** The port this server listens on: without PUBLIC_BASE_URL the sandbox posts notifications to 127.0.0.1. */
  port: number;
  payments: Payments;
  plates: PlatesService;
  dealer: DealerFacts;
  log: {
    info(obj: object, msg: string): void;
    warn(obj: object, msg: string): void;
    error(obj: object, msg: string): void;
  };
}

/** The wallet, wired: balances, details, recharge, withdrawal, withholding agreements and auto-pay on exit. */
export function createWallet({ db, clock, config, port, payments, plates, dealer, log }: WalletDeps) {
  const background = createBackground(log);
  const sandboxPayments = payments.providers.sandbox;
  const sandbox =
    sandboxPayments && payments.providers.sandboxNotifier
      ? createSandboxWithholding({
          db,
          clock,
          secret: config.sandbox.secret,
          signUrl: (contractCode, ticket) =>
            `${API_BASE}${fillPath(SandboxContractRoutes.page, { contractCode })}?t=${encodeURIComponent(ticket)}`,
          notifier: payments.providers.sandboxNotifier,
          payments: sandboxPayments,
        })
      : undefined;
  // A channel's agreements are the real provider's when configured, else the sandbox's when it runs (decision 081).
  const real = {
    wechatpay: config.agreements.wechatpay ? createWechatPapay(config.agreements.wechatpay, { clock }) : undefined,
    alipay: config.agreements.alipay ? createAlipayAgreements(config.agreements.alipay, { clock }) : undefined,
  };
  const providers: AgreementProviders = {
    ...((real.alipay ?? sandbox) ? { 2: real.alipay ?? sandbox } : {}),
    ...((real.wechatpay ?? sandbox) ? { 3: real.wechatpay ?? sandbox } : {}),
  };
  // papay's payment results are APIv2 XML: the payments module hears them at a notify channel of their own.
  for (const provider of Object.values(providers) as WithholdingProvider[]) {
    const own = provider.paymentNotifications;
    if (own) payments.notifications.addChannel(own.channel, { name: provider.name, ...own });
  }
  const base = config.publicBaseUrl ?? `http://127.0.0.1:${port}`;
  const agreements = createAgreementService({
    db,
    clock,
    providers,
    notifyUrl: (provider) =>
      provider === 'sandbox'
        ? `${base}${API_BASE}${SandboxContractRoutes.notify.path}`
        : `${base}${API_BASE}${fillPath(AgreementNotifyRoutes.notify, { provider })}`,
    returnUrl: (agreementId) => withParams(`${config.publicBaseUrl ?? ''}${WITHHOLDING_RESULT_PATH}`, { agreementId }),
    log,
  });
  const autoPay = createAutoPay({ db, clock, payments, plates, providers, background, dealer, log });
  return {
    sandbox,
    balances: createBalances({ db, clock, dealer }),
    details: createDetails({ db, payments }),
    recharges: createRecharges({ db, payments, dealer }),
    withdrawals: createWithdrawals({ db, clock, payments, background }),
    agreements,
    autoPay,
    /** The job's round: queued withholdings sent (again), lapsed signing pages expired. */
    async sweep() {
      return { withholdings: await autoPay.dispatchDue(), lapsedSignings: await agreements.expireLapsed() };
    },
    /** Resolves once work started after requests (refunds, withholdings) has finished (tests, shutdown). */
    idle: () => background.idle(),
  };
}
export type WalletModule = ReturnType<typeof createWallet>;

/** Account deletion: refused while the wallet holds money or a withdrawal is on its way; agreements end with it. */
export function walletDeletionRules(wallet: WalletModule, db: Db): ModuleDeletion {
  return {
    checks: [
      {
        key: 'wallet',
        title: '钱包余额',
        description: '账户余额需全部提现，且没有处理中的提现',
        blocking: true,
        async evaluate(subject) {
          const owner = { dealerId: subject.dealerId, driverId: subject.id };
          const { balanceFen, withdrawingFen } = await wallet.balances.summary(owner);
          if (balanceFen > 0) return { passed: false, detail: `账户余额${formatFen(balanceFen)}，请先提现` };
          if (withdrawingFen > 0)
            return { passed: false, detail: `${formatFen(withdrawingFen)}正在退回中，请稍后再注销` };
          return { passed: true, detail: '账户余额为0' };
        },
      },
    ],
    erasers: [
      {
        key: 'wallet',
        async erase(subject) {
          const owner = { dealerId: subject.dealerId, driverId: subject.id };
          for (const agreement of await createWalletRepository(db).agreements(owner)) {
            if (agreement.state === 'active' || agreement.state === 'signing') {
              await wallet.agreements.cancel(owner, agreement.id);
            }
          }
        },
      },
    ],
  };
}
