import { AppError, ErrorCode, type BookingState, type OperatorBooking } from '@parking/contracts';
import type { BookPackageInput } from '@parking/contracts';
import type { z } from 'zod';
import { pageOf } from '../../db/paging';
import { notFound, type BookingsAccess } from './bookings-access';

/** The operator's side: a park's packages, and the dealer's bookings. */
export function createBookingOperator({ deps, clock, repo, view }: BookingsAccess) {
  return {
    /** An operator's package for one of their parks and a berth type (created, or replacing the old terms). */
    async putPackage(dealerId: string, input: z.output<typeof BookPackageInput>): Promise<void> {
      const park = await deps.parks.park(input.parkId);
      if (!park || park.dealerId !== dealerId) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      if (input.guaranteeBatchId && !(await deps.coupons.platformBatch(dealerId, input.guaranteeBatchId))) {
        throw new AppError(ErrorCode.NOT_FOUND, '优惠券批次不存在（须为平台批次）');
      }
      await repo.putPackage({ dealerId, ...input, guaranteeBatchId: input.guaranteeBatchId ?? null }, clock.now());
    },

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
  };
}
