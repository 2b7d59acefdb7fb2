import { randomUUID } from 'node:crypto';
import {
  CreditRuleCode,
  type CreditCorrection,
  type CreditRuleInput,
  type CreditScore,
  type Holiday,
  type HolidayInput,
  type Share,
  type SharingProductInput,
  type SharingRefundRule,
  type SharingViolation,
} from '@parking/contracts';
import { notFound, toShare, toViolation, type SharingAccess } from './sharing-access';

/** The operator's side: a park's products, holidays, shares, violations; the refund and credit rules; corrections. */
export function createSharingOperator({ db, repo, clock, scoreOf, toProduct, refundRuleOf }: SharingAccess) {
  return {
    async products(dealerId: string, parkId: string) {
      const park = await repo.parkName(dealerId, parkId);
      if (!park) throw notFound('停车场');
      return Promise.all((await repo.productsOfPark(dealerId, parkId)).map((r) => toProduct(r, park.name)));
    },

    async putProduct(dealerId: string, input: SharingProductInput & { onSale: boolean }) {
      const park = await repo.parkName(dealerId, input.parkId);
      if (!park) throw notFound('停车场');
      const now = clock.now();
      const saved = await repo.upsertProduct(
        {
          ...(input.productId ? { id: input.productId } : {}),
          dealerId,
          parkId: input.parkId,
          kind: input.kind,
          name: input.name,
          priceFen: input.priceFen,
          quota: input.quota,
          rules: input.rules,
          onSale: input.onSale,
          createdAt: now,
          updatedAt: now,
        },
        now,
      );
      if (!saved) throw notFound('错时共享产品');
      return toProduct(saved, park.name);
    },

    async putHoliday(dealerId: string, day: string, input: HolidayInput): Promise<Holiday> {
      const saved = await repo.putHoliday({ dealerId, day, kind: input.kind, name: input.name });
      return { day: saved.day, kind: saved.kind, name: saved.name };
    },

    async shares(dealerId: string, parkId: string): Promise<{ results: Share[] }> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      const rows = await repo.sharesOfPark(dealerId, parkId);
      return { results: rows.map((r) => toShare(r.share, r.product, r.parkName)) };
    },

    async violations(dealerId: string, parkId: string): Promise<{ results: SharingViolation[] }> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      return { results: (await repo.violationsOfPark(dealerId, parkId)).map(toViolation) };
    },

    async refundRule(dealerId: string, parkId: string): Promise<SharingRefundRule> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      return refundRuleOf(dealerId, parkId);
    },

    async putRefundRule(dealerId: string, parkId: string, input: SharingRefundRule): Promise<SharingRefundRule> {
      if (!(await repo.parkName(dealerId, parkId))) throw notFound('停车场');
      const saved = await repo.putRefundRule(dealerId, parkId, input);
      return { fullBeforeHours: saved.fullBeforeHours, partPercent: saved.partPercent };
    },

    async putCreditRule(dealerId: string, code: Exclude<CreditRuleCode, 'correction'>, input: CreditRuleInput) {
      const saved = await repo.putCreditRule(dealerId, code, input.points, input.title, clock.now());
      return { code: saved.code, points: saved.points, title: saved.title };
    },

    /** A correction with its reason and the operator's id: one more event, never an edit of the ledger. */
    async correct(op: { id: string; dealerId: string }, input: CreditCorrection): Promise<CreditScore> {
      if (!(await repo.driverOfDealer(op.dealerId, input.driverId))) throw notFound('用户');
      await repo.addCreditEvent(db, {
        dealerId: op.dealerId,
        driverId: input.driverId,
        code: CreditRuleCode.CORRECTION,
        source: `correction:${randomUUID()}`,
        points: input.points,
        reason: `人工调整：${input.reason}`,
        operatorId: op.id,
        createdAt: clock.now(),
      });
      return scoreOf({ id: input.driverId, dealerId: op.dealerId });
    },
  };
}
