import {
  AppError,
  EVALUATION_WINDOW_DAYS,
  ErrorCode,
  type CanBeEvaluated,
  type Evaluation,
  type ParkOrderRef,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { parkingEvaluations } from '../../../db/schema/parking';
import type { DriverRef, ParkOrdersService } from './park-orders.service';

const DAY_MS = 86_400_000;

/**
 * Drivers' ratings of a finished stay (complaints about a bill are support tickets: modules/support). Every driver
 * call goes through ParkOrdersService.ownOrder, so another driver's order is a 404.
 */
export function createFeedbackService({ db, orders, clock }: { db: Db; orders: ParkOrdersService; clock: Clock }) {
  /** Why the driver cannot rate this stay now, or null when they can. */
  async function evaluationBlocker(driver: DriverRef, ref: ParkOrderRef): Promise<string | null> {
    const { stay } = await orders.ownOrder(driver, ref);
    if (stay.state === 'abnormal') return '异常结束的订单不能评价';
    if (!stay.exitedAt || (stay.state !== 'left' && stay.state !== 'arrears')) return '车辆离场后才能评价';
    if (clock.now().getTime() - stay.exitedAt.getTime() > EVALUATION_WINDOW_DAYS * DAY_MS) {
      return `离场超过 ${EVALUATION_WINDOW_DAYS} 天的订单不能评价`;
    }
    const [done] = await db
      .select({ id: parkingEvaluations.sessionId })
      .from(parkingEvaluations)
      .where(eq(parkingEvaluations.sessionId, stay.id));
    return done ? '您已评价过该订单' : null;
  }

  return {
    async canBeEvaluated(driver: DriverRef, ref: ParkOrderRef): Promise<CanBeEvaluated> {
      const reason = await evaluationBlocker(driver, ref);
      return { canbeEvaluate: reason === null, reason };
    },

    async evaluate(driver: DriverRef, input: ParkOrderRef & { score: number; content?: string }): Promise<Evaluation> {
      const reason = await evaluationBlocker(driver, input);
      if (reason) throw new AppError(ErrorCode.CONFLICT, reason);
      try {
        const [row] = await db
          .insert(parkingEvaluations)
          .values({
            sessionId: input.uniqueId,
            dealerId: driver.dealerId,
            parkId: input.parkId,
            driverId: driver.id,
            score: input.score,
            content: input.content ?? '',
            createdAt: clock.now(),
          })
          .returning();
        return {
          uniqueId: row!.sessionId,
          score: row!.score,
          content: row!.content,
          createdAt: row!.createdAt.toISOString(),
        };
      } catch (error) {
        // Two taps at once: the second finds the first.
        if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, '您已评价过该订单');
        throw error;
      }
    },
  };
}
export type FeedbackService = ReturnType<typeof createFeedbackService>;
