import type { PayOrder } from '@parking/contracts';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../api/client';
import { createAttemptKeys } from './idempotency-key';
import { browserWallets, launchPayment } from './launch-payment';
import * as screen from '../lib/screen-paths.gen';
import { href } from '../lib/paths';

/** How one attempt ended: paid at once (the balance), handed to a wallet, or refused (the client showed why). */
export type PurchaseOutcome = 'paid' | 'launched' | 'failed';

/**
 * Pays a purchase answer (decision 035) as every product screen does: the order is started with one idempotency
 * key per attempt (the same key when the same attempt is retried), a balance order comes back paid, any other is
 * launched in its wallet and, when the wallet returns, the payment result page follows. A business refusal frees
 * the key so the next press is a fresh attempt. The screen decides what a paid order leads to.
 */
export function usePurchaseOpener() {
  const navigate = useNavigate();
  const keys = useRef(createAttemptKeys()).current;
  const [busy, setBusy] = useState(false);

  async function open(attempt: string, start: (key: string) => Promise<PayOrder>): Promise<PurchaseOutcome> {
    setBusy(true);
    try {
      const order = await start(keys.keyFor(attempt));
      keys.forget();
      if (order.state === 'paid') return 'paid';
      if ((await launchPayment(order.launch, browserWallets)) === 'returned') {
        void navigate(href(screen.payResultPage, { orderNo: order.orderNo }));
      }
      return 'launched';
    } catch (error) {
      if (isApiError(error) && error.kind === 'business') keys.forget();
      return 'failed';
    } finally {
      setBusy(false);
    }
  }

  return { open, busy };
}
