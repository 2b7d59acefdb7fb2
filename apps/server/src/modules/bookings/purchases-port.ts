import type { PayChannel, RefundState } from '@parking/contracts';
import type { Db } from '../../db/client';
import type { PayAnswer, PurchaseHandler, PurchaseRefund } from '../payments';

export type { PurchaseRecord } from '../payments';

/** What this module uses of the payments module's purchases (decision 035): its handler, and money back. */
export interface Purchases {
  register(purpose: string, handler: PurchaseHandler): void;
  refundPurchase(tx: Db, refund: PurchaseRefund): Promise<boolean>;
  refundStateOf(orderNo: string, key: string): Promise<RefundState>;
}

/** Starts the purchase of a booking's deposit (the route's payer and idempotency key are bound in). */
export type StartPurchase = (input: {
  purpose: string;
  ref: string;
  amountFen: number;
  description: string;
  payChannel: PayChannel;
  resultPath?: string;
}) => Promise<PayAnswer>;
