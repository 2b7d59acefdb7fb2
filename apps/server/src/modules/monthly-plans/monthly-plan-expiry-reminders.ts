import { BAG_REMINDER_DAYS, bagKindLabel } from '@parking/contracts';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import type { Db } from '../../db/client';
import { DAY_MS, dueReminder } from './monthly-plan-rules';
import type { MonthlyPlanAccess } from './monthly-plan-access';

/**
 * One round of reminders: each plan ending within the first reminder's reach gets the latest one due, once per
 * expiry (a renewal moves the expiry and so starts the reminders again).
 */
export function createExpiryReminders(access: MonthlyPlanAccess) {
  const { deps, db, repo, clock } = access;
  return async function remind(): Promise<number> {
    const now = clock.now();
    const longest = Math.max(...BAG_REMINDER_DAYS);
    let sent = 0;
    for (const plan of await repo.endingBetween(now, new Date(now.getTime() + longest * DAY_MS))) {
      const days = dueReminder(plan.validUntil.getTime(), now.getTime(), BAG_REMINDER_DAYS);
      if (days === undefined) continue;
      const { wechatReminders } = deps;
      const openid =
        wechatReminders && plan.driverId ? await wechatReminders.openidOf(plan.dealerId, plan.driverId) : null;
      const { phone } = plan;
      if (!openid && !phone) continue;
      const until = shanghaiDay(plan.validUntil.getTime() - 1);
      const kind = bagKindLabel[plan.kind];
      const signName = await deps.signNameOf(plan.dealerId);
      const text = (tx: Db, to: string) =>
        deps.sendReminder(tx, {
          signName,
          phone: to,
          params: { park: plan.parkName, kind, until, days: String(days) },
          content: `您在${plan.parkName}的${kind}将于${until}到期（还剩${days}天），请及时续费。`,
        });
      // The claim makes it one reminder per plan, expiry and threshold across nodes and rounds. A text is written
      // in the claiming transaction; a WeChat message goes once the claim is committed (no transaction held open
      // over HTTP), and only when WeChat refuses it does the text go instead.
      const claimed = await db.transaction(async (tx) => {
        const claim = { planId: plan.id, validUntil: plan.validUntil, daysBefore: days, sentAt: now };
        if (!(await repo.claimReminder(tx, claim))) return false;
        if (!openid) await text(tx, phone!);
        return true;
      });
      if (!claimed) continue;
      sent++;
      if (openid && wechatReminders) {
        const delivered = await wechatReminders.send(plan.dealerId, openid, {
          park: plan.parkName,
          kind,
          until,
          days,
          planId: plan.id,
        });
        if (!delivered && phone) await db.transaction((tx) => text(tx, phone));
      }
    }
    return sent;
  };
}
