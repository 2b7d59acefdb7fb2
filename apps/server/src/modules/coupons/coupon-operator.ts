import {
  AppError,
  ErrorCode,
  type BatchInput,
  type CouponReportRow,
  type CouponTemplateInput,
  CouponTemplateInput as TemplateSchema,
} from '@parking/contracts';
import { createCouponsRepository } from './coupons.repository';
import { checkTemplateKind, storedValue } from './coupon-kinds';
import { merchantView } from './merchant-admin';
import { batchView, notFound, templateView, type CouponsAccess } from './coupons-access';

/** The operator's side: templates, merchants (with their admin, decision 090), batches, the report, refunds. */
export function createCouponOperator({ deps, db, clock, repo, checkParks, merchantAdmin }: CouponsAccess) {
  return {
    templates: async (dealerId: string) => (await repo.templates(dealerId)).map(templateView),

    async createTemplate(dealerId: string, input: CouponTemplateInput) {
      const t = TemplateSchema.parse(input);
      checkTemplateKind(t);
      await checkParks(dealerId, t.parkIds);
      const row = await repo.insertTemplate({
        dealerId,
        name: t.name,
        kind: t.kind,
        value: t.kind === 'waiver' ? 0 : storedValue(t),
        capFen: t.capFen ?? null,
        minSpendFen: t.minSpendFen,
        parkIds: t.parkIds,
        validMinutes: t.validMinutes,
        perPersonLimit: t.perPersonLimit,
        perDayLimit: t.perDayLimit,
        scope: t.scope,
        serviceOnly: t.serviceOnly,
        priceFen: t.priceFen ?? null,
        altRule: t.altRule ?? null,
      });
      return templateView(row);
    },

    // Merchants' list, edits, staff and the QR settings (decision 090).
    ...merchantAdmin,

    async createMerchant(dealerId: string, input: { name: string; parkIds: string[]; staffPhones: string[] }) {
      await checkParks(dealerId, input.parkIds);
      const staff: string[] = [];
      for (const phone of input.staffPhones) {
        const found = await deps.driverByPhone(dealerId, phone);
        if (!found) throw new AppError(ErrorCode.INVALID_INPUT, `手机号${phone}尚未注册`);
        staff.push(found.id);
      }
      const m = await db.transaction(async (tx) => {
        const txRepo = createCouponsRepository(tx);
        const row = await txRepo.insertMerchant({ dealerId, name: input.name, parkIds: input.parkIds });
        await txRepo.addStaff(row.id, staff);
        return row;
      });
      return merchantView(m, staff.length);
    },

    async withdrawTemplate(dealerId: string, templateId: string) {
      const row = await repo.withdrawTemplate(dealerId, templateId, clock.now());
      if (!row) throw notFound('优惠券模板不存在');
      return templateView(row);
    },

    /** The refund of a stay its coupon paid whole: the coupon goes back (payments finds the coupon-only order). */
    async refundCouponOnlyStay(dealerId: string, stayId: string) {
      // Another dealer's stay is not found.
      const [stay] = await deps.bills.byIds(dealerId, [stayId]);
      const orderNo = stay
        ? await db.transaction((tx) => deps.payments.appealRefunds.refundCouponOnly(tx, stayId))
        : null;
      if (!orderNo) throw notFound('该订单不是优惠券全额抵扣的订单');
      return { orderNo };
    },

    batches: async (dealerId: string) => (await repo.batches(dealerId)).map(batchView),

    async createBatch(dealerId: string, input: BatchInput) {
      const template = await repo.template(dealerId, input.templateId);
      if (!template) throw notFound('优惠券模板不存在');
      if (input.merchantId && !(await repo.merchant(dealerId, input.merchantId))) throw notFound('商户不存在');
      const batch = await repo.insertBatch({
        dealerId,
        templateId: template.id,
        merchantId: input.merchantId ?? null,
        quantity: input.quantity,
      });
      return batchView({ batch, template });
    },

    async report(dealerId: string): Promise<CouponReportRow[]> {
      return (await repo.report(dealerId)).map((r) => ({
        merchantId: r.merchantId,
        merchantName: r.merchantName ?? '平台',
        given: r.given,
        used: r.used,
        revoked: r.revoked,
        discountFen: r.discountFen,
      }));
    },
  };
}
