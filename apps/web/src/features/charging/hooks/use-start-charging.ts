import type { StartChargingRequest } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { href } from '../../../lib/paths';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { browserWallets, launchPayment, type WalletHost } from '../../../payment-kit/launch-payment';
import { chargingKeys } from '../api/keys';
import { startCharging } from '../api/charging';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * 开始充电: buy the prepaid hold (one idempotency key per attempt, kept for a retry after a lost answer), open the
 * wallet when it is not the balance, then see whether it started on /chargingPageResult (the charger starts once paid).
 */
export function useStartCharging(wallets: WalletHost = browserWallets) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const keys = useRef(createAttemptKeys()).current;
  const [starting, setStarting] = useState(false);

  async function start(body: Omit<StartChargingRequest, 'resultPath'>) {
    const key = keys.keyFor(JSON.stringify(body));
    setStarting(true);
    try {
      const order = await startCharging(body, key);
      keys.forget();
      void client.invalidateQueries({ queryKey: chargingKeys.orders });
      // The result path carries the charging order (the pay order's number is not it): the server puts it there.
      const outcome = order.state === 'paid' ? 'returned' : await launchPayment(order.launch, wallets);
      if (outcome !== 'redirected') void navigate(href(screen.chargingPageResult, { payOrderNo: order.orderNo }));
    } catch (error) {
      if (isApiError(error) && error.kind === 'business') keys.forget();
    } finally {
      setStarting(false);
    }
  }
  return { start, starting };
}
