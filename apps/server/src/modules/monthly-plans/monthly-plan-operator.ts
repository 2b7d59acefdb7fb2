import {
  AppError,
  BagApplicationStatus,
  BagCancelStatus,
  ErrorCode,
  formatPlateNo,
  type BagCancelReview,
  type BagKind,
  type BagQuotaUse,
  type BagGranted,
  type BagParkSettings,
  type BagParkSettingsInput,
  type BagProduct,
  type BagProductInput,
  type BagReview,
  type OperatorBagCancellation,
  type OperatorBagPlan,
  type PageQuery,
} from '@parking/contracts';
import { shanghaiDayStart, shanghaiTime } from '@parking/contracts/shanghai-time';
import { eq } from 'drizzle-orm';
import { pageOf } from '../../db/paging';
import { bagApplications } from '../../db/schema/monthly-plans';
import { DAY_MS, quotaOf } from './monthly-plan-rules';
import type { BagApplicationRow, BagCancellationRow } from './monthly-plans.repository';
import { notFound, wrongState, toProduct, rulesOf } from './monthly-plan-access';
import type { MonthlyPlanAccess } from './monthly-plan-access';
import { createMonthlyPlanDeskRepository } from './monthly-plan-desk.repository';

/** A park-scoped operator (decision 077) acting on a park not granted to them. */
export const outOfScope = () => new AppError(ErrorCode.FORBIDDEN, '当前账号无权管理该车场');

type BagPlanFilterOut = {
  parkId?: string | undefined;
  kind?: BagKind | undefined;
  state?: 'inForce' | 'ended' | undefined;
  plateNo?: string | undefined;
};

/** The operator's side: a park's plan settings and products, the review queue, grants, cancellations. */
export function createMonthlyPlanOperator(access: MonthlyPlanAccess) {
  const {
    deps,
    db,
    repo,
    clock,
    parkOf,
    storedPlates,
    toOperatorPlan,
    toOperatorPlans,
    toOperatorCancellation,
    toOperatorApplication,
    cancelEnd,
    holdSpace,
    endWithRefund,
  } = access;
  const desk = createMonthlyPlanDeskRepository(db);
  const operator = {
    async settings(dealerId: string, parkId: string): Promise<BagParkSettings> {
      const park = await parkOf(dealerId, parkId);
      const held = (await repo.held([parkId], clock.now())).get(parkId) ?? 0;
      return {
        parkId,
        ...rulesOf(park),
        quotaShare: park.quotaShare,
        autoApprove: park.autoApprove,
        totalSpaces: park.totalSpaces,
        quota: quotaOf(park.quotaShare, park.totalSpaces),
        held,
      };
    },

    /** Opens a park of the dealer for plans, or changes its settings. */
    async setSettings(dealerId: string, parkId: string, input: BagParkSettingsInput & { notice: string }) {
      const owned = await repo.parkOfDealer(dealerId, parkId);
      if (!owned) throw notFound('停车场');
      await repo.upsertPark({ parkId, dealerId, ...input }, clock.now());
      return operator.settings(dealerId, parkId);
    },

    async products(dealerId: string, parkId: string): Promise<BagProduct[]> {
      await parkOf(dealerId, parkId);
      return (await repo.products(parkId, false)).map(toProduct);
    },

    async putProduct(
      dealerId: string,
      input: Required<Omit<BagProductInput, 'windows'>> & { windows: BagProduct['windows'] },
    ) {
      await parkOf(dealerId, input.parkId);
      const now = clock.now();
      return toProduct(await repo.upsertProduct({ dealerId, ...input, createdAt: now, updatedAt: now }, now));
    },

    /** `scope`: the parks of a park-scoped operator (decision 077); undefined for every park of the dealer. */
    async queue(
      dealerId: string,
      query: PageQuery & { status?: BagApplicationRow['status'] | undefined; parkId?: string | undefined },
      scope?: readonly string[],
    ) {
      const page = await repo.queue(dealerId, query.status, query, { parkIds: scope, parkId: query.parkId });
      return pageOf(await Promise.all(page.results.map(toOperatorApplication)), page.totalRecord);
    },

    /** Quota use of the dealer's parks in scope: opened or not, the quota and the spaces held. */
    async quotaUse(dealerId: string, scope?: readonly string[]): Promise<BagQuotaUse[]> {
      const parksInScope = await desk.quotaParks(dealerId, scope);
      const held = await repo.held(
        parksInScope.map((p) => p.parkId),
        clock.now(),
      );
      return parksInScope.map((p) => ({
        parkId: p.parkId,
        parkName: p.parkName,
        opened: p.quotaShare !== null,
        totalSpaces: p.totalSpaces,
        quotaShare: p.quotaShare,
        quota: p.quotaShare === null ? 0 : quotaOf(p.quotaShare, p.totalSpaces),
        held: held.get(p.parkId) ?? 0,
        pending: p.pending,
      }));
    },

    /** The plans of the dealer's parks in scope, newest first. */
    async plans(dealerId: string, query: PageQuery & BagPlanFilterOut, scope?: readonly string[]) {
      const page = await desk.operatorPlans(dealerId, { ...query, parkIds: scope }, clock.now(), query);
      return pageOf(await toOperatorPlans(page.results), page.totalRecord);
    },

    /**
     * Grants a 免费 plan (staff, whitelist): no payment; it holds a plan space like any plan (under the park's
     * lock), and its plates may be on no other plan of the park then.
     */
    async grant(granter: { id: string; dealerId: string }, input: BagGranted): Promise<OperatorBagPlan> {
      const now = clock.now();
      const park = await parkOf(granter.dealerId, input.parkId);
      const day = (text: string) => {
        const [y, m, d] = text.split('-').map(Number) as [number, number, number];
        return shanghaiTime(y, m, d);
      };
      const validFrom = new Date(Math.max(day(input.startDate), shanghaiDayStart(now.getTime())));
      const validUntil = new Date(day(input.endDate) + DAY_MS);
      if (validUntil <= validFrom) throw new AppError(ErrorCode.INVALID_INPUT, '结束日期已过');
      const holder = input.phone ? await deps.driverByPhone?.(granter.dealerId, input.phone) : undefined;
      const plates = storedPlates(input.plates);
      const plan = await db.transaction(async (tx) => {
        await holdSpace(tx, park, now);
        const taken = await repo.planWithPlate(
          park.parkId,
          plates.map((p) => p.plateNo),
          validFrom,
          tx,
        );
        if (taken) {
          throw new AppError(ErrorCode.BAG_PLATE_TAKEN, `${formatPlateNo(taken.plateNo)} 在本停车场已有月卡`);
        }
        return repo.insertPlan(
          tx,
          {
            dealerId: granter.dealerId,
            driverId: holder?.id ?? null,
            parkId: park.parkId,
            applicationId: null,
            productId: null,
            kind: 'free',
            vehicleClass: 'small',
            windows: null,
            phone: input.phone ?? '',
            validFrom,
            validUntil,
            maxPlates: Math.max(plates.length, 1),
            note: input.note,
            grantedBy: granter.id,
            createdAt: now,
            updatedAt: now,
          },
          plates,
        );
      });
      return toOperatorPlan(plan);
    },

    /** Ends a granted plan at the end of today (nothing to refund). */
    async endGrant(dealerId: string, planId: string, scope?: readonly string[]): Promise<OperatorBagPlan> {
      const now = clock.now();
      const plan = await db.transaction(async (tx) => {
        const plan = await repo.plan(planId, tx, { lock: true });
        if (!plan || plan.dealerId !== dealerId || plan.kind !== 'free') throw notFound('免费卡');
        if (scope && !scope.includes(plan.parkId)) throw outOfScope();
        if (plan.endedAt || plan.validUntil <= now) return plan;
        return repo.endPlan(tx, plan, cancelEnd(now), now);
      });
      return toOperatorPlan(plan);
    },

    async cancellations(dealerId: string, query: PageQuery & { status?: BagCancellationRow['status'] | undefined }) {
      const { results, totalRecord } = await repo.cancellationQueue(dealerId, query.status, query);
      return pageOf(await Promise.all(results.map(toOperatorCancellation)), totalRecord);
    },

    /**
     * Approves (the plan ends, the pro-rata refund goes out once) or rejects a cancel request. The request is
     * decided by a conditional update in the refund's transaction: of two reviews at once, one decides, the other
     * finds it decided.
     */
    async reviewCancellation(
      reviewer: { id: string; dealerId: string },
      id: string,
      review: BagCancelReview,
    ): Promise<OperatorBagCancellation> {
      const now = clock.now();
      const decided = await db.transaction(async (tx) => {
        const row = await repo.cancellation(id, tx, { lock: true });
        if (!row || row.dealerId !== reviewer.dealerId) throw notFound('退卡申请');
        if (row.status !== BagCancelStatus.PENDING) throw wrongState('该退卡申请已审核');
        const approve = review.decision === 'approve';
        const refundFen = approve ? await endWithRefund(tx, row, now) : null;
        const updated = await repo.decideCancellation(tx, row.id, {
          status: approve ? BagCancelStatus.APPROVED : BagCancelStatus.REJECTED,
          reviewReason: approve ? null : (review.reason ?? null),
          reviewedBy: reviewer.id,
          refundFen,
          decidedAt: now,
        });
        if (!updated) throw wrongState('该退卡申请已审核');
        return updated;
      });
      return toOperatorCancellation(decided);
    },

    async review(reviewer: { id: string; dealerId: string }, id: string, review: BagReview, scope?: readonly string[]) {
      const row = await repo.application(id);
      if (!row || row.dealerId !== reviewer.dealerId) throw notFound('月卡申请');
      if (scope && !scope.includes(row.parkId)) throw outOfScope();
      if (row.status !== BagApplicationStatus.PENDING) throw wrongState('该申请已审核');
      const status = {
        approve: BagApplicationStatus.APPROVED,
        reject: BagApplicationStatus.REJECTED,
        moreInfo: BagApplicationStatus.MORE_INFO,
      }[review.decision];
      const now = clock.now();
      const updated = await repo.updateApplication(
        id,
        {
          status,
          reviewReason: review.decision === 'approve' ? null : (review.reason ?? null),
          reviewedBy: reviewer.id,
          // The driver hears of it in 订单消息 (issue 44).
          reviewedAt: now,
        },
        now,
        db,
        eq(bagApplications.status, BagApplicationStatus.PENDING),
      );
      if (!updated) throw wrongState('该申请已审核');
      return toOperatorApplication(updated);
    },
  };
  return operator;
}
