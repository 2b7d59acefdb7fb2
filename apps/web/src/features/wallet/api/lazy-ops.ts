/** The wallet operations with their schemas (wallet-ops.ts), in a chunk of their own fetched on first use. */
export const walletOps = () => import('./wallet-ops').then((m) => m.WalletOps);
