import {
  AppError,
  ErrorCode,
  parsePlate,
  REVOKE_WINDOW_MINUTES,
  type BatchOrdersQuery,
  type BuyBatch,
  type Coupon,
  type CreateQrCode,
  type GivenCouponsQuery,
  type MyMerchant,
  type QrCode,
  type SendPlateCoupon,
} from '@parking/contracts';
import { pageOf } from '../../db/paging';
import type { Payer } from '../payments';
import { createBatchSales } from './batch-sales';
import { revocable } from './coupons.domain';
import { createCouponsRepository } from './coupons.repository';
import { signQrToken } from './qr-token';
import { createMerchantDetail } from './merchant-detail';
import { batchView, MINUTE_MS, notFound, type CouponsAccess, type Who } from './coupons-access';

/** Merchant staff's side: buying batches, their store's batches, giving to a plate or by QR code, records, revoking. */
export function createCouponMerchant(access: CouponsAccess) {
  const { deps, db, clock, parks, repo, parkNames, staffMerchant, merchantBatch, give, oneView } = access;
  const { carLeftSince, givenViews, merchantAdmin } = access;
  const sales = createBatchSales({ db, clock, payments: deps.payments, parkNames });
  return {
    /** The templates the store may buy (/buyCouponsList). */
    async saleTemplates(who: Who, merchantId: string) {
      return sales.forSale(await staffMerchant(who, merchantId));
    },
    /** Buys a batch for the store, paid by the staff member's own account (decision 049). */
    async buyBatch(who: Who, merchantId: string, payer: Payer & { driverId: string }, body: BuyBatch, key: string) {
      return sales.buy(await staffMerchant(who, merchantId), payer, body, key);
    },
    async batchOrders(who: Who, merchantId: string, query: BatchOrdersQuery & { pageNo: number; pageSize: number }) {
      return sales.orders(await staffMerchant(who, merchantId), query);
    },
    async batchOrder(who: Who, id: string) {
      return sales.order(await repo.merchantsOfStaff(who.dealerId, who.id), id);
    },

    async mine(who: Who): Promise<MyMerchant[]> {
      const stores = await repo.merchantsOfStaff(who.dealerId, who.id);
      return Promise.all(
        stores.map(async (m) => ({
          id: m.id,
          name: m.name,
          batches: (await repo.batches(m.dealerId, m.id)).map(batchView),
          ...(await repo.merchantTotals(m.id)),
        })),
      );
    },

    async sendToPlate(who: Who, body: SendPlateCoupon): Promise<Coupon> {
      const store = await staffMerchant(who, body.merchantId);
      const found = await merchantBatch(store, body.batchId);
      const parsed = parsePlate(body.plateNo, {
        plateColor: body.plateColor === 2 || body.plateColor === '2' ? 2 : null,
      });
      if (!parsed.ok) throw new AppError(ErrorCode.INVALID_INPUT, parsed.message);
      const { plateNo } = parsed.plate;
      const plateColor = parsed.plate.plateColor ?? 0;
      const coupon = await db.transaction((tx) => give(tx, found, { plateNo, plateColor }));
      return oneView(coupon.id, { revocable: true });
    },

    async createQr(who: Who, merchantId: string, body: CreateQrCode): Promise<QrCode> {
      const store = await staffMerchant(who, merchantId);
      const found = await merchantBatch(store, body.batchId);
      if (found.batch.issued >= found.batch.quantity)
        throw new AppError(ErrorCode.COUPONS_GONE, '优惠券余量不足，请先购买');
      await merchantAdmin.checkQr(store.dealerId, body);
      const now = clock.now();
      const qr = await repo.insertQrCode({
        dealerId: store.dealerId,
        merchantId: store.id,
        batchId: found.batch.id,
        maxClaims: body.maxClaims,
        expiresAt: new Date(now.getTime() + body.minutes * MINUTE_MS),
      });
      return {
        token: signQrToken(deps.qrSecret, qr.id, qr.expiresAt),
        expiresAt: qr.expiresAt.toISOString(),
        maxClaims: qr.maxClaims,
        claims: 0,
      };
    },

    async given(who: Who, merchantId: string, query: GivenCouponsQuery & { pageNo: number; pageSize: number }) {
      const store = await staffMerchant(who, merchantId);
      const page = await repo.givenPage(store.id, query);
      return pageOf(await givenViews(store, page.results), page.totalRecord);
    },

    // /couponsDetail and /parkingDetail (decision 053).
    ...createMerchantDetail({
      db,
      clock,
      parks,
      pricer: deps.pricer,
      staffMerchant,
      merchantBatch,
      batchView,
      givenViews,
    }),

    async revoke(who: Who, merchantId: string, couponId: string): Promise<Coupon> {
      const store = await staffMerchant(who, merchantId);
      const row = await repo.coupon(couponId);
      if (!row || row.coupon.merchantId !== store.id) throw notFound();
      await db.transaction(async (tx) => {
        const locked = await createCouponsRepository(tx).lockCoupon(couponId);
        if (!locked) throw notFound();
        const left = await carLeftSince(store, locked, tx);
        if (!revocable(locked, left, clock.now(), REVOKE_WINDOW_MINUTES))
          throw new AppError(ErrorCode.COUPON_NOT_REVOCABLE);
        await createCouponsRepository(tx).revoke(couponId, clock.now());
      });
      return oneView(couponId, { revocable: false });
    },
  };
}
