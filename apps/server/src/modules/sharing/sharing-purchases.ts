import { ShareStatus } from '@parking/contracts';
import { and, eq, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sharingShares } from '../../db/schema/sharing';
import type { PurchaseRecord } from '../payments';
import type { SharingAccess } from './sharing-access';

/** The payments module's hooks: deliver in the transaction that takes the money, or release the hold. */
export function createSharingPurchases({ repo }: SharingAccess) {
  return {
    async fulfil(tx: Db, p: PurchaseRecord): Promise<'fulfilled' | 'refused'> {
      const share = await repo.share(p.ref, tx);
      if (!share || share.driverId !== p.driverId || share.priceFen !== p.amountFen) return 'refused';
      if (share.status === ShareStatus.ACTIVE) return share.orderNo === p.orderNo ? 'fulfilled' : 'refused';
      if (share.status === ShareStatus.CANCELLED) return 'refused';
      // The product's lock, then the share's: the order every hold takes them in.
      const product = await repo.product(share.productId, tx, { lock: true });
      const current = (await repo.share(share.id, tx, { lock: true }))!;
      if (!product) return 'refused';
      if (current.status === ShareStatus.RELEASED) {
        // Money after the order closed: deliver only if a slot and the plate are still free.
        const held = (await repo.held([product.id], [current.period], tx)).get(`${product.id}|${current.period}`) ?? 0;
        if (held >= product.quota) return 'refused';
        const from = new Date(current.windows[0]![0]);
        const until = new Date(current.windows.at(-1)![1]);
        if (await repo.shareOverlapping(current.parkId, current.plateNo, from, until, tx)) return 'refused';
      } else if (current.status !== ShareStatus.PAYING) return 'refused';
      await repo.updateShare(tx, current.id, { status: ShareStatus.ACTIVE, orderNo: p.orderNo });
      return 'fulfilled';
    },

    async release(tx: Db, p: PurchaseRecord): Promise<void> {
      await repo.updateShare(
        tx,
        p.ref,
        { status: ShareStatus.RELEASED },
        and(
          eq(sharingShares.status, ShareStatus.PAYING),
          or(isNull(sharingShares.orderNo), eq(sharingShares.orderNo, p.orderNo)),
        ),
      );
    },
  };
}
