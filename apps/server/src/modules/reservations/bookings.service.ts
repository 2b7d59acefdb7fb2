import type { BookPackageInput } from '@parking/contracts';
import {
  AppError,
  BERTH_TYPE_TEXT,
  BOOKING_STATE_TEXT,
  ErrorCode,
  formatFen,
  formatPlateNo,
  parsePlate,
  type Alternative,
  type BookOrderList,
  type BookPackageInfo,
  type Booking,
  type BookingState,
  type OperatorBooking,
  type BookingSummary,
  type CancelPreview,
  type PayChannel,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { pageOf } from '../../db/paging';
import { createStaysRepository, type StayRow } from '../parking';
import type { DiscoveryService, ParksRepository } from '../parks';
import type { PayAnswer } from '../payments';
import type { PlatesService } from '../vehicles';
import { createBookingsRepository, type BookingRow, type BookingWithPlace } from './bookings.repository';
import { createLocksRepository } from './locks.repository';
import type { CouponGrants } from './coupons-port';
import type { Purchases, PurchaseRecord, StartPurchase } from './purchases-port';
import {
  canControlLock,
  cancelOutcome,
  EARLY_CONTROL_MS,
  overlaps,
  packageRules,
  slotOf,
  depositSurplus,
  spaceCheck,
} from './reservations.domain';

export const BOOKING_PURPOSE = 'booking';
export interface DriverRef {
  id: string;
  dealerId: string;
}

/** Stay states in which the car is still there (its fee is not final). */
const OPEN_STAY_STATES: readonly string[] = ['parked', 'awaitingPayment'];

/** The refund key of each way a deposit goes back (one per booking: the states are exclusive). */
const REFUND_KEYS = {
  cancelled: (id: string) => `booking-cancel:${id}`,
  failed: (id: string) => `booking-guarantee:${id}`,
  completed: (id: string) => `booking-surplus:${id}`,
} as const;
const refundKeyOf = (b: { state: BookingState }) =>
  b.state === 'cancelled' || b.state === 'failed' || b.state === 'completed' ? REFUND_KEYS[b.state] : undefined;

const notFound = () => new AppError(ErrorCode.NOT_FOUND, '预约不存在');
const iso = (d: Date) => d.toISOString();

/**
 * Bookings (decision 038): a space of a berth type for a slot, held while its deposit is paid, never overbooked (the
 * park's spaces of that type are row-locked while one is chosen); cancelled with the refund the preview showed; the
 * stay at the gate takes the deposit toward its fee; and the guarantee: a space that cannot be given is refunded in
 * full with the nearest other park offered.
 */
export function createBookingsService(deps: {
  db: Db;
  clock: Clock;
  parks: ParksRepository;
  discovery: Pick<DiscoveryService, 'nearby'>;
  plates: Pick<PlatesService, 'list'>;
  purchases: Purchases;
  coupons: CouponGrants;
}) {
  const { db, clock } = deps;
  const repo = createBookingsRepository(db);

  function summary(b: BookingWithPlace): BookingSummary {
    return {
      bookingId: b.id,
      parkId: b.parkId,
      parkName: b.parkName,
      plateNo: b.plateNo,
      formatPlateNo: formatPlateNo(b.plateNo),
      berthTypeText: BERTH_TYPE_TEXT[b.berthType],
      spaceCode: b.spaceCode,
      state: b.state,
      stateText: BOOKING_STATE_TEXT[b.state],
      startAt: iso(b.startAt),
      holdUntil: iso(b.holdUntil),
      endAt: iso(b.endAt),
      depositFen: b.depositFen,
      createdAt: iso(b.createdAt),
    };
  }

  async function view(b: BookingWithPlace): Promise<Booking> {
    const now = clock.now();
    const refundKey = refundKeyOf(b);
    return {
      ...summary(b),
      lockId: b.lockId,
      orderNo: b.orderNo,
      refundFen: b.refundFen,
      refundState:
        b.orderNo && refundKey && b.refundFen > 0
          ? await deps.purchases.refundStateOf(b.orderNo, refundKey(b.id))
          : 'none',
      appliedFen: b.appliedFen,
      stayId: b.stayId,
      note: b.note,
      alternative: b.alternative ?? null,
      couponId: b.couponId,
      canControlLock: canControlLock(now, b),
      cancellable: cancelOutcome(now, b).cancellable,
    };
  }

  async function owned(driver: DriverRef, bookingId: string): Promise<BookingWithPlace> {
    const b = await repo.ofDriver(driver.id, bookingId);
    if (!b || b.dealerId !== driver.dealerId) throw notFound();
    return b;
  }

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

  /**
   * The stay of an arrived booking has ended (in its closing transaction, or the sweep's): the part of the deposit its
   * fee did not use goes back to the driver (balance → the wallet now, a provider → a refund row the sweeper sends),
   * the booking payment on the stay shrinks to what the fee used, and the booking completes. Once: the stay's row is
   * locked first (as every closing path does), then the booking's, which must still be `arrived`; the refund key is
   * the booking's, so a repeat refunds nothing even so. A wallet at its cap takes nothing now: the booking stays
   * arrived and the sweep tries again.
   */
  async function settle(tx: Db, stay: StayRow): Promise<StayRow> {
    if (OPEN_STAY_STATES.includes(stay.state)) return stay;
    const txRepo = createBookingsRepository(tx);
    const found = await txRepo.arrivedOfStay(stay.id);
    const b = found && (await txRepo.lockBooking(found.id));
    if (!b || b.state !== 'arrived') return stay;
    const surplusFen = b.orderNo ? depositSurplus(stay, b.appliedFen) : 0;
    const now = clock.now();
    let settled = stay;
    if (surplusFen > 0) {
      try {
        await deps.purchases.refundPurchase(tx, {
          orderNo: b.orderNo!,
          key: REFUND_KEYS.completed(b.id),
          amountFen: surplusFen,
        });
      } catch (error) {
        // Thrown before anything was written: the exit goes on, the sweep refunds once the wallet has room.
        if (error instanceof AppError && error.code === ErrorCode.WALLET_FULL) return stay;
        throw error;
      }
      await txRepo.shrinkStayPayment(`booking:${b.id}`, b.appliedFen - surplusFen);
      settled = await createStaysRepository(tx).updateStay(stay.id, { paidFen: stay.paidFen - surplusFen }, now);
    }
    await txRepo.update(
      b.id,
      {
        state: 'completed',
        appliedFen: b.appliedFen - surplusFen,
        refundFen: surplusFen,
        note:
          surplusFen > 0
            ? `停车费 ${formatFen(stay.totalFen ?? 0)}，预约金多出的 ${formatFen(surplusFen)} 已原路退回`
            : null,
      },
      now,
    );
    return settled;
  }

  async function guaranteeRule(dealerId: string, batchId: string | null): Promise<string[]> {
    const batch = batchId ? await deps.coupons.platformBatch(dealerId, batchId) : undefined;
    return batch ? [`车位无法提供时，预约金全额退回并赠送停车券（${batch.title}）`] : [];
  }

  return {
    guarantee,

    /** Parking's departure hook: a stay that just ended settles its booking's deposit (see settle). */
    departed: settle,

    /** The purchase handlers: the deposit paid → booked; the order closed unpaid → the space is released. */
    purchaseHandlers: {
      async fulfil(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
        const txRepo = createBookingsRepository(tx);
        const b = await txRepo.lockBooking(p.ref);
        if (!b || b.state !== 'pending' || b.depositFen !== p.amountFen) return 'refused';
        await txRepo.update(
          b.id,
          { state: 'booked', orderNo: p.orderNo, paidAt: p.paidAt ?? clock.now() },
          clock.now(),
        );
        return 'fulfilled';
      },
      async release(tx: Db, p: PurchaseRecord): Promise<void> {
        const txRepo = createBookingsRepository(tx);
        const b = await txRepo.lockBooking(p.ref);
        if (b?.state === 'pending')
          await txRepo.update(b.id, { state: 'expired', note: '预约金未支付，预约已关闭' }, clock.now());
      },
    },

    /** An operator's package for one of their parks and a berth type (created, or replacing the old terms). */
    async putPackage(dealerId: string, input: z.output<typeof BookPackageInput>): Promise<void> {
      const park = await deps.parks.park(input.parkId);
      if (!park || park.dealerId !== dealerId) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      if (input.guaranteeBatchId && !(await deps.coupons.platformBatch(dealerId, input.guaranteeBatchId))) {
        throw new AppError(ErrorCode.NOT_FOUND, '优惠券批次不存在（须为平台批次）');
      }
      await repo.putPackage({ dealerId, ...input, guaranteeBatchId: input.guaranteeBatchId ?? null }, clock.now());
    },

    async packageInfo(dealerId: string, parkId: string): Promise<BookPackageInfo> {
      const park = await deps.parks.park(parkId);
      if (!park || park.dealerId !== dealerId) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      const spaces = await createLocksRepository(db).countSpaces(parkId);
      const packages = await repo.packagesOf(parkId);
      return {
        parkId,
        parkName: park.name,
        parkAddr: park.address,
        packages: await Promise.all(
          packages.map(async (p) => ({
            packageId: p.id,
            berthType: p.berthType,
            berthTypeText: BERTH_TYPE_TEXT[p.berthType],
            depositFen: p.depositFen,
            holdMinutes: p.holdMinutes,
            slotMinutes: p.slotMinutes,
            horizonDays: p.horizonDays,
            lateCancelFeeFen: p.lateCancelFeeFen,
            totalSpaces: spaces.get(p.berthType) ?? 0,
            rules: [...packageRules(p), ...(await guaranteeRule(dealerId, p.guaranteeBatchId))],
          })),
        ),
      };
    },

    /**
     * Books a space and starts the purchase of its deposit. The spaces of the park and berth type are row-locked while
     * one free for the slot is chosen, so N concurrent bookings of the last space give exactly one. A replay with the
     * same idempotency key finds its booking and gets the same payment answer.
     */
    async book(
      driver: DriverRef,
      input: {
        packageId: string;
        plateNo: string;
        plateColor?: number | undefined;
        startAt: string;
        payChannel: PayChannel;
        expectedFen: number;
      },
      payKey: string,
      startPurchase: StartPurchase,
    ): Promise<{ booking: Booking; answer: PayAnswer }> {
      const pay = async (b: BookingRow) => {
        const place = (await repo.withPlace(b.id))!;
        const answer = await startPurchase({
          purpose: BOOKING_PURPOSE,
          ref: b.id,
          amountFen: b.depositFen,
          description: `预约车位-${place.parkName}-${formatPlateNo(b.plateNo)}`,
          payChannel: b.payChannel,
          // The hosted page comes back with ?orderNo=…; the result page finds the booking from the order's purchase.
          resultPath: '/bookParks/result',
        });
        return { booking: await view((await repo.withPlace(b.id))!), answer };
      };
      const replay = await repo.byKey(driver.id, payKey);
      if (replay) return pay(replay);

      const pkg = await repo.package(input.packageId);
      if (!pkg || pkg.dealerId !== driver.dealerId) throw new AppError(ErrorCode.NOT_FOUND, '预约套餐不存在');
      if (pkg.depositFen !== input.expectedFen) throw new AppError(ErrorCode.QUOTE_CHANGED);
      const parsed = parsePlate(input.plateNo, { plateColor: input.plateColor === 2 ? 2 : undefined });
      if (!parsed.ok) throw new AppError(ErrorCode.INVALID_INPUT, parsed.message);
      const plate = { plateNo: parsed.plate.plateNo, plateColor: parsed.plate.plateColor ?? 0 };
      const mine = (await deps.plates.list(driver)).results.some(
        (p) => p.plateNo === plate.plateNo && (p.plateColor ?? 0) === plate.plateColor,
      );
      if (!mine) throw new AppError(ErrorCode.NOT_FOUND, '请先绑定该车牌');
      const now = clock.now();
      const slot = slotOf(now, new Date(input.startAt), pkg);
      if (!slot.ok) throw new AppError(ErrorCode.BOOKING_TIME_INVALID, slot.message);

      const booking = await db.transaction(async (tx) => {
        const txRepo = createBookingsRepository(tx);
        const spaces = await createLocksRepository(tx).lockSpaces(pkg.parkId, pkg.berthType);
        const { startAt, endAt, holdUntil } = slot.slot;
        if (
          (await txRepo.holdingOfPlate(driver.dealerId, plate.plateNo, plate.plateColor, startAt, endAt)).length > 0
        ) {
          throw new AppError(ErrorCode.BOOKING_OVERLAP);
        }
        const taken = await txRepo.holdingOn(
          spaces.map((s) => s.id),
          startAt,
          endAt,
        );
        const free = spaces.find((s) => !taken.some((b) => b.lockId === s.id && overlaps(b, slot.slot)));
        if (!free) throw new AppError(ErrorCode.BOOKING_FULL);
        return txRepo.insert({
          dealerId: driver.dealerId,
          driverId: driver.id,
          parkId: pkg.parkId,
          packageId: pkg.id,
          lockId: free.id,
          ...plate,
          state: 'pending',
          startAt,
          holdUntil,
          endAt,
          depositFen: pkg.depositFen,
          lateCancelFeeFen: pkg.lateCancelFeeFen,
          payKey,
          payChannel: input.payChannel,
          createdAt: now,
          updatedAt: now,
        });
      });
      try {
        return await pay(booking);
      } catch (error) {
        // The order could not even start: the space goes back at once.
        await repo.update(booking.id, { state: 'expired', note: '支付未能发起，预约已关闭' }, clock.now());
        throw error;
      }
    },

    async list(driver: DriverRef, query: { lastId: string | 0; pageSize: number }): Promise<BookOrderList> {
      const lastId = query.lastId === 0 || query.lastId === '0' ? undefined : query.lastId;
      const rows = await repo.listOfDriver(driver.id, lastId, query.pageSize);
      return { results: rows.slice(0, query.pageSize).map(summary), hasMore: rows.length > query.pageSize };
    },

    detail: async (driver: DriverRef, bookingId: string): Promise<Booking> => view(await owned(driver, bookingId)),

    /** The console's list of the dealer's bookings, newest first. */
    async ofDealer(
      dealerId: string,
      query: { parkId?: string | undefined; state?: BookingState | undefined; pageNo: number; pageSize: number },
    ) {
      const { rows, total } = await repo.ofDealer(dealerId, query);
      return pageOf(
        await Promise.all(
          rows.map(async (b): Promise<OperatorBooking> => ({ ...(await view(b)), driverId: b.driverId })),
        ),
        total,
      );
    },

    /** One booking of the dealer (another dealer's is not found). */
    async inspect(dealerId: string, bookingId: string): Promise<OperatorBooking> {
      const b = await repo.withPlace(bookingId);
      if (!b || b.dealerId !== dealerId) throw notFound();
      return { ...(await view(b)), driverId: b.driverId };
    },

    async previewCancel(driver: DriverRef, bookingId: string): Promise<CancelPreview> {
      const b = await owned(driver, bookingId);
      return { bookingId, ...cancelOutcome(clock.now(), b) };
    },

    /** Cancels with the refund the driver was shown; the refund goes back in the same transaction. */
    async cancel(driver: DriverRef, bookingId: string, expectedRefundFen: number): Promise<Booking> {
      await owned(driver, bookingId);
      await db.transaction(async (tx) => {
        const txRepo = createBookingsRepository(tx);
        const b = (await txRepo.lockBooking(bookingId))!;
        const outcome = cancelOutcome(clock.now(), b);
        if (!outcome.cancellable) throw new AppError(ErrorCode.BOOKING_NOT_CANCELLABLE);
        if (outcome.refundFen !== expectedRefundFen) {
          throw new AppError(ErrorCode.BOOKING_REFUND_CHANGED, `${errorText(outcome.text)}`);
        }
        if (outcome.refundFen > 0 && b.orderNo) {
          await deps.purchases.refundPurchase(tx, {
            orderNo: b.orderNo,
            key: REFUND_KEYS.cancelled(b.id),
            amountFen: outcome.refundFen,
          });
        }
        await txRepo.update(
          b.id,
          { state: 'cancelled', refundFen: outcome.refundFen, note: outcome.feeFen > 0 ? outcome.text : null },
          clock.now(),
        );
      });
      return view(await owned(driver, bookingId));
    },

    /**
     * The gate saw a booked plate enter (parking's arrival hook, inside its transaction): the booking becomes the stay
     * and its deposit is applied to the stay as a payment at entry, so every screen's amount owed counts it.
     */
    async arrived(tx: Db, stay: StayRow): Promise<StayRow> {
      const txRepo = createBookingsRepository(tx);
      const b = await txRepo.bookedForArrival(
        stay.parkId,
        stay.plateNo,
        stay.plateColor,
        new Date(stay.enteredAt.getTime() + EARLY_CONTROL_MS),
        stay.enteredAt,
      );
      if (!b || !b.orderNo) return stay;
      const stays = createStaysRepository(tx);
      const now = clock.now();
      await stays.insertPayment({
        sessionId: stay.id,
        dealerId: stay.dealerId,
        paymentRef: `booking:${b.id}`,
        amountFen: b.depositFen,
        channel: b.payChannel,
        paidAt: stay.enteredAt,
        createdAt: now,
      });
      await txRepo.update(b.id, { state: 'arrived', stayId: stay.id, appliedFen: b.depositFen }, now);
      return stays.updateStay(stay.id, { paidFen: stay.paidFen + b.depositFen, paidAt: stay.enteredAt }, now);
    },

    /**
     * The rules that run by themselves (every 5 s): a space that cannot be given (lock faulted, or another car in it
     * from the start) → the guarantee; not arrived when the hold ended → no-show (the deposit is the park's); the stay
     * of an arrived booking ended → completed.
     */
    async sweep(): Promise<void> {
      const now = clock.now();
      const locks = createLocksRepository(db);
      const stays = createStaysRepository(db);
      for (const b of await repo.inState(['booked', 'arrived'])) {
        if (b.state === 'arrived') {
          const stay = b.stayId ? await stays.stay(b.stayId) : undefined;
          if (stay && !OPEN_STAY_STATES.includes(stay.state)) {
            await db.transaction(async (tx) => {
              const locked = await createStaysRepository(tx).lockStay(stay.id);
              if (locked) await settle(tx, locked);
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
export type BookingsService = ReturnType<typeof createBookingsService>;

const errorText = (text: string) => `退款金额已变化：${text}`;
