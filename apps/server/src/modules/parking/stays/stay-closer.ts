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

/**
 * Ends a stay at `at` with the fee owed then (stay-rules.settleExit): left when nothing is owed, held at the lane
 * when it is owed, the car is there (`live`) and the park holds cars, else arrears. A stay ended by a gate or a
 * collector first offers its fee to auto-pay. Once the car is gone the fee is fixed in totalFen. Runs inside the
 * caller's transaction `tx` (repo is built on it), on a locked vehicle or stay.
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
  return async function close(
    tx: Db,
    repo: StaysRepository,
    stay: StayRow,
    at: Date,
    { live, leaveFirst, locked = false }: { live: boolean; leaveFirst: boolean; locked?: boolean },
    departure: Departure,
  ): Promise<{ outcome: CloseOutcome; stay: StayRow; dueFen?: number }> {
    // Payments take the stay's row lock: read what was paid under it, so a payment landing now is not missed
    // (`locked`: the caller read `stay` under that lock in this transaction already).
    let current = locked ? stay : ((await repo.lockStay(stay.id)) ?? stay);
    // Priced as an exit: a card with a balance is locked until it is deducted below.
    const [priced] = await pricer.exitQuotes([{ stay: current, at }], tx);
    let quote = priced!.quote;
    let automatic: AutoPayResult = 'none';
    if (quote.dueFen > 0 && autoPay && (departure.endedBy === 'gate' || departure.endedBy === 'collector')) {
      automatic = (await autoPay.tryPay(tx, [{ stay: current, dueFen: quote.dueFen, at }]))[0]!;
      if (automatic === 'paid') {
        // What the payment wrote (paid, when); what covers and discounts the stay is as it was a moment ago.
        current = (await repo.lockStay(stay.id)) ?? current;
        quote = priced!.again(current);
      }
    }
    // A car whose agreement will pay may leave like in a leave-first park: if the provider refuses, it is arrears.
    const settlement = settleExit(quote.dueFen, live, leaveFirst || automatic === 'withholding');
    const now = clock.now();
    const place = {
      exitLaneId: departure.exitLaneId ?? null,
      exitPicture: departure.exitPicture ?? current.exitPicture,
      exitCollectorCode: departure.exitCollectorCode ?? null,
    };
    if (settlement.kind === 'hold') {
      const held = await repo.updateStay(
        stay.id,
        { ...place, state: 'awaitingPayment', heldAt: current.heldAt ?? at },
        now,
      );
      return { outcome: EventOutcome.HELD, stay: held, dueFen: quote.dueFen };
    }
    const gone = { ...place, exitedAt: at, totalFen: quote.totalFen, endedBy: departure.endedBy, heldAt: null };
    // The car is gone: a consumable plan pays its part now, in this transaction, once for the stay.
    if (priced!.covered) await pricer.consume(tx, [{ stay: current, at, quote }]);
    if (settlement.kind === 'left') {
      const left = await repo.updateStay(stay.id, { ...gone, state: 'left' }, now);
      return { outcome: automatic === 'paid' ? EventOutcome.AUTO_PAID : EventOutcome.LEFT, stay: left };
    }
    const arrears = await repo.updateStay(stay.id, { ...gone, state: 'arrears', arrearsAt: at }, now);
    const outcome = automatic === 'withholding' ? EventOutcome.WITHHOLDING_REQUESTED : EventOutcome.LEFT_IN_ARREARS;
    return { outcome, stay: arrears, dueFen: quote.dueFen };
  };
}
export type StayCloser = ReturnType<typeof createStayCloser>;
