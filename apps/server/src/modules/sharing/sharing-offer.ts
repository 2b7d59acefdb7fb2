import {
  AppError,
  ErrorCode,
  SHARING_PURCHASE,
  ShareStatus,
  type PlateWithColor,
  type ShareBuy,
  type SharingPark,
  type SharingProduct,
} from '@parking/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import { sharingShares } from '../../db/schema/sharing';
import type { PayAnswer } from '../payments';
import { periodsOnSale } from './sharing-rules';
import { notFound, unavailable, type DriverRef, type OpenPurchase, type SharingAccess } from './sharing-access';

/** What a driver may share: the parks and products on sale, and buying a share of one. */
export function createSharingOffer(access: SharingAccess) {
  const { db, repo, clock, scoreOf, toProduct, windowsFor, checkNoPlan, checkNoShare } = access;
  return {
    async parks(dealerId: string): Promise<{ results: SharingPark[] }> {
      const rows = await repo.productsOnSale(dealerId);
      const byPark = new Map<string, SharingPark>();
      for (const { product, parkName, parkAddr } of rows) {
        const park = byPark.get(product.parkId) ?? { parkId: product.parkId, parkName, parkAddr, products: [] };
        park.products.push(await toProduct(product, parkName));
        byPark.set(product.parkId, park);
      }
      return { results: [...byPark.values()] };
    },

    async product(dealerId: string, productId: string): Promise<SharingProduct> {
      const row = await repo.product(productId);
      if (!row || row.dealerId !== dealerId || !row.onSale) throw notFound('错时共享产品');
      return toProduct(row, (await repo.parkName(dealerId, row.parkId))?.name ?? '');
    },

    /**
     * Buys a share: the credit check, the period on sale, the plate free of plans and shares there; a slot is held
     * under the product's lock (counted from the shares, so concurrent buyers of the last slot: one wins) and
     * committed before the order opens; it goes back when the order fails to open or closes unpaid (release).
     */
    async buy(me: DriverRef, input: ShareBuy & { plate: PlateWithColor }, { key, open }: OpenPurchase) {
      const describe = (parkName: string, plateNo: string) => `错时共享-${parkName}-${plateNo}`;
      const replayed = await repo.shareByKey(me.id, key);
      if (replayed) {
        // A replay of a call that opened an order: the payments module answers its first answer again.
        const park = await repo.parkName(me.dealerId, replayed.parkId);
        return open({
          purpose: SHARING_PURCHASE,
          ref: replayed.id,
          amountFen: replayed.priceFen,
          description: describe(park?.name ?? '', replayed.plateNo),
        });
      }
      if (!(await scoreOf(me)).allow) throw new AppError(ErrorCode.SHARING_NOT_ALLOWED);
      const product = await repo.product(input.productId);
      if (!product || product.dealerId !== me.dealerId || !product.onSale) throw unavailable();
      const onSale = periodsOnSale(product.kind, clock.now().getTime()).some((p) => p.period === input.period);
      if (!onSale) throw unavailable('所选时段不可办理');
      const windows = await windowsFor(product, input.period);
      const now = clock.now().getTime();
      const ahead = windows.filter(([, to]) => to > now);
      if (ahead.length === 0) throw unavailable('所选时段已无可用时间窗');
      await checkNoPlan(product.parkId, input.plate, windows);
      await checkNoShare(product.parkId, input.plate, windows);
      const park = await repo.parkName(me.dealerId, product.parkId);
      const share = await db.transaction(async (tx) => {
        const locked = (await repo.product(product.id, tx, { lock: true }))!;
        const held = (await repo.held([locked.id], [input.period], tx)).get(`${locked.id}|${input.period}`) ?? 0;
        if (held >= locked.quota) throw new AppError(ErrorCode.SHARING_SOLD_OUT);
        // Under the lock: a second tab buying for the same plate now sees this one.
        await checkNoShare(product.parkId, input.plate, windows, tx);
        return repo.insertShare(tx, {
          dealerId: me.dealerId,
          driverId: me.id,
          parkId: locked.parkId,
          productId: locked.id,
          kind: locked.kind,
          plateNo: input.plate.plateNo,
          plateColor: input.plate.plateColor === 2 ? 2 : 0,
          period: input.period,
          windows,
          coversFrom: new Date(windows[0]![0]),
          coversUntil: new Date(windows.at(-1)![1]),
          priceFen: locked.priceFen,
          status: ShareStatus.PAYING,
          payKey: key,
          createdAt: clock.now(),
          updatedAt: clock.now(),
        });
      });
      const release = () =>
        repo.updateShare(
          db,
          share.id,
          { status: ShareStatus.RELEASED },
          and(eq(sharingShares.status, ShareStatus.PAYING), isNull(sharingShares.orderNo)),
        );
      let answer: PayAnswer;
      try {
        answer = await open({
          purpose: SHARING_PURCHASE,
          ref: share.id,
          amountFen: share.priceFen,
          description: describe(park?.name ?? '', share.plateNo),
        });
      } catch (error) {
        await release();
        throw error;
      }
      const orderNo = answer.body.data?.orderNo;
      if (orderNo === undefined) await release();
      else await repo.recordOrder(share.id, orderNo);
      return answer;
    },
  };
}
