import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { parkingPayments } from '../../db/schema/parking';
import { createStayCloser, type AutoPayHook, type Departure } from './stays/stay-closer';
import type { StayPricer } from './stays/stay-pricer';
import { paidChanges, type AppliedPayment } from './stays/stays.service';
import {
  createStaysRepository,
  type NewStay,
  type StayChanges,
  type StayRow,
  type StaysRepository,
  type Vehicle,
} from './stays/stays.repository';

// One repository per connection or transaction handle: building one prepares statements.
const repositories = new WeakMap<Db, StaysRepository>();
const repositoryOf = (db: Db): StaysRepository => {
  let repo = repositories.get(db);
  if (!repo) repositories.set(db, (repo = createStaysRepository(db)));
  return repo;
};

/**
 * Parking's stays as the other modules see them (decision 095): the stays table and its repository are parking's; the
 * others read a stay by id, the payable stays of a plate, the car held at a lane, and settle a stay through these.
 * Every function takes the caller's connection or transaction first: a write runs in the caller's transaction `tx`
 * (lock the stay first, as the repository's callers always did). Same queries as the repository's.
 */
export const staysPort = {
  stay: (db: Db, id: string): Promise<StayRow | undefined> => repositoryOf(db).stay(id),
  /** The stay under a row lock, inside `tx` (payments, bookings, corrections serialise on it). */
  lockStay: (tx: Db, id: string): Promise<StayRow | undefined> => repositoryOf(tx).lockStay(id),
  updateStay: (tx: Db, id: string, changes: StayChanges, at: Date): Promise<StayRow> =>
    repositoryOf(tx).updateStay(id, changes, at),
  /** A payment applied to a stay (its paidFen is the caller's to update in the same transaction). */
  insertPayment: (tx: Db, values: typeof parkingPayments.$inferInsert): Promise<void> =>
    repositoryOf(tx).insertPayment(values),
  /**
   * Payments applied to stays the caller holds locked and read under their locks in `tx` (each stay once): each
   * recorded, the stay paid as `applyPayment` pays it (stays.service paidChanges), in a few statements for all (a
   * batch of exits' auto-payments, decision 098). Answers the stays as they are then, in order.
   */
  async applyToLocked(
    tx: Db,
    paid: readonly { stay: StayRow; payment: AppliedPayment }[],
    at: Date,
  ): Promise<StayRow[]> {
    const repo = repositoryOf(tx);
    await repo.insertPayments(
      paid.map(({ stay, payment }) => ({ sessionId: stay.id, dealerId: stay.dealerId, ...payment, createdAt: at })),
    );
    return repo.updateStays(
      paid.map(({ stay, payment }) => ({ stay, changes: paidChanges(stay, payment) })),
      at,
    );
  },
  /** Serialises work on one vehicle in one park until `tx` ends. */
  lockVehicle: (tx: Db, v: Vehicle): Promise<void> => repositoryOf(tx).lockVehicle(v),
  openStay: (db: Db, v: Vehicle): Promise<StayRow | undefined> => repositoryOf(db).openStay(v),
  insertStay: (tx: Db, values: NewStay): Promise<StayRow> => repositoryOf(tx).insertStay(values),
  latestStayEnteredBy: (db: Db, v: Vehicle, at: Date): Promise<StayRow | undefined> =>
    repositoryOf(db).latestStayEnteredBy(v, at),
  payableStays: (db: Db, dealerId: string, plateNo: string, plateColor: number): Promise<StayRow[]> =>
    repositoryOf(db).payableStays(dealerId, plateNo, plateColor),
  heldAtLane: (db: Db, laneId: string): Promise<StayRow | undefined> => repositoryOf(db).heldAtLane(laneId),
  anyInsideAt: (db: Db, parkId: string, plateNos: string[], at: Date): Promise<boolean> =>
    repositoryOf(db).anyInsideAt(parkId, plateNos, at),
  /** `anyInsideAt` for many asks in one statement, one answer per ask in order (a batch of exits). */
  anyInsideAtEach: (db: Db, asks: readonly { parkId: string; plateNos: readonly string[]; at: Date }[]) =>
    repositoryOf(db).anyInsideAtEach(asks),
};
export type StaysPort = typeof staysPort;

/**
 * The stay closer (the fee engine's exit, as a gate's) for a module that ends a stay by hand, inside its `tx`: the
 * closer is parking's, run on parking's repository built on that transaction.
 */
export function createStayEnder(deps: { pricer: StayPricer; clock: Clock; autoPay?: AutoPayHook }) {
  const close = createStayCloser(deps);
  return (
    tx: Db,
    stay: StayRow,
    at: Date,
    options: { live: boolean; leaveFirst: boolean },
    departure: Departure,
  ): ReturnType<typeof close> => close(tx, createStaysRepository(tx), stay, at, options, departure);
}
