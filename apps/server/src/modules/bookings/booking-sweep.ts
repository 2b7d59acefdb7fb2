import type { Alternative } from '@parking/contracts';
import { staysPort } from '../parking';
import { createBookingsRepository } from './bookings.repository';
import { createLocksRepository } from './locks.repository';
import { spaceCheck } from './bookings.domain';
import { OPEN_STAY_STATES, REFUND_KEYS, type BookingsAccess } from './bookings-access';
import type { BookingStays } from './booking-stays';

/**
 * The rules that run by themselves: the guarantee when a space cannot be given, the move to another space of the
 * type, no-show when the hold ends, completion when an arrived booking's stay ended.
 */
export function createBookingSweep(
  { deps, db, clock, repo }: BookingsAccess,
  { settle }: Pick<BookingStays, 'settle'>,
) {
  /** The nearest other park of the dealer with room, for a driver whose booked space could not be given. */
  async function alternativeTo(parkId: string): Promise<Alternative | null> {
    const park = await deps.parks.park(parkId);
    if (!park) return null;
    const page = await deps.discovery.nearby(park.dealerId, null, {
      destLat: park.latitude,
      destLng: park.longitude,
      radius: 10_000,
      pageNo: 1,
      pageSize: 10,
    });
    const other = page.results.find((p) => p.parkId !== parkId && p.leftParkSpaceNum !== 0);
    if (!other) return null;
    return {
      parkId: other.parkId,
      parkName: other.parkName,
      parkAddr: other.parkAddr,
      distanceMeters: Math.round(other.distance ?? 0),
      latitude: other.latitude,
      longitude: other.longitude,
    };
  }

  /**
   * Booked → failed: the whole deposit back, the nearest other park offered, a parking coupon from the package's
   * guarantee batch, an apology (within the sweep's 5 s). Everything under the booking's row lock and its state check:
   * a second firing (sweep, lock report, failed lower, another node) finds it failed and gives nothing more.
   */
  async function guarantee(bookingId: string, reason: string): Promise<boolean> {
    const alternative = await alternativeTo((await repo.withPlace(bookingId))?.parkId ?? '');
    return db.transaction(async (tx) => {
      const txRepo = createBookingsRepository(tx);
      const b = await txRepo.lockBooking(bookingId);
      if (!b || b.state !== 'booked' || !b.orderNo) return false;
      const refundFen = b.depositFen;
      await deps.purchases.refundPurchase(tx, {
        orderNo: b.orderNo,
        key: REFUND_KEYS.failed(b.id),
        amountFen: refundFen,
      });
      const batchId = (await txRepo.package(b.packageId))?.guaranteeBatchId;
      const coupon = batchId
        ? await deps.coupons.grant(tx, { dealerId: b.dealerId, batchId, driverId: b.driverId })
        : null;
      const place = alternative
        ? `，推荐您前往附近的${alternative.parkName}（约 ${alternative.distanceMeters} 米）`
        : '';
      const gift = coupon ? `另赠送您一张停车券（${coupon.title}），可在“我的-优惠券”中查看` : '';
      await txRepo.update(
        b.id,
        {
          state: 'failed',
          refundFen,
          alternative,
          couponId: coupon?.couponId ?? null,
          note: `很抱歉，${reason}，预约车位无法使用。预约金已全额退回${place}。${gift ? `${gift}。` : ''}`,
        },
        clock.now(),
      );
      return true;
    });
  }

  /**
   * Another car is in the booked space at the start: the booking moves to a free working space of the same berth type
   * (the spaces row-locked as when booking, so two moves never take one space); none left → the park is full for it.
   */
  async function moveOrFull(bookingId: string): Promise<'moved' | 'full' | 'ok'> {
    return db.transaction(async (tx) => {
      const txRepo = createBookingsRepository(tx);
      const b = await txRepo.lockBooking(bookingId);
      if (!b || b.state !== 'booked') return 'ok';
      const locks = createLocksRepository(tx);
      const own = await locks.lock(b.lockId);
      if (!own) return 'ok';
      const spaces = await locks.lockSpaces(b.parkId, own.berthType);
      const held = await txRepo.holdingOn(
        spaces.map((x) => x.id),
        b.startAt,
        b.endAt,
      );
      const heldByOthers = new Set(held.filter((h) => h.id !== b.id).map((h) => h.lockId));
      const check = spaceCheck(clock.now(), b, spaces, heldByOthers);
      if (check.kind === 'full') return 'full';
      if (check.kind !== 'move') return 'ok';
      const to = spaces.find((x) => x.id === check.to)!;
      await txRepo.update(
        b.id,
        { lockId: to.id, note: `原预约车位 ${own.spaceCode} 已被其他车辆占用，已为您调整到 ${to.spaceCode}` },
        clock.now(),
      );
      return 'moved';
    });
  }

  return {
    guarantee,

    /**
     * The rules that run by themselves (every 5 s): a space that cannot be given (lock faulted, or another car in it
     * from the start) → the guarantee; not arrived when the hold ended → no-show (the deposit is the park's); the stay
     * of an arrived booking ended → completed.
     */
    async sweep(): Promise<void> {
      const now = clock.now();
      const locks = createLocksRepository(db);
      for (const b of await repo.inState(['booked', 'arrived'])) {
        if (b.state === 'arrived') {
          const stay = b.stayId ? await staysPort.stay(db, b.stayId) : undefined;
          if (stay && !OPEN_STAY_STATES.includes(stay.state)) {
            await db.transaction(async (tx) => {
              const locked = await staysPort.lockStay(tx, stay.id);
              if (locked) await settle(tx, [locked]);
            });
          }
          continue;
        }
        if (now >= b.holdUntil) {
          await repo.update(b.id, { state: 'noShow', note: '超过保留时间未入场，预约金不退' }, now);
          continue;
        }
        const lock = await locks.lock(b.lockId);
        if (!lock) continue;
        // The booking's own space first (cheap); the park's other spaces only when another car is in it.
        const check = spaceCheck(now, b, [lock], new Set());
        if (check.kind === 'fault') await guarantee(b.id, '车位地锁故障');
        else if (check.kind === 'full' && (await moveOrFull(b.id)) === 'full') {
          await guarantee(b.id, '预约车位已被占用且车场该类车位已满');
        }
      }
    },
  };
}
