import { mount, type ServerModule } from '../../kernel/module';
import type { Db } from '../../db/client';
import { agreementNotifyRoutes } from './agreement-notify.routes';
import { sandboxContractRoutes } from './sandbox-contract.routes';
import { walletDeletionRules, createWallet, type WalletDeps, type WalletModule } from './wallet.wiring';
import { walletRoutes } from './wallet.routes';
import { createWithdrawalReview } from './withdrawal-review';
import { withdrawalReviewRoutes } from './withdrawal-review.routes';

export type { WalletModule };
export { checkWallet, WALLET_CHECKS } from './wallet-check';

/** The wallet: balances, recharge, withdrawal, withholding agreements and auto-pay on exit. */
export function createWalletModule(deps: WalletDeps & { db: Db }): ServerModule<{ wallet: WalletModule }> {
  const wallet = createWallet(deps);
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
    jobs: [{ name: 'wallet.sweep', intervalMs: deps.config.sweepIntervalMs, run: wallet.sweep }],
    deletion: walletDeletionRules(wallet, deps.db),
    stop: () => wallet.idle(),
  };
}
