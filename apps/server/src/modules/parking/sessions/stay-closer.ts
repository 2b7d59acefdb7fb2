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

/**
 * Ends a stay at `at` with the fee owed then (stay-rules.settleExit): left when nothing is owed, held at the lane
 * when it is owed, the car is there (`live`) and the park holds cars, else arrears. Once the car is gone the fee is
 * fixed in totalFen. Runs inside the caller's transaction `tx` (repo is built on it), on a locked vehicle or stay.
 */
export function createStayCloser({ pricer, clock }: { pricer: StayPricer; clock: Clock }) {
  return async function close(
    tx: Db,
    repo: StaysRepository,
    stay: StayRow,
    at: Date,
    { live, leaveFirst }: { live: boolean; leaveFirst: boolean },
    departure: Departure,
  ): Promise<{ outcome: 'left' | 'held' | 'leftInArrears'; stay: StayRow; dueFen?: number }> {
    // Payments take the stay's row lock: read what was paid under it, so a payment landing now is not missed.
    const current = (await repo.lockStay(stay.id)) ?? stay;
    const quote = await pricer.quote(current, at, tx);
    const settlement = settleExit(quote.dueFen, live, leaveFirst);
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
    if (settlement.kind === 'left') {
      return { outcome: EventOutcome.LEFT, stay: await repo.updateStay(stay.id, { ...gone, state: 'left' }, now) };
    }
    const arrears = await repo.updateStay(stay.id, { ...gone, state: 'arrears', arrearsAt: at }, now);
    return { outcome: EventOutcome.LEFT_IN_ARREARS, stay: arrears, dueFen: quote.dueFen };
  };
}
export type StayCloser = ReturnType<typeof createStayCloser>;
