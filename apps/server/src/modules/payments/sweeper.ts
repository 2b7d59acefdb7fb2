import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { OrderChaser } from './order-closing';
import { createOrdersRepository } from './orders.repository';
import type { PaymentProviders } from './providers';
import type { Refunds } from './refunds';

/** A pending order is first asked about after this (its notification usually comes within seconds)… */
export const QUERY_AFTER_MS = 60_000;
/** …and then at most this often. */
export const REQUERY_EVERY_MS = 60_000;
const BATCH = 100;

export interface SweepReport {
  queried: number;
  captured: number;
  closed: number;
  closedAtProvider: number;
  refunds: number;
}

/**
 * The job behind "no payment is ever lost or left hanging": pending orders are asked about (a lost notification is
 * captured, an abandoned one closed at the provider once expired), orders we closed are closed at the provider too
 * (a payment that beat the close is captured), and refunds are pushed until the provider confirms them.
 */
export function createSweeper({
  db,
  chaser,
  refunds,
  providers,
  clock,
}: {
  db: Db;
  chaser: OrderChaser;
  refunds: Refunds;
  providers: PaymentProviders;
  clock: Clock;
}) {
  return async function sweep(): Promise<SweepReport> {
    const report: SweepReport = { queried: 0, captured: 0, closed: 0, closedAtProvider: 0, refunds: 0 };
    const orders = createOrdersRepository(db);
    const now = clock.now();
    const reachable = providers.names();
    const pending = await orders.pendingToQuery(
      reachable,
      new Date(now.getTime() - QUERY_AFTER_MS),
      new Date(now.getTime() - REQUERY_EVERY_MS),
      BATCH,
    );
    for (const order of pending) {
      report.queried++;
      let outcome = await chaser.chase(order);
      if (outcome === 'stillPending' && clock.now() >= order.expiresAt) {
        outcome = await chaser.closeAtProvider(order, 'expired');
      }
      if (outcome === 'captured') report.captured++;
      if (outcome === 'closed') report.closed++;
    }
    for (const order of await orders.closedNotAtProvider(reachable, BATCH)) {
      const outcome = await chaser.closeAtProvider(order, 'superseded');
      if (outcome === 'captured') report.captured++;
      if (outcome === 'closed') report.closedAtProvider++;
    }
    report.refunds = await refunds.processDue();
    return report;
  };
}
export type Sweep = ReturnType<typeof createSweeper>;
