import {
  AppError,
  ErrorCode,
  NEARLY_DUE_MINUTES,
  SLA_MEDIAN_DAYS,
  TICKET_KINDS,
  type CannedReply,
  type SlaPolicy,
  type SupportStats,
  type TicketKind,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import { publish } from '../../events/outbox';
import type { AuditTrail } from '../audit';
import { datedRowEdits } from './dated-rows';
import { defaultSla } from './ticket-rules';
import { TICKET_TOPIC } from './tickets.service';
import { createSupportRepository, type CannedRow, type SupportRepository } from './support.repository';

const DAY_MS = 86_400_000;
const toCanned = (row: CannedRow): CannedReply => ({
  cannedId: row.id,
  title: row.title,
  content: row.content,
  updatedAt: row.updatedAt.toISOString(),
});
type CannedInput = { title: string; content: string };
const cannedNotFound = () => new AppError(ErrorCode.NOT_FOUND, '快捷回复不存在');
const minutesOf = (ms: number | null) => (ms === null ? null : Math.round(ms / 60_000));

/**
 * The service desk around the tickets (decision 088): the dealer's SLA per kind, the queue's figures, the agents a
 * ticket may go to, and canned replies. Every figure is counted by the database over the dealer's own tickets.
 */
export function createDeskService(deps: { db: Db; repo: SupportRepository; clock: Clock; trail: AuditTrail }) {
  const { db, repo, clock, trail } = deps;
  const cannedEdits = datedRowEdits(repo.cannedRows, toCanned, cannedNotFound, clock);

  async function policies(dealerId: string): Promise<SlaPolicy[]> {
    const rows = await repo.slaPolicies(dealerId);
    return TICKET_KINDS.map((kind) => {
      const row = rows.find((r) => r.kind === kind);
      if (row) return { kind, firstAnswerMinutes: row.firstAnswerMinutes, resolveMinutes: row.resolveMinutes };
      const sla = defaultSla(kind);
      return { kind, firstAnswerMinutes: minutesOf(sla.firstAnswerMs)!, resolveMinutes: minutesOf(sla.resolveMs) };
    });
  }

  return {
    policies,

    /** Sets the SLA of the kinds given; the open tickets of those kinds take the new deadlines at once. */
    async updateSla(dealerId: string, input: SlaPolicy[]): Promise<SlaPolicy[]> {
      const before = await policies(dealerId);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const r = createSupportRepository(tx);
        for (const p of input) {
          await r.upsertSla({ dealerId, ...p, updatedAt: now });
          await r.redue(dealerId, p.kind, p.firstAnswerMinutes, p.resolveMinutes);
        }
        await trail.record(tx, {
          objectType: 'supportSla',
          objectId: dealerId,
          before: Object.fromEntries(before.map((p) => [p.kind, p])),
          after: Object.fromEntries(
            before.map((p) => [p.kind, input.find((i) => i.kind === p.kind) ?? p] as [TicketKind, SlaPolicy]),
          ),
        });
        // Deadlines moved: the desks read their queues again.
        await publish(tx, { topic: TICKET_TOPIC, dealerId, subject: '' });
      });
      return policies(dealerId);
    },

    async stats(dealerId: string): Promise<SupportStats> {
      const now = clock.now();
      const nearlyBefore = new Date(now.getTime() + NEARLY_DUE_MINUTES * 60_000);
      const since = new Date(now.getTime() - SLA_MEDIAN_DAYS * DAY_MS);
      const [rows, median] = await Promise.all([
        repo.stats(dealerId, now, nearlyBefore, since),
        repo.medianFirstAnswer(dealerId, since),
      ]);
      const sum = (f: (r: (typeof rows)[number]) => number) => rows.reduce((n, r) => n + Number(f(r)), 0);
      return {
        open: sum((r) => r.open),
        overdue: sum((r) => r.overdue),
        nearlyDue: sum((r) => r.nearly_due),
        unassigned: sum((r) => r.unassigned),
        answered: sum((r) => r.answered),
        medianFirstAnswerMinutes: median === null ? null : Math.round(median * 10) / 10,
        byKind: TICKET_KINDS.map((kind) => {
          const r = rows.find((x) => x.kind === kind);
          return { kind, open: r?.open ?? 0, overdue: r?.overdue ?? 0, nearlyDue: r?.nearly_due ?? 0 };
        }),
      };
    },

    agents: (dealerId: string) => repo.agents(dealerId),

    canned: {
      list: async (dealerId: string) => (await repo.cannedReplies(dealerId)).map(toCanned),
      create: (dealerId: string, input: CannedInput) => cannedEdits.create(dealerId, input),
      update: (dealerId: string, id: string, input: CannedInput) => cannedEdits.update(dealerId, id, input),
      async remove(dealerId: string, id: string) {
        await cannedEdits.remove(dealerId, id);
        return { cannedId: id };
      },
    },
  };
}
export type DeskService = ReturnType<typeof createDeskService>;
