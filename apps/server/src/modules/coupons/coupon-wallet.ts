import {
  AppError,
  ErrorCode,
  type ClaimQrCoupon,
  type Coupon,
  type UsableCoupon,
  type UsableCoupons,
  type UserCouponsQuery,
} from '@parking/contracts';
import { isUniqueViolation } from '../../db/pg-error';
import { pageOf } from '../../db/paging';
import { rankUsable, shanghaiDayOf, usableOn } from './coupons.domain';
import { createCouponsRepository, type CouponWithTerms } from './coupons.repository';
import { verifyQrToken } from './qr-token';
import { discountForStay } from './kind-discounts';
import { notFound, view, type CouponsAccess, type Who } from './coupons-access';

/** The driver's side: the wallet, the coupons that can pay a bill now, and claiming a merchant's QR code. */
export function createCouponWallet({
  deps,
  db,
  clock,
  repo,
  parkNames,
  views,
  platesOf,
  give,
  oneView,
}: CouponsAccess) {
  return {
    async wallet(
      who: Who,
      query: UserCouponsQuery & { pageNo: number; pageSize: number; state: 'unused' | 'used' | 'past' },
    ) {
      const where = repo.heldBy(who.dealerId, who.id, await platesOf(who));
      const page = await repo.walletPage(where, query.state, clock.now(), query);
      return pageOf(await views(page.results), page.totalRecord);
    },

    async counts(who: Who) {
      return repo.walletCounts(repo.heldBy(who.dealerId, who.id, await platesOf(who)), clock.now());
    },

    /** The driver's coupons that can pay this bill now, best first, each with the fee it leaves. */
    async usable(who: Who, query: { uniqueId: string; parkId: string }): Promise<UsableCoupons> {
      const [bill] = await deps.bills.byIds(who.dealerId, [query.uniqueId]);
      if (!bill || bill.stay.parkId !== query.parkId) throw notFound('订单不存在');
      const none: UsableCoupons = { dueFen: bill.dueFen, results: [], bestId: null };
      // Arrears have a fixed total; a stay already paid with a coupon takes no second one (one per stay).
      if (bill.totalFen === undefined || bill.dueFen === 0 || (bill.fee?.discountFen ?? 0) > 0) return none;
      const plates = await platesOf(who);
      plates.push({ plateNo: bill.stay.plateNo, plateColor: bill.stay.plateColor });
      const now = clock.now();
      const rows = (await repo.candidates(repo.heldBy(who.dealerId, who.id, plates), now)).filter(
        (r) =>
          (r.coupon.state === 'unused' || r.coupon.sessionId === bill.stay.id) &&
          r.template.scope === 'parking' &&
          usableOn(
            { ...r.template, validFrom: r.coupon.validFrom, validUntil: r.coupon.validUntil },
            { parkId: bill.stay.parkId, grossFen: bill.totalFen! },
            now,
          ),
      );
      const priced: (CouponWithTerms & { dueFen: number; discountFen: number; validUntil: Date; issuedAt: Date })[] =
        [];
      for (const row of rows) {
        // A re-entry coupon applies only to a car back within its window (decision 053).
        const discount = await discountForStay(db, row.template, bill.stay);
        if (!discount) continue;
        const quote = await deps.pricer.quote(bill.stay, now, db, { discount });
        priced.push({
          ...row,
          dueFen: quote.dueFen,
          discountFen: bill.dueFen - quote.dueFen,
          validUntil: row.coupon.validUntil,
          issuedAt: row.coupon.issuedAt,
        });
      }
      // A coupon that leaves nothing to pay is offered too: it settles the bill alone (coupon-only, decision 049).
      const ranked = rankUsable(priced.filter((p) => p.discountFen > 0));
      const names = await parkNames(ranked.flatMap((r) => r.template.parkIds));
      const results: UsableCoupon[] = ranked.map((r) => ({
        ...view(r, names, now),
        dueFen: r.dueFen,
        discountFen: r.discountFen,
      }));
      return { dueFen: bill.dueFen, results, bestId: results[0]?.id ?? null };
    },

    /** Claims the coupon of a merchant's QR code: signed, in time, claims left, once per driver, within limits. */
    async claim(who: Who, body: ClaimQrCoupon): Promise<Coupon> {
      const now = clock.now();
      const checked = verifyQrToken(deps.qrSecret, body.token, now);
      if (!checked.ok) {
        throw checked.reason === 'expired'
          ? new AppError(ErrorCode.QR_CODE_EXPIRED)
          : new AppError(ErrorCode.QR_CODE_INVALID);
      }
      const qr = await repo.qrCode(checked.qrCodeId);
      if (!qr || qr.dealerId !== who.dealerId) throw new AppError(ErrorCode.QR_CODE_INVALID);
      if (qr.expiresAt.getTime() <= now.getTime()) throw new AppError(ErrorCode.QR_CODE_EXPIRED);
      if ((await repo.merchant(qr.dealerId, qr.merchantId))?.disabledAt)
        throw new AppError(ErrorCode.QR_CODE_INVALID, '该商户已停用，二维码无效');
      if ((await platesOf(who)).length === 0) throw new AppError(ErrorCode.COUPON_NEEDS_PLATE);
      try {
        const coupon = await db.transaction(async (tx) => {
          const txRepo = createCouponsRepository(tx);
          const found = await txRepo.batch(qr.dealerId, qr.batchId);
          if (!found) throw new AppError(ErrorCode.QR_CODE_INVALID);
          if (await txRepo.hasClaimed(qr.id, who.id)) throw new AppError(ErrorCode.COUPON_LIMIT);
          const { perPersonLimit, perDayLimit } = found.template;
          if (perPersonLimit > 0 || perDayLimit > 0) {
            const claimed = await txRepo.claimedOf(found.template.id, who.id, shanghaiDayOf(now));
            if (
              (perPersonLimit > 0 && claimed.all >= perPersonLimit) ||
              (perDayLimit > 0 && claimed.recent >= perDayLimit)
            )
              throw new AppError(ErrorCode.COUPON_LIMIT, '已达该优惠券的领取上限');
          }
          if (!(await txRepo.takeQrClaim(qr.id))) throw new AppError(ErrorCode.COUPONS_GONE);
          return give(tx, found, { driverId: who.id }, qr.id);
        });
        return oneView(coupon.id);
      } catch (error) {
        if (isUniqueViolation(error, 'coupons_one_claim_per_qr')) throw new AppError(ErrorCode.COUPON_LIMIT);
        throw error;
      }
    },
  };
}
