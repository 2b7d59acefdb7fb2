import {
  AppError,
  ErrorCode,
  RECHARGE_MAX_FEN,
  RECHARGE_MIN_FEN,
  RECHARGE_PRESETS_FEN,
  WALLET_MAX_BALANCE_FEN,
  type BalanceInfo,
  type Wallet,
  type Wallets,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createWalletRepository, type WalletOwner } from './wallet.repository';
import { withdrawableFen } from './withdrawals.domain';
import type { DealerFacts } from './dealer-facts';

/**
 * Balances: a driver's wallet is their account with the dealer (platform) they belong to, so its id is the dealer's
 * id and `wallets` lists that one wallet (docs/decisions: wallets per dealer).
 */
export function createBalances({ db, clock, dealer }: { db: Db; clock: Clock; dealer: DealerFacts }) {
  const repo = createWalletRepository(db);

  async function summary(owner: WalletOwner) {
    const balanceFen = await repo.balanceFen(owner);
    const sources = await repo.rechargeSources(owner);
    return {
      balanceFen,
      withdrawableFen: withdrawableFen(balanceFen, sources, clock.now()),
      withdrawingFen: await repo.withdrawingFen(owner),
    };
  }

  async function wallet(owner: WalletOwner): Promise<Wallet> {
    return {
      walletId: owner.dealerId,
      dealerId: owner.dealerId,
      dealerName: await dealer.name(owner.dealerId),
      balanceFen: await repo.balanceFen(owner),
      isDefault: true,
    };
  }

  return {
    summary,

    /** A wallet id in a request must be the driver's own (its dealer's); anything else is not found. */
    assertOwnWallet(owner: WalletOwner, walletId: string | undefined): void {
      if (walletId !== undefined && walletId !== owner.dealerId) throw new AppError(ErrorCode.NOT_FOUND, '钱包不存在');
    },

    defaultWallet: wallet,

    async wallets(owner: WalletOwner): Promise<Wallets> {
      return { results: [await wallet(owner)], totalRecord: 1 };
    },

    async balanceInfo(owner: WalletOwner): Promise<BalanceInfo> {
      return {
        walletId: owner.dealerId,
        ...(await summary(owner)),
        enabled: await dealer.balanceOffered(owner.dealerId),
        recharge: {
          presetsFen: [...RECHARGE_PRESETS_FEN],
          minFen: RECHARGE_MIN_FEN,
          maxFen: RECHARGE_MAX_FEN,
          maxBalanceFen: WALLET_MAX_BALANCE_FEN,
        },
      };
    },
  };
}
export type Balances = ReturnType<typeof createBalances>;
