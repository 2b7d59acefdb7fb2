import { EventOutcome } from '@parking/contracts';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import type { StayPricer } from './stay-pricer';
import { settleExit } from './stay-rules';
import type { StayRow, StaysRepository } from './stays.repository';

export interface Departure {
  exitLaneId?: string | null;
  exitPicture?: string | null;
  exitCollectorCode?: string | null;
  endedBy: 'gate' | 'collector' | 'driver' | 'operator';
}

export type AutoPayResult = 'paid' | 'withholding' | 'none';
/** A stay a device ended, owing `dueFen` at `at`, locked in the asking transaction. */
export interface AutoPayAsk {
  stay: StayRow;
  dueFen: number;
  at: Date;
}

/**
 * Auto-pay on exit (无感支付), supplied by the wallet: asked, inside the closing transaction and before the stay is
 * settled, to take the fee a device-ended stay owes without its driver. `paid`: the fee is paid now (the stay leaves);
 * `withholding`: a provider will take it under the driver's agreement (the car may leave; the stay is arrears until
 * then); `none`: nobody pays automatically.
 */
export interface AutoPayHook {
  /** One answer per stay, in order (set-based, decision 098: a batch of exits asks once). */
  tryPay(tx: Db, owed: readonly AutoPayAsk[]): Promise<AutoPayResult[]>;
  /** Called once an exit that queued a withholding has committed: ask the provider now (a job retries anyway). */
  withholdingQueued?(): void;
}

export type CloseOutcome = 'left' | 'held' | 'leftInArrears' | 'autoPaid' | 'withholdingRequested';

/** A stay to end, as `close` takes it. */
export interface Closing {
  stay: StayRow;
  at: Date;
  /** The car is at the lane now (a late upload or a collector's end is not). */
  live: boolean;
  /** The park lets cars leave before paying (or a roadside berth). */
  leaveFirst: boolean;
  /** The caller read `stay` under its row lock in this transaction already. */
  locked?: boolean;
  departure: Departure;
}
export interface Closed {
  outcome: CloseOutcome;
  stay: StayRow;
  dueFen?: number;
}

/**
 * Ends stays, each at its `at` with the fee owed then (stay-rules.settleExit): left when nothing is owed, held at the
 * lane when it is owed, the car is there (`live`) and the park holds cars, else arrears. A stay ended by a gate or a
 * collector first offers its fee to auto-pay. Once the car is gone the fee is fixed in totalFen. Runs inside the
 * caller's transaction `tx` (repo is built on it), on locked vehicles or stays. Set-based (decision 098): the stays of
 * a batch of exits are read, priced, offered to auto-pay and written together, a constant number of statements.
 */
export function createStayCloser({
  pricer,
  clock,
  autoPay,
}: {
  pricer: StayPricer;
  clock: Clock;
  autoPay?: AutoPayHook;
}) {
  async function closeMany(tx: Db, repo: StaysRepository, closings: readonly Closing[]): Promise<Closed[]> {
    if (closings.length === 0) return [];
    // Payments take the stay's row lock: read what was paid under it, so a payment landing now is not missed.
    const unlocked = closings.filter((c) => !c.locked).map((c) => c.stay.id);
    const relocked = new Map((await repo.lockStays(unlocked)).map((row) => [row.id, row]));
    const current = closings.map((c) => (c.locked ? c.stay : (relocked.get(c.stay.id) ?? c.stay)));
    // Priced as exits: a card with a balance is locked until it is deducted below.
    const priced = await pricer.exitQuotes(
      current.map((stay, i) => ({ stay, at: closings[i]!.at })),
      tx,
    );
    const quotes = priced.map((p) => p.quote);
    const automatic: AutoPayResult[] = closings.map(() => 'none');
    const owing = closings.flatMap((c, i) =>
      quotes[i]!.dueFen > 0 && (c.departure.endedBy === 'gate' || c.departure.endedBy === 'collector') ? [i] : [],
    );
    if (autoPay && owing.length > 0) {
      const answers = await autoPay.tryPay(
        tx,
        owing.map((i) => ({ stay: current[i]!, dueFen: quotes[i]!.dueFen, at: closings[i]!.at })),
      );
      owing.forEach((i, k) => (automatic[i] = answers[k]!));
      // What the payments wrote (paid, when); what covers and discounts the stays is as it was a moment ago.
      const paid = owing.filter((i) => automatic[i] === 'paid');
      const after = new Map((await repo.lockStays(paid.map((i) => current[i]!.id))).map((row) => [row.id, row]));
      for (const i of paid) {
        current[i] = after.get(current[i]!.id) ?? current[i]!;
        quotes[i] = priced[i]!.again(current[i]!);
      }
    }
    const now = clock.now();
    const results = closings.map((c, i) => {
      const stay = current[i]!;
      const quote = quotes[i]!;
      // A car whose agreement will pay may leave like in a leave-first park: if the provider refuses, it is arrears.
      const settlement = settleExit(quote.dueFen, c.live, c.leaveFirst || automatic[i] === 'withholding');
      const place = {
        exitLaneId: c.departure.exitLaneId ?? null,
        exitPicture: c.departure.exitPicture ?? stay.exitPicture,
        exitCollectorCode: c.departure.exitCollectorCode ?? null,
      };
      if (settlement.kind === 'hold') {
        return {
          changes: { ...place, state: 'awaitingPayment' as const, heldAt: stay.heldAt ?? c.at },
          outcome: EventOutcome.HELD,
          dueFen: quote.dueFen,
        };
      }
      const gone = { ...place, exitedAt: c.at, totalFen: quote.totalFen, endedBy: c.departure.endedBy, heldAt: null };
      if (settlement.kind === 'left') {
        const outcome = automatic[i] === 'paid' ? EventOutcome.AUTO_PAID : EventOutcome.LEFT;
        return { changes: { ...gone, state: 'left' as const }, outcome, dueFen: undefined };
      }
      const outcome =
        automatic[i] === 'withholding' ? EventOutcome.WITHHOLDING_REQUESTED : EventOutcome.LEFT_IN_ARREARS;
      return { changes: { ...gone, state: 'arrears' as const, arrearsAt: c.at }, outcome, dueFen: quote.dueFen };
    });
    // The cars that are gone: a consumable plan pays its part now, in this transaction, once for the stay.
    await pricer.consume(
      tx,
      results.flatMap((r, i) =>
        r.outcome !== EventOutcome.HELD && priced[i]!.covered
          ? [{ stay: current[i]!, at: closings[i]!.at, quote: quotes[i]! }]
          : [],
      ),
    );
    const written = await repo.updateStays(
      results.map((r, i) => ({ stay: current[i]!, changes: r.changes })),
      now,
    );
    return results.map((r, i): Closed => ({
      outcome: r.outcome,
      stay: written[i]!,
      ...(r.dueFen !== undefined ? { dueFen: r.dueFen } : {}),
    }));
  }

  /** One stay: a batch of one (one algorithm). */
  async function close(
    tx: Db,
    repo: StaysRepository,
    stay: StayRow,
    at: Date,
    { live, leaveFirst, locked = false }: { live: boolean; leaveFirst: boolean; locked?: boolean },
    departure: Departure,
  ): Promise<Closed> {
    const [closed] = await closeMany(tx, repo, [{ stay, at, live, leaveFirst, locked, departure }]);
    return closed!;
  }

  return Object.assign(close, { closeMany });
}
export type StayCloser = ReturnType<typeof createStayCloser>;
