import {
  SHARING_CREDIT_PROMPT,
  type CreditEvent,
  type CreditResult,
  type SharingAllow,
  type SharingViolation,
} from '@parking/contracts';
import type { CreditEventRow } from './sharing.repository';
import { iso, notFound, toViolation, type DriverRef, type SharingAccess } from './sharing-access';

const toCreditEvent = (r: CreditEventRow): CreditEvent => ({
  eventId: r.id,
  code: r.code,
  points: r.points,
  reason: r.reason,
  at: iso(r.createdAt),
});

/** A driver's credit as the app shows it: whether they may share, the score, its events, their violations. */
export function createDriverCredit({ repo, rulesOf, scoreOf, awardVerified }: SharingAccess) {
  return {
    async allow(me: DriverRef): Promise<SharingAllow> {
      const { score, allow } = await scoreOf(me);
      return { allow, score, prompt: allow ? null : SHARING_CREDIT_PROMPT };
    },

    async violations(me: DriverRef): Promise<{ results: SharingViolation[] }> {
      return { results: (await repo.violationsOf(me.id)).map(toViolation) };
    },

    score: (me: DriverRef) => scoreOf(me),

    async creditEvents(me: DriverRef): Promise<{ results: CreditEvent[] }> {
      await awardVerified(me);
      return { results: (await repo.creditEventsOf(me.id)).map(toCreditEvent) };
    },

    /** One event and the score after all events (/integralResult). */
    async creditResult(me: DriverRef, eventId: string): Promise<CreditResult> {
      const row = await repo.creditEvent(me.id, eventId);
      if (!row) throw notFound('信用分记录');
      return { event: toCreditEvent(row), ...(await scoreOf(me)) };
    },

    creditRules: async (dealerId: string) => ({ results: await rulesOf(dealerId) }),
  };
}
