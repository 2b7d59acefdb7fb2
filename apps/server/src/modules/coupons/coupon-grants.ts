import { AppError, ErrorCode } from '@parking/contracts';
import type { Db } from '../../db/client';
import { couponTitle } from './coupons.domain';
import { createCouponsRepository } from './coupons.repository';
import type { CouponsAccess } from './coupons-access';

/**
 * For other modules: gives one coupon of a platform batch (no merchant) to a driver inside the caller's
 * transaction — e.g. the reservations guarantee's apology (decision 038). Null when the batch is not the dealer's
 * platform batch or its stock is empty: the caller's own business (a refund) must not fail for a coupon.
 * Idempotency is the caller's: it records the coupon id under its own row lock.
 */
export function createCouponGrants({ repo, give }: CouponsAccess) {
  return {
    async platformBatch(dealerId: string, batchId: string): Promise<{ title: string } | undefined> {
      const found = await repo.batch(dealerId, batchId);
      return found && !found.batch.merchantId ? { title: couponTitle(found.template) } : undefined;
    },
    async grant(
      tx: Db,
      input: { dealerId: string; batchId: string; driverId: string },
    ): Promise<{ couponId: string; title: string } | null> {
      const found = await createCouponsRepository(tx).batch(input.dealerId, input.batchId);
      if (!found || found.batch.merchantId) return null;
      if (found.batch.issued >= found.batch.quantity) return null;
      const coupon = await give(tx, found, { driverId: input.driverId });
      return { couponId: coupon.id, title: couponTitle(found.template) };
    },

    /**
     * An appeal's compensation (decision 054), inside the caller's transaction: one coupon of one of the dealer's
     * templates, from a platform batch of one made for it (the report counts it under 平台, the stock stays exact).
     * An amount template may give less than its amount (`amountFen`, 1 fen up to the template's); other kinds give
     * what the template says. Another dealer's or a withdrawn template → 0xd201. Once-only is the caller's.
     */
    async compensate(
      tx: Db,
      input: { dealerId: string; templateId: string; driverId: string; amountFen?: number | undefined },
    ): Promise<{ couponId: string; title: string }> {
      const txRepo = createCouponsRepository(tx);
      const template = await txRepo.template(input.dealerId, input.templateId);
      if (!template || template.withdrawnAt) throw new AppError(ErrorCode.COMPENSATION_TEMPLATE_NOT_FOUND);
      const value = compensationValue(template, input.amountFen);
      const batch = await txRepo.insertBatch({
        dealerId: input.dealerId,
        templateId: template.id,
        merchantId: null,
        quantity: 1,
      });
      const coupon = await give(tx, { batch, template }, { driverId: input.driverId });
      if (value !== template.value) await txRepo.setOwnValue(coupon.id, value);
      return { couponId: coupon.id, title: couponTitle({ ...template, value }) };
    },
  };
}

/** The value of a compensation coupon: the template's, or a chosen amount within an amount template's (0xd202). */
export function compensationValue(template: { kind: string; value: number }, amountFen: number | undefined): number {
  if (amountFen === undefined) return template.value;
  if (template.kind !== 'amount' || !Number.isInteger(amountFen) || amountFen < 1 || amountFen > template.value) {
    throw new AppError(ErrorCode.COMPENSATION_AMOUNT_INVALID);
  }
  return amountFen;
}
