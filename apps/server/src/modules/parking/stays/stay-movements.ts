import { EventOutcome, GateAction } from '@parking/contracts';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { liveAction, type Effect, type Happening } from './event-log';
import type { Closing, StayCloser } from './stay-closer';
import { decideEntry, matchExit, type ExitCandidate } from './stay-rules';
import type { StayRow, StaysRepository } from './stays.repository';

/**
 * Told of every new open stay inside the entry's transaction (the vehicle locked): a booked plate's booking becomes
 * the stay and its deposit is applied as a payment; returns the stay as it is then.
 */
export interface ArrivalHook {
  arrived(tx: Db, stay: StayRow): Promise<StayRow>;
  /**
   * A device ended stays (left, or arrears) in this transaction, their rows locked: a booking's deposit larger than
   * the fee gives its surplus back. Returns each stay as it is then, in order. Stays ended otherwise are settled by the hook's
   * owner on its own (reservations' sweep).
   */
  departed?(tx: Db, stays: readonly StayRow[]): Promise<StayRow[]>;
}

const OPEN_STATES: readonly string[] = ['parked', 'awaitingPayment'];

/** The two algorithms of a stay's ends, inside an event's transaction: an arrival opens one, a departure closes it. */
export function createStayMovements({
  clock,
  close,
  arrivals,
}: {
  clock: Clock;
  close: StayCloser;
  arrivals?: ArrivalHook | undefined;
}) {
  /** A new stay (or the record of one) from an entry at `h.at`. */
  async function enter(repo: StaysRepository, h: Happening, feeRuleId: string, state: StayRow['state']) {
    return repo.insertStay({
      dealerId: h.park.dealerId,
      parkId: h.park.id,
      feeRuleId,
      plateNo: h.vehicle.plateNo,
      plateColor: h.vehicle.plateColor,
      state,
      enteredAt: h.at,
      entryLaneId: h.lane?.id,
      berthId: h.berthId,
      entryPicture: h.picture,
      entryCollectorCode: h.collectorCode,
      endedBy: state === 'abnormal' ? 'superseded' : undefined,
      createdAt: clock.now(),
      updatedAt: clock.now(),
    });
  }

  const arrived = (tx: Db, stay: StayRow) => (arrivals ? arrivals.arrived(tx, stay) : stay);

  /** Entry at a gate, or a collector starting a berth: one algorithm (stay-rules.decideEntry). */
  async function arrive(tx: Db, repo: StaysRepository, h: Happening, feeRuleId: string) {
    const now = clock.now();
    const open = await repo.openStay(h.vehicle);
    if (h.berthId) {
      // A collector finding another car in the berth: the previous one left unseen.
      const occupant = await repo.openStayAtBerth(h.berthId);
      if (occupant && occupant.id !== open?.id) {
        await repo.updateStay(occupant.id, { state: 'abnormal', endedBy: 'superseded' }, now);
      }
    }
    const exits = (await repo.unmatchedExits(h.vehicle)).map((e) => ({ ...e, occurredAt: e.occurredAt.getTime() }));
    const ref = open ? { id: open.id, enteredAt: open.enteredAt.getTime() } : undefined;
    const decision = decideEntry(h.at.getTime(), ref, exits);
    switch (decision.kind) {
      case 'duplicate':
        return { outcome: EventOutcome.DUPLICATE_READ, action: liveAction(h, GateAction.OPEN), stay: open };
      case 'pairWithExit': {
        const exit = await repo.event(decision.exit.deviceId, decision.exit.eventId);
        const stay = await enter(repo, h, feeRuleId, 'parked');
        const exitedAt = new Date(decision.exit.occurredAt);
        // The car left long ago: whatever is owed is arrears.
        const settled = await close(
          tx,
          repo,
          stay,
          exitedAt,
          { live: false, leaveFirst: true },
          { exitLaneId: exit?.laneId, exitPicture: exit?.picture, endedBy: 'gate' },
        );
        await repo.pairExitEvent(decision.exit.deviceId, decision.exit.eventId, stay.id);
        return {
          outcome: EventOutcome.PAIRED_WITH_EXIT,
          action: liveAction(h, GateAction.OPEN),
          stay: settled.stay,
          dueFen: settled.dueFen,
        };
      }
      case 'replaceOpen':
        await repo.updateStay(decision.closeStayId, { state: 'abnormal', endedBy: 'superseded' }, now);
        return {
          outcome: EventOutcome.REPLACED_OPEN,
          action: liveAction(h, GateAction.OPEN),
          stay: await arrived(tx, await enter(repo, h, feeRuleId, 'parked')),
        };
      case 'lateEntry':
        return {
          outcome: EventOutcome.LATE_ENTRY_RECORDED,
          action: GateAction.NONE,
          stay: await enter(repo, h, feeRuleId, 'abnormal'),
        };
      case 'open':
        return {
          outcome: h.kind === 'start' ? EventOutcome.STARTED : EventOutcome.ENTERED,
          action: liveAction(h, GateAction.OPEN),
          stay: await arrived(tx, await enter(repo, h, feeRuleId, 'parked')),
        };
    }
  }

  /**
   * Exits at gates, or collectors ending berths: one algorithm (stay-rules.matchExit) for one or a batch (decision
   * 098), each vehicle locked by the caller and in the batch once. Answers one effect per happening, in order.
   */
  async function departMany(
    tx: Db,
    repo: StaysRepository,
    hs: readonly Happening[],
    endedBy: 'gate' | 'collector',
  ): Promise<Effect[]> {
    // Read under their row locks: the stays are closed below in this transaction (payments take the same locks).
    const found = await repo.departureCandidates(
      hs.map((h) => ({ vehicle: h.vehicle, enteredBy: new Date(h.at.getTime() + 2 * 60_000), at: h.at })),
    );
    const effects: (Effect | undefined)[] = [];
    const closings: { index: number; closing: Closing }[] = [];
    hs.forEach((h, index) => {
      const { latest, closed } = found[index]!;
      const unfinished =
        latest && (OPEN_STATES.includes(latest.state) || (latest.state === 'abnormal' && !latest.exitedAt));
      const candidate: ExitCandidate | undefined = unfinished
        ? { id: latest.id, enteredAt: latest.enteredAt.getTime(), open: OPEN_STATES.includes(latest.state) }
        : undefined;
      const match = matchExit(
        h.at.getTime(),
        candidate,
        closed?.exitedAt
          ? { id: closed.id, enteredAt: closed.enteredAt.getTime(), exitedAt: closed.exitedAt.getTime() }
          : undefined,
      );
      if (match.kind === 'duplicate') {
        effects[index] = { outcome: EventOutcome.DUPLICATE_READ, action: liveAction(h, GateAction.OPEN), stay: closed };
      } else if (match.kind === 'noEntry') {
        const outcome = endedBy === 'gate' ? EventOutcome.NO_ENTRY_RECORD : EventOutcome.NO_OPEN_SESSION;
        effects[index] = { outcome, action: liveAction(h, GateAction.HOLD) };
      } else {
        closings.push({
          index,
          closing: {
            stay: latest!,
            at: h.at,
            // Completing an abnormal stay is always after the fact: the car is long gone.
            live: h.live && match.stay.open,
            leaveFirst: h.park.leaveFirst || h.park.kind === 'roadSide',
            locked: true,
            departure: {
              exitLaneId: h.lane?.id,
              exitPicture: h.picture,
              exitCollectorCode: h.collectorCode,
              endedBy,
            },
          },
        });
      }
    });
    const results = await close.closeMany(
      tx,
      repo,
      closings.map((c) => c.closing),
    );
    const gone = results.flatMap((r, k) => (r.outcome === EventOutcome.HELD ? [] : [k]));
    const departed = arrivals?.departed
      ? await arrivals.departed(
          tx,
          gone.map((k) => results[k]!.stay),
        )
      : [];
    closings.forEach(({ index }, k) => {
      const h = hs[index]!;
      const result = results[k]!;
      const at = gone.indexOf(k);
      effects[index] =
        result.outcome === EventOutcome.HELD
          ? { ...result, action: GateAction.HOLD }
          : { ...result, stay: departed[at] ?? result.stay, action: liveAction(h, GateAction.OPEN) };
    });
    return effects.map((e) => e!);
  }

  /** One exit: a batch of one (one algorithm). */
  async function depart(tx: Db, repo: StaysRepository, h: Happening, endedBy: 'gate' | 'collector') {
    const [effect] = await departMany(tx, repo, [h], endedBy);
    return effect!;
  }

  return { arrive, depart, departMany };
}
