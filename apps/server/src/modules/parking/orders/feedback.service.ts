import {
  APPEAL_REASON_TEXT,
  APPEAL_STATUS_TEXT,
  AppError,
  EVALUATION_WINDOW_DAYS,
  ErrorCode,
  formatPlateNo,
  type Appeal,
  type AppealReason,
  type AppealStatus,
  type CanBeEvaluated,
  type Evaluation,
  type ParkOrderRef,
  type PageQuery,
} from '@parking/contracts';
import { and, count, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import { arrayValuesAmong } from '../../../db/array-values';
import type { Db } from '../../../db/client';
import { isUniqueViolation } from '../../../db/errors';
import { fetchPage, offsetOf, pageOf } from '../../../db/paging';
import { parkingAppeals, parkingEvaluations, parkingSessions, parks } from '../../../db/schema';
import type { PicturesService } from '../../basic';
import type { DriverRef, ParkOrdersService } from './park-orders.service';

type AppealRow = typeof parkingAppeals.$inferSelect;
const DAY_MS = 86_400_000;

/**
 * What drivers say about their stays: complaints about a bill (appeals, answered by an operator) and ratings of a
 * finished stay. Every driver call goes through ParkOrdersService.ownOrder, so another driver's order is a 404.
 */
export function createFeedbackService({
  db,
  orders,
  pictures,
  clock,
}: {
  db: Db;
  orders: ParkOrdersService;
  pictures: PicturesService;
  clock: Clock;
}) {
  const appealColumns = {
    appeal: parkingAppeals,
    parkId: parkingSessions.parkId,
    parkName: parks.name,
    plateNo: parkingSessions.plateNo,
  };
  const appealsQuery = () =>
    db
      .select(appealColumns)
      .from(parkingAppeals)
      .innerJoin(parkingSessions, eq(parkingSessions.id, parkingAppeals.sessionId))
      .innerJoin(parks, eq(parks.id, parkingSessions.parkId));

  const toAppeal = (r: { appeal: AppealRow; parkId: string; parkName: string; plateNo: string }): Appeal => ({
    appealId: r.appeal.id,
    uniqueId: r.appeal.sessionId,
    parkId: r.parkId,
    parkName: r.parkName,
    formatPlateNo: formatPlateNo(r.plateNo),
    reason: r.appeal.reason,
    reasonText: APPEAL_REASON_TEXT[r.appeal.reason],
    content: r.appeal.content,
    pictures: r.appeal.pictures,
    status: r.appeal.status,
    statusText: APPEAL_STATUS_TEXT[r.appeal.status],
    answer: r.appeal.answer,
    answeredAt: r.appeal.answeredAt?.toISOString() ?? null,
    createdAt: r.appeal.createdAt.toISOString(),
  });

  async function appeal(id: string): Promise<Appeal> {
    const [row] = await appealsQuery().where(eq(parkingAppeals.id, id));
    if (!row) throw new AppError(ErrorCode.NOT_FOUND, '申诉不存在');
    return toAppeal(row);
  }

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
    /** The picUrls among `urls` that some complaint shows (the pictures sweep keeps those). */
    picturesAmong: (urls: readonly string[]) => arrayValuesAmong(db, parkingAppeals, parkingAppeals.pictures, urls),

    /** A complaint about one of the driver's orders; one pending complaint per order at a time. */
    async createAppeal(
      driver: DriverRef,
      input: ParkOrderRef & { reason: AppealReason; content: string; pictures: string[] },
    ): Promise<Appeal> {
      const { stay } = await orders.ownOrder(driver, input);
      for (const url of input.pictures) {
        if (!(await pictures.exists(url))) throw new AppError(ErrorCode.INVALID_INPUT, '图片不存在，请重新上传');
      }
      try {
        const [row] = await db
          .insert(parkingAppeals)
          .values({
            dealerId: stay.dealerId,
            sessionId: stay.id,
            driverId: driver.id,
            reason: input.reason,
            content: input.content,
            pictures: input.pictures,
            createdAt: clock.now(),
          })
          .returning({ id: parkingAppeals.id });
        return appeal(row!.id);
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new AppError(ErrorCode.CONFLICT, '该订单已有处理中的申诉，请等待处理结果');
        }
        throw error;
      }
    },

    /** GET parkOrderAppeals/msp: the driver's complaints about one order, newest first. */
    async appealsOf(driver: DriverRef, ref: ParkOrderRef): Promise<Appeal[]> {
      const { stay } = await orders.ownOrder(driver, ref);
      const rows = await appealsQuery()
        .where(and(eq(parkingAppeals.sessionId, stay.id), eq(parkingAppeals.driverId, driver.id)))
        .orderBy(desc(parkingAppeals.createdAt));
      return rows.map(toAppeal);
    },

    /** Operator console: the dealer's appeals, newest first. */
    async appealsOfDealer(dealerId: string, status: AppealStatus | undefined, page: PageQuery) {
      const where = and(eq(parkingAppeals.dealerId, dealerId), status ? eq(parkingAppeals.status, status) : undefined);
      const { results, totalRecord } = await fetchPage(
        appealsQuery().where(where).orderBy(desc(parkingAppeals.createdAt)).limit(page.pageSize).offset(offsetOf(page)),
        db.select({ n: count() }).from(parkingAppeals).where(where),
      );
      return pageOf(results.map(toAppeal), totalRecord);
    },

    /** Operator console: answer a pending appeal of the operator's own dealer (once). */
    async answerAppeal(
      operator: { id: string; dealerId: string },
      appealId: string,
      answer: { status: 'accepted' | 'rejected'; answer: string },
    ): Promise<Appeal> {
      const updated = await db
        .update(parkingAppeals)
        .set({ status: answer.status, answer: answer.answer, answeredBy: operator.id, answeredAt: clock.now() })
        .where(
          and(
            eq(parkingAppeals.id, appealId),
            eq(parkingAppeals.dealerId, operator.dealerId),
            eq(parkingAppeals.status, 'pending'),
          ),
        )
        .returning({ id: parkingAppeals.id });
      if (updated.length === 0) {
        const [row] = await db
          .select({ dealerId: parkingAppeals.dealerId })
          .from(parkingAppeals)
          .where(eq(parkingAppeals.id, appealId));
        if (!row || row.dealerId !== operator.dealerId) throw new AppError(ErrorCode.NOT_FOUND, '申诉不存在');
        throw new AppError(ErrorCode.CONFLICT, '该申诉已处理');
      }
      return appeal(appealId);
    },

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
