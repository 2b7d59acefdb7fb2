import {
  AppError,
  ErrorCode,
  type LockAction,
  type LockView,
  type OperatorLockList,
  type OperatorProfile,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { checkParkScope, parkScopeOf } from '../operators';
import { createBookingsRepository, type BookingRow } from './bookings.repository';
import type { DriverRef } from './bookings.service';
import { createLocksRepository, type LockCommandRow, type LockRow } from './locks.repository';
import { canControlLock } from './bookings.domain';

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '地锁不存在');

/**
 * Locks as drivers reach them: only the lock of one of their own bookings (another's lock is not found, whatever it
 * is), controlled only within the booking's time, one command in flight at a time (decision 038).
 */
export function createLocksService(deps: {
  db: Db;
  clock: Clock;
  /** A registered driver of the dealer by phone (a berth's owner is named by phone). */
  driverByPhone?: (dealerId: string, phone: string) => Promise<{ id: string } | undefined>;
}) {
  const locks = createLocksRepository(deps.db);
  const bookings = createBookingsRepository(deps.db);

  /** A lock of the operator's dealer (another dealer's is not found) on a park they may act on. */
  async function operatorsLock(operator: OperatorProfile, lockId: string) {
    const lock = await locks.lock(lockId);
    if (!lock || lock.dealerId !== operator.dealerId) throw notFound();
    checkParkScope(operator, lock.parkId);
    return lock;
  }

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

    /** Maintenance from the console: the dealer's lock, online and working, one command in flight as for drivers. */
    async operatorCommand(operator: OperatorProfile, lockId: string, action: LockAction): Promise<LockView> {
      const lock = await operatorsLock(operator, lockId);
      if (!lock.online || lock.fault === 'motor' || lock.fault === 'battery')
        throw new AppError(ErrorCode.LOCK_UNAVAILABLE);
      await locks.issue(lock, { action });
      return view((await locks.lock(lockId))!, null);
    },

    /** Registers the lock's berth to a driver of the dealer (by phone), or clears it. */
    async setOwner(operator: OperatorProfile, lockId: string, phone: string | null): Promise<LockView> {
      const lock = await operatorsLock(operator, lockId);
      let ownerId: string | null = null;
      if (phone) {
        const found = await deps.driverByPhone?.(operator.dealerId, phone);
        if (!found) throw new AppError(ErrorCode.INVALID_INPUT, `手机号${phone}尚未注册`);
        ownerId = found.id;
      }
      await locks.setOwner(lockId, ownerId);
      return view(lock, null);
    },

    /** The locks of the operator's parks (a park manager's parks, or every park of the dealer). */
    async ofOperator(operator: OperatorProfile): Promise<OperatorLockList> {
      const scope = parkScopeOf(operator);
      const rows = (await locks.locksOfDealer(operator.dealerId)).filter((l) => !scope || scope.includes(l.parkId));
      const results = [];
      for (const lock of rows)
        results.push({ ...(await view(lock, null)), gatewayId: lock.gatewayId, alert: lock.alert });
      return { results };
    },
  };
}
export type LocksService = ReturnType<typeof createLocksService>;
