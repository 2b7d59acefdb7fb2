import {
  AppError,
  ErrorCode,
  ShareStatus,
  shareStatusLabel,
  type Share,
  type ShareCancelPreview,
} from '@parking/contracts';
import { hasBegun, refundOf, refundRuleText } from './sharing-rules';
import { notFound, toShare, type DriverRef, type SharingAccess } from './sharing-access';

/** A driver's shares: the list, one share, cancelling with the park's refund, and another plate on it. */
export function createDriverShares({
  deps,
  db,
  repo,
  clock,
  refundRuleOf,
  shareOf,
  checkNoPlan,
  checkNoShare,
}: SharingAccess) {
  return {
    async shares(me: DriverRef): Promise<{ results: Share[] }> {
      const rows = await repo.sharesOf(me.id);
      return { results: rows.map((r) => toShare(r.share, r.product, r.parkName)) };
    },

    async share(me: DriverRef, id: string): Promise<Share> {
      const share = await repo.share(id);
      if (!share || share.driverId !== me.id) throw notFound('错时共享');
      return shareOf(share);
    },

    /** What cancelling now would give back under the park's rule (the detail screen's confirm dialog). */
    async cancelPreview(me: DriverRef, id: string): Promise<ShareCancelPreview> {
      const share = await repo.share(id);
      if (!share || share.driverId !== me.id) throw notFound('错时共享');
      const rule = await refundRuleOf(share.dealerId, share.parkId);
      const ruleText = refundRuleText(rule);
      if (share.status !== ShareStatus.ACTIVE || !share.orderNo) {
        const reason = `该错时共享${shareStatusLabel[share.status]}，不可取消`;
        return { cancellable: false, refundFen: 0, priceFen: share.priceFen, ruleText, reason };
      }
      const outcome = refundOf(rule, share.priceFen, share.windows, clock.now().getTime());
      return {
        cancellable: outcome.cancellable,
        refundFen: outcome.refundFen,
        priceFen: share.priceFen,
        ruleText,
        reason: outcome.cancellable ? null : outcome.reason,
      };
    },

    /**
     * Cancels a share whose first window has not begun: the slot goes back and the park's rule decides the refund
     * (to the wallet at once, or through the provider), once, under the share's lock, so two cancels give one refund.
     * The driver confirmed an amount; if the rule now gives another (a tier passed meanwhile), nothing happens.
     */
    async cancel(me: DriverRef, id: string, confirmedFen: number): Promise<Share> {
      const share = await db.transaction(async (tx) => {
        const row = await repo.share(id, tx, { lock: true });
        if (!row || row.driverId !== me.id) throw notFound('错时共享');
        if (row.status !== ShareStatus.ACTIVE || !row.orderNo) {
          throw new AppError(ErrorCode.SHARING_WRONG_STATE, `该错时共享${shareStatusLabel[row.status]}，不可取消`);
        }
        const rule = await refundRuleOf(row.dealerId, row.parkId, tx);
        const outcome = refundOf(rule, row.priceFen, row.windows, clock.now().getTime());
        if (!outcome.cancellable) throw new AppError(ErrorCode.SHARING_WRONG_STATE, outcome.reason);
        if (outcome.refundFen !== confirmedFen) throw new AppError(ErrorCode.SHARING_REFUND_CHANGED);
        const cancelled = (await repo.updateShare(tx, row.id, { status: ShareStatus.CANCELLED }))!;
        if (outcome.refundFen > 0) {
          await deps.refund(tx, { orderNo: row.orderNo, key: `share-cancel:${row.id}`, amountFen: outcome.refundFen });
        }
        return cancelled;
      });
      return shareOf(share);
    },

    /**
     * Puts another of the driver's bound plates on a share before its first window begins; the new plate must be
     * free of a monthly plan and of another share at that park over the share's windows. Locks as buying does.
     */
    async changePlate(me: DriverRef, id: string, plateId: string): Promise<Share> {
      const bound = await repo.boundPlate(me.id, plateId);
      if (!bound) throw notFound('车辆');
      const found = await repo.share(id);
      if (!found || found.driverId !== me.id) throw notFound('错时共享');
      const plate = { plateNo: bound.plateNo, plateColor: bound.plateColor === 2 ? (2 as const) : undefined };
      const begun = () => new AppError(ErrorCode.SHARING_WRONG_STATE, '时段已开始，不可更换车牌');
      if (found.plateNo === bound.plateNo && found.plateColor === bound.plateColor) return shareOf(found);
      if (hasBegun(found.windows, clock.now().getTime())) throw begun();
      await checkNoPlan(found.parkId, plate, found.windows);
      const share = await db.transaction(async (tx) => {
        await repo.product(found.productId, tx, { lock: true });
        const row = (await repo.share(id, tx, { lock: true }))!;
        if (row.status !== ShareStatus.ACTIVE) {
          throw new AppError(ErrorCode.SHARING_WRONG_STATE, `该错时共享${shareStatusLabel[row.status]}，不可更换车牌`);
        }
        if (hasBegun(row.windows, clock.now().getTime())) throw begun();
        await checkNoShare(row.parkId, plate, row.windows, tx);
        return (await repo.updateShare(tx, row.id, { plateNo: bound.plateNo, plateColor: bound.plateColor }))!;
      });
      return shareOf(share);
    },
  };
}
