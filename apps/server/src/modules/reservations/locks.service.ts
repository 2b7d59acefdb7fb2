import { AppError, ErrorCode, type LockAction, type LockView, type OperatorLockList } from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { createBookingsRepository, type BookingRow } from './bookings.repository';
import type { DriverRef } from './bookings.service';
import { createLocksRepository, type LockCommandRow, type LockRow } from './locks.repository';
import { canControlLock } from './reservations.domain';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '地锁不存在');

/**
 * Locks as drivers reach them: only the lock of one of their own bookings (another's lock is not found, whatever it
 * is), controlled only within the booking's time, one command in flight at a time (decision 038).
 */
export function createLocksService(deps: { db: Db; clock: Clock }) {
  const locks = createLocksRepository(deps.db);
  const bookings = createBookingsRepository(deps.db);

  async function view(
    lock: LockRow & { parkName: string; online: boolean },
    bookingId: string | null,
  ): Promise<LockView> {
    const last: LockCommandRow | undefined = await locks.lastCommand(lock.id);
    return {
      lockId: lock.id,
      parkId: lock.parkId,
      parkName: lock.parkName,
      spaceCode: lock.spaceCode,
      position: lock.position,
      occupied: lock.occupied,
      batteryPct: lock.batteryPct,
      fault: lock.fault,
      online: lock.online,
      reportedAt: lock.reportedAt?.toISOString() ?? null,
      bookingId,
      command: last
        ? {
            commandId: last.id,
            action: last.action,
            state: last.state,
            attempts: last.attempts,
            result: last.result,
            createdAt: last.createdAt.toISOString(),
          }
        : null,
    };
  }

  /** The driver's lock with the booking that gives it to them (the one in its time, else the next). */
  async function ownedLock(driver: DriverRef, lockId: string) {
    const mine = (await bookings.currentOfDriver(driver.id)).filter(
      (b) => b.lockId === lockId && b.dealerId === driver.dealerId,
    );
    const lock = mine.length > 0 ? await locks.lock(lockId) : undefined;
    if (!lock) throw notFound();
    const now = deps.clock.now();
    const booking: BookingRow = mine.find((b) => canControlLock(now, b)) ?? mine[0]!;
    return { lock, booking };
  }

  return {
    async mine(driver: DriverRef): Promise<LockView[]> {
      const current = await bookings.currentOfDriver(driver.id);
      const seen = new Set<string>();
      const views: LockView[] = [];
      for (const b of current) {
        if (seen.has(b.lockId)) continue;
        seen.add(b.lockId);
        const lock = await locks.lock(b.lockId);
        if (lock) views.push(await view(lock, b.id));
      }
      return views;
    },

    async state(driver: DriverRef, lockId: string): Promise<LockView> {
      const { lock, booking } = await ownedLock(driver, lockId);
      return view(lock, booking.id);
    },

    async control(driver: DriverRef, lockId: string, action: LockAction): Promise<LockView> {
      const { lock, booking } = await ownedLock(driver, lockId);
      if (!canControlLock(deps.clock.now(), booking)) throw new AppError(ErrorCode.LOCK_NOT_NOW);
      if (!lock.online || lock.fault === 'motor' || lock.fault === 'battery')
        throw new AppError(ErrorCode.LOCK_UNAVAILABLE);
      await locks.issue(lock, { action, driverId: driver.id, bookingId: booking.id });
      return view((await locks.lock(lockId))!, booking.id);
    },

    async cancelControl(driver: DriverRef, lockId: string): Promise<LockView> {
      const { lock, booking } = await ownedLock(driver, lockId);
      if (!(await locks.cancelQueued(lockId, deps.clock.now()))) {
        throw new AppError(ErrorCode.CONFLICT, '指令已发送至地锁，无法撤销');
      }
      return view(lock, booking.id);
    },

    /** A lock as it is, for no one in particular (the demo's simulator route). */
    async peek(lockId: string): Promise<LockView | undefined> {
      const lock = await locks.lock(lockId);
      return lock ? view(lock, null) : undefined;
    },

    async ofDealer(dealerId: string): Promise<OperatorLockList> {
      const rows = await locks.locksOfDealer(dealerId);
      const results = [];
      for (const lock of rows)
        results.push({ ...(await view(lock, null)), gatewayId: lock.gatewayId, alert: lock.alert });
      return { results };
    },
  };
}
export type LocksService = ReturnType<typeof createLocksService>;
