import { CreditRuleCode, formatPlateNo } from '@parking/contracts';
import { isViolation, mergeIntervals, outsideMinutes } from './sharing-rules';
import type { SharingAccess } from './sharing-access';

/** Stays against their shares' windows: a violation and its score, and the score back when arrears are paid. */
export function createSharingViolations({ deps, db, repo, clock, rulesOf, applyRule }: SharingAccess) {
  /**
   * A parking stay changed (outbox event): once it has left, a stay touched by a share's windows and charged for
   * minutes outside them is a violation (once per stay) and costs score; once its arrears are paid, score comes
   * back. Idempotent: every write is once per stay.
   */
  async function onStay(stayId: string): Promise<void> {
    const stay = await deps.stayOf(stayId);
    if (!stay || !stay.exitedAt || (stay.state !== 'left' && stay.state !== 'arrears')) return;
    const enteredAt = stay.enteredAt.getTime();
    const exitedAt = stay.exitedAt.getTime();
    const shares = (
      await repo.activeSharesOf(stay.dealerId, stay.parkId, stay.plateNo, new Date(enteredAt - 86_400_000))
    ).filter((s) => s.windows.some(([from, to]) => to > enteredAt && from < exitedAt));
    if (shares.length === 0) return;
    const share = shares[0]!;
    const windows = mergeIntervals(shares.flatMap((s) => s.windows));
    const outside = outsideMinutes(windows, enteredAt, exitedAt);
    const owner = { id: share.driverId, dealerId: share.dealerId };
    // Left owing: it went out without paying (a leave-first park's arrears, paid or not since).
    const leftOwing = stay.state === 'arrears' || !!stay.arrearsAt;
    await db.transaction(async (tx) => {
      if (isViolation(outside, leftOwing)) {
        await repo.insertViolation(tx, {
          dealerId: share.dealerId,
          driverId: share.driverId,
          shareId: share.id,
          stayId: stay.id,
          parkId: stay.parkId,
          plateNo: stay.plateNo,
          enteredAt: stay.enteredAt,
          exitedAt: stay.exitedAt!,
          ...outside,
          feeFen: stay.totalFen ?? 0,
          createdAt: clock.now(),
        });
        await applyRule(
          tx,
          owner,
          CreditRuleCode.VIOLATION,
          `violation:${stay.id}`,
          `${formatPlateNo(stay.plateNo)} 超出时段 ${outside.minutes} 分钟`,
        );
      }
      // Arrears paid (已补缴): the stay left owing and is now settled.
      // Paying gives back at least what the violation took, as the credit screen promises (decision 072).
      if (stay.state === 'left' && stay.arrearsAt && (await repo.violationOfStay(stay.id, tx))) {
        const took = -(
          (await rulesOf(owner.dealerId, tx)).find((r) => r.code === CreditRuleCode.VIOLATION)?.points ?? 0
        );
        await applyRule(
          tx,
          owner,
          CreditRuleCode.ARREARS_PAID,
          `arrearsPaid:${stay.id}`,
          formatPlateNo(stay.plateNo),
          took,
        );
      }
    });
  }

  return { onStay };
}
