import type { PayChannel, PayOrder } from '@parking/contracts';
import type { Db } from '../../db/client';

/**
 * What this module needs of the payments module's generic purchase (decision 035): a deposit is bought like anything
 * else, delivered by `fulfil` in the transaction that takes the money, released when the order closes unpaid, and
 * refunded (whole or part) once per refund number.
 */
export interface PurchaseRecord {
  orderNo: string;
  dealerId: string;
  driverId: string | null;
  purpose: string;
  ref: string;
  amountFen: number;
  channel: PayChannel;
  paidAt: Date | null;
}
export interface PurchaseHandlers {
  fulfil(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'>;
  release?(tx: Db, p: PurchaseRecord): Promise<void>;
}
export interface Purchases {
  register(purpose: string, handlers: PurchaseHandlers): void;
  refundPurchase(
    tx: Db,
    refund: { orderNo: string; refundNo: string; amountFen: number; reason: string },
  ): Promise<unknown>;
}
/** Starts the purchase of a booking's deposit (the route's payer and idempotency key are bound in). */
export type StartPurchase = (input: {
  purpose: string;
  ref: string;
  amountFen: number;
  description: string;
  payChannel: PayChannel;
  resultPath?: string;
}) => Promise<PayOrder>;
