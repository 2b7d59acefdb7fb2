import {
  AppError,
  BERTH_TYPE_TEXT,
  ErrorCode,
  formatPlateNo,
  parsePlate,
  type BookPackageInfo,
  type Booking,
  type PayChannel,
} from '@parking/contracts';
import type { PayAnswer } from '../payments';
import { createBookingsRepository, type BookingRow } from './bookings.repository';
import { createLocksRepository } from './locks.repository';
import type { StartPurchase } from './purchases-port';
import { overlaps, packageRules, slotOf } from './bookings.domain';
import { BOOKING_PURPOSE, type BookingsAccess, type DriverRef } from './bookings-access';

/** A park's booking packages as a driver reads them, and booking a space of one. */
export function createBookingOffer({ deps, db, clock, repo, view }: BookingsAccess) {
  async function guaranteeRule(dealerId: string, batchId: string | null): Promise<string[]> {
    const batch = batchId ? await deps.coupons.platformBatch(dealerId, batchId) : undefined;
    return batch ? [`车位无法提供时，预约金全额退回并赠送停车券（${batch.title}）`] : [];
  }

  return {
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
  };
}
