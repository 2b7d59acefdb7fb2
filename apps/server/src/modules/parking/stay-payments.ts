import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { parkingPayments } from '../../db/schema/parking';

/**
 * Parking's port for a payment another module applied to a stay and takes back in part (decision 095): a booking's
 * deposit down to what the fee used. Runs in the caller's transaction `tx`, which changes the stay's paidFen with it
 * (paid = sum of payments) and holds the stay's lock.
 */
export const stayPayments = {
  /** The payment `paymentRef` down to `amountFen`; gone when it is 0 (payments are positive). */
  async shrink(tx: Db, paymentRef: string, amountFen: number): Promise<void> {
    if (amountFen > 0) {
      await tx.update(parkingPayments).set({ amountFen }).where(eq(parkingPayments.paymentRef, paymentRef));
    } else {
      await tx.delete(parkingPayments).where(eq(parkingPayments.paymentRef, paymentRef));
    }
  },
};
