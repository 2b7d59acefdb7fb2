import type { PayChannel } from '@parking/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/client';
import { href } from '../../../lib/paths';
import { createAttemptKeys } from '../../../payment-kit/idempotency-key';
import { browserWallets, launchPayment, type WalletHost } from '../../../payment-kit/launch-payment';
import { createBooking, bookingKeys } from '../api/bookings';
import { type BookingDraft } from '../lib/booking-paths';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * The pay button's work: book the space and create its deposit order (one idempotency key per attempt, kept for a
 * retry after a lost answer), open the wallet, then the result page, which asks the server whatever the wallet said.
 */
export function useBook(wallets: WalletHost = browserWallets) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const keys = useRef(createAttemptKeys()).current;
  const [booking, setBooking] = useState(false);

  async function book(
    draft: BookingDraft & { packageId: string; startAt: string; plateNo: string },
    payChannel: PayChannel,
    depositFen: number,
  ) {
    const body = {
      packageId: draft.packageId,
      plateNo: draft.plateNo,
      plateColor: draft.plateColor === '2' ? (2 as const) : undefined,
      startAt: draft.startAt,
      payChannel,
      expectedFen: depositFen,
    };
    const key = keys.keyFor(JSON.stringify(body));
    setBooking(true);
    try {
      const created = await createBooking(body, key);
      keys.forget();
      const outcome = await launchPayment(created.pay.launch, wallets);
      void client.invalidateQueries({ queryKey: bookingKeys.all });
      if (outcome !== 'redirected') {
        const cancelled = outcome === 'cancelled' || outcome === 'failed' ? 1 : undefined;
        void navigate(href(screen.bookParksResult, { bookingId: created.booking.bookingId, cancelled }));
      }
    } catch (error) {
      // Refused (full, overlapping, time): nothing was booked; the next tap is a new attempt.
      if (isApiError(error) && error.kind === 'business') keys.forget();
    } finally {
      setBooking(false);
    }
  }

  return { book, booking };
}
