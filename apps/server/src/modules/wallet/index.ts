export { createWallet, registerWalletDeletionRules, type WalletModule } from './wallet.wiring';
export { walletRoutes } from './wallet.routes';
export { sandboxContractRoutes } from './sandbox-contract.routes';
export { checkWallet, WALLET_CHECKS } from './wallet-check';
