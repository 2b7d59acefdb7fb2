import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { BasicServices } from '../basic';
import type { DealersService } from '../dealers';
import type { Payments } from '../payments';
import type { PlatesService } from '../vehicles';
import { agreementNotifyRoutes } from './agreement-notify.routes';
import { sandboxContractRoutes } from './sandbox-contract.routes';
import { walletDeletionRules, createWallet, type WalletModule } from './wallet.wiring';
import { walletRoutes } from './wallet.routes';
import { createWithdrawalReview } from './withdrawal-review';
import { withdrawalReviewRoutes } from './withdrawal-review.routes';

export type { WalletModule };

declare module 'fastify' {
  interface FastifyInstance {
    /** The wallet module (tests drive its job and its sandbox agreements directly). */
    wallet: WalletModule;
  }
}
export { checkWallet, WALLET_CHECKS } from './wallet-check';

/** The wallet: balances, recharge, withdrawal, withholding agreements and auto-pay on exit. */
export function createWalletModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'config' | 'log'>,
  uses: {
    payments: ModuleOf<{ payments: Payments }>;
    vehicles: ModuleOf<{ plates: PlatesService }>;
    dealers: ModuleOf<{ dealers: DealersService }>;
    basic: ModuleOf<Pick<BasicServices, 'balanceOffered'>>;
  },
): ServerModule<{ wallet: WalletModule }> {
  const { dealers } = uses.dealers.services;
  const wallet = createWallet({
    db: deps.db,
    clock: deps.clock,
    config: deps.config.payments,
    port: deps.config.port,
    payments: uses.payments.services.payments,
    plates: uses.vehicles.services.plates,
    dealer: {
      name: async (dealerId) => (await dealers.resolve(dealerId)).name,
      balanceOffered: uses.basic.services.balanceOffered,
    },
    log: deps.log,
  });
  const { sandbox, agreements } = wallet;
  const review = createWithdrawalReview({
    db: deps.db,
    clock: deps.clock,
    pushRefunds: wallet.withdrawals.pushRefunds,
  });
  return {
    services: { wallet },
    routes: {
      open: [
        ...(sandbox ? [mount(sandboxContractRoutes, { sandbox, agreements })] : []),
        // Always served: a provider without real agreement settings answers 404 (agreements.onNotification).
        mount(agreementNotifyRoutes, { agreements }),
      ],
      driver: [mount(walletRoutes, { wallet })],
      operator: [mount(withdrawalReviewRoutes, { review })],
    },
    jobs: [{ name: 'wallet.sweep', intervalMs: deps.config.payments.sweepIntervalMs, run: wallet.sweep }],
    deletion: walletDeletionRules(wallet, deps.db),
    install: (app) => void app.decorate('wallet', wallet),
    stop: () => wallet.idle(),
  };
}
