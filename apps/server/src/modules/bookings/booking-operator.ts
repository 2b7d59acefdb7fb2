import { AppError, ErrorCode, type BookingState, type OperatorBooking, type OperatorProfile } from '@parking/contracts';
import type { BookPackageInput } from '@parking/contracts';
import type { z } from 'zod';
import { pageOf } from '../../db/paging';
import { checkParkScope, parkScopeOf } from '../operators';
import { notFound, type BookingsAccess } from './bookings-access';

/** The operator's side: a park's packages, and the dealer's bookings. */
export function createBookingOperator({ deps, clock, repo, view }: BookingsAccess) {
  return {
    /** An operator's package for one of their parks and a berth type (created, or replacing the old terms). */
    async putPackage(operator: OperatorProfile, input: z.output<typeof BookPackageInput>): Promise<void> {
      const { dealerId } = operator;
      const park = await deps.parks.park(input.parkId);
      if (!park || park.dealerId !== dealerId) throw new AppError(ErrorCode.NOT_FOUND, '车场不存在');
      checkParkScope(operator, park.id);
      if (input.guaranteeBatchId && !(await deps.coupons.platformBatch(dealerId, input.guaranteeBatchId))) {
        throw new AppError(ErrorCode.NOT_FOUND, '优惠券批次不存在（须为平台批次）');
      }
      await repo.putPackage({ dealerId, ...input, guaranteeBatchId: input.guaranteeBatchId ?? null }, clock.now());
    },

    /** The console's list of the bookings of the operator's parks (a park manager's, or the dealer's), newest first. */
    async ofOperator(
      operator: OperatorProfile,
      query: { parkId?: string | undefined; state?: BookingState | undefined; pageNo: number; pageSize: number },
    ) {
      if (query.parkId) checkParkScope(operator, query.parkId);
      const { rows, total } = await repo.ofDealer(operator.dealerId, { ...query, parkIds: parkScopeOf(operator) });
      return pageOf(
        await Promise.all(
          rows.map(async (b): Promise<OperatorBooking> => ({ ...(await view(b)), driverId: b.driverId })),
        ),
        total,
      );
    },

    /** One booking of the dealer (another dealer's is not found) at a park the operator may act on. */
    async inspect(operator: OperatorProfile, bookingId: string): Promise<OperatorBooking> {
      const b = await repo.withPlace(bookingId);
      if (!b || b.dealerId !== operator.dealerId) throw notFound();
      checkParkScope(operator, b.parkId);
      return { ...(await view(b)), driverId: b.driverId };
    },
  };
}
