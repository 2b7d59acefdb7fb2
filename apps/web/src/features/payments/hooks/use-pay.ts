import { ErrorCode, type PayableBill } from '@parking/contracts';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { href } from '../../../lib/paths';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { whenIdle } from '../../../lib/idle';
import { paymentOps } from '../api/lazy-ops';
import { payCharges, payChargesBatch } from '../api/pay-charges';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { browserWallets, launchPayment, type WalletHost } from '../../../payment-kit/launch-payment';
import { rememberPayerProof } from '../../../payment-kit/payer-proof';
import * as screen from '../../../lib/screen-paths.gen';

export const resultPathOf = (orderNo: string, cancelled = false) =>
  href(screen.payResultPage, { orderNo, cancelled: cancelled ? 1 : undefined });

/**
 * The pay button's work: create the order for exactly the bills and amount on screen (the server re-quotes and
 * refuses a stale amount), open the wallet, then go to the result page — which asks the server, whatever the wallet
 * said. A retry of the same attempt (a lost answer) reuses its idempotency key; the request layer shows errors.
 */
export function usePay({
  onQuoteChanged,
  wallets = browserWallets,
}: {
  onQuoteChanged: () => void;
  wallets?: WalletHost;
}) {
  const navigate = useNavigate();
  const keys = useRef(createAttemptKeys()).current;
  const [paying, setPaying] = useState(false);
  // The pay call's schemas come after the first paint, before the driver taps (decision 051).
  useEffect(() => whenIdle(() => void paymentOps().catch(() => undefined)), []);

  async function pay(bills: readonly PayableBill[], payChannel: number, coupon?: { id: string; dueFen: number }) {
    if (bills.length === 0) return;
    // With a coupon the order is for the fee the coupon leaves (the server prices it the same way, or refuses).
    const expectedFen = coupon ? coupon.dueFen : bills.reduce((sum, b) => sum + b.dueFen, 0);
    const refs = bills.map((b) => ({ uniqueId: b.uniqueId, parkId: b.parkId }));
    const channel = payChannel as 2 | 3 | 6;
    const couponId = coupon && refs.length === 1 ? { couponId: coupon.id } : {};
    const key = keys.keyFor(JSON.stringify({ refs, channel, expectedFen, couponId }));
    setPaying(true);
    try {
      const order =
        refs.length === 1
          ? await payCharges({ ...refs[0]!, payChannel: channel, expectedFen, ...couponId }, key, browserStore)
          : await payChargesBatch({ bills: refs, payChannel: channel, expectedFen }, key, browserStore);
      keys.forget();
      // Signed out (pay by plate): this tab keeps its key as the proof that lets it invoice the bill by itself.
      if (!isLoggedIn(browserStore)) rememberPayerProof(order.orderNo, key);
      const outcome = await launchPayment(order.launch, wallets);
      if (outcome !== 'redirected')
        void navigate(resultPathOf(order.orderNo, outcome === 'cancelled' || outcome === 'failed'));
    } catch (error) {
      // Refused by the server: nothing was created, the next tap is a new attempt. A lost answer keeps the key.
      if (isApiError(error) && error.kind === 'business') {
        keys.forget();
        if (error.code === ErrorCode.QUOTE_CHANGED) onQuoteChanged();
      }
    } finally {
      setPaying(false);
    }
  }

  return { pay, paying };
}
