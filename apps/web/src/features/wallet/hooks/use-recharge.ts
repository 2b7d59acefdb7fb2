import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { href } from '../../../lib/paths';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { browserWallets, launchPayment, type WalletHost } from '../../../payment-kit/launch-payment';
import { walletKeys } from '../api/keys';
import { startRecharge } from '../api/recharge';
import type { WalletFamily } from '../lib/families';

/**
 * The recharge button's work: create the recharge order (one idempotency key per attempt, kept for a retry after a
 * lost answer), open the wallet, then go to the result page, which asks the server whatever the wallet said.
 */
export function useRecharge(family: WalletFamily, wallets: WalletHost = browserWallets) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const keys = useRef(createAttemptKeys()).current;
  const [starting, setStarting] = useState(false);

  async function recharge(amountFen: number, payChannel: 2 | 3) {
    const key = keys.keyFor(JSON.stringify({ amountFen, payChannel }));
    setStarting(true);
    try {
      const order = await startRecharge({ amountFen, payChannel, resultPage: family.resultPage }, key);
      keys.forget();
      const outcome = await launchPayment(order.launch, wallets);
      void client.invalidateQueries({ queryKey: walletKeys.all });
      if (outcome !== 'redirected') {
        const cancelled = outcome === 'cancelled' || outcome === 'failed' ? 1 : undefined;
        void navigate(href(family.result, { orderNo: order.orderNo, cancelled }));
      }
    } catch (error) {
      // Refused by the server (limits, channel): nothing was created, the next tap is a new attempt.
      if (isApiError(error) && error.kind === 'business') keys.forget();
    } finally {
      setStarting(false);
    }
  }

  return { recharge, starting };
}
