import type { TicketKind, TicketState } from '@parking/contracts';
import {
  AppError,
  ErrorCode,
  type AgentTicket,
  type PageQuery,
  type QueuedTicket,
  NEARLY_DUE_MINUTES,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import { pageOf } from '../../db/paging';
import { dueStateOf } from './ticket-rules';
import type { SupportRepository, TicketRow } from './support.repository';
import { createAppealReview } from './ticket-appeal-review';
import { iso, notFound, OPEN_STATES, summaryOf, type AgentRef, type TicketsAccess } from './tickets-access';

type QueueQuery = {
  state?: TicketState | undefined;
  kind?: TicketKind | undefined;
  due?: 'overdue' | 'nearlyDue' | undefined;
  mine?: 'true' | 'false' | undefined;
  unassigned?: 'true' | 'false' | undefined;
} & PageQuery;

const NEARLY_DUE_MS = NEARLY_DUE_MINUTES * 60_000;

/** The dealer's queue by kind, state, due time and assignee, each ticket marked overdue or nearly due. */
async function queueOf(repo: SupportRepository, clock: Clock, who: AgentRef, query: QueueQuery) {
  const now = clock.now();
  const nearlyBefore = new Date(now.getTime() + NEARLY_DUE_MS);
  const { results, totalRecord } = await repo.queue(
    who.dealerId,
    {
      states: query.state ? [query.state] : OPEN_STATES,
      kind: query.kind,
      ...(query.mine === 'true' ? { assigneeId: who.id } : {}),
      unassigned: query.unassigned === 'true',
      due: query.due ? { kind: query.due, now, nearlyBefore } : undefined,
    },
    query,
  );
  return pageOf(
    results.map((row): QueuedTicket => ({
      ...summaryOf(row),
      assigneeId: row.assigneeId,
      assigneeName: row.assigneeName,
      firstRepliedAt: iso(row.firstRepliedAt),
      dueAt: iso(row.dueAt),
      overdue: row.dueAt !== null && row.dueAt.getTime() < now.getTime(),
      dueState: dueStateOf(row.dueAt, now, NEARLY_DUE_MS),
    })),
    totalRecord,
  );
}

/** The agents' side: the queue, a ticket, assigning it, answering, notes, resolving, and the appeal review. */
export function createTicketAgent(access: TicketsAccess) {
  const { clock, repo, agentView, act, agentEvent, ofDealer } = access;
  return {
    queue: (who: AgentRef, query: QueueQuery) => queueOf(repo, clock, who, query),

    async get(who: AgentRef, ticketId: string): Promise<AgentTicket> {
      const row = await repo.ticket(ticketId);
      if (!row || !ofDealer(who)(row)) throw notFound();
      return agentView(row);
    },

    async assign(who: AgentRef, ticketId: string) {
      const row = await act(ticketId, ofDealer(who), null, async ({ row }) => {
        if (!OPEN_STATES.includes(row.state)) throw new AppError(ErrorCode.CONFLICT, '工单已结束，无需分配');
        return { assigneeId: who.id };
      });
      return agentView(row);
    },

    /** Gives a ticket to another agent of the dealer (service or admin, enabled). */
    async reassign(who: AgentRef, ticketId: string, operatorId: string) {
      const [to] = await repo.agents(who.dealerId, operatorId);
      if (!to) throw new AppError(ErrorCode.INVALID_INPUT, '只能分配给本运营商启用中的客服');
      const row = await act(ticketId, ofDealer(who), null, async ({ r, row, now }) => {
        if (!OPEN_STATES.includes(row.state)) throw new AppError(ErrorCode.CONFLICT, '工单已结束，无需分配');
        if (row.assigneeId === operatorId) throw new AppError(ErrorCode.CONFLICT, `工单已由${to.displayName}处理`);
        await agentEvent(r, row, who, 'note', `工单转交给${to.displayName}`, now);
        return { assigneeId: operatorId };
      });
      return agentView(row);
    },

    async reply(who: AgentRef, ticketId: string, input: { content: string; askDriver: boolean }) {
      const row = await act(
        ticketId,
        ofDealer(who),
        { type: 'agentReply', askDriver: input.askDriver },
        async ({ r, row, now }) => {
          await agentEvent(r, row, who, 'agent', input.content, now);
          return row.assigneeId ? {} : { assigneeId: who.id };
        },
      );
      return agentView(row);
    },

    async note(who: AgentRef, ticketId: string, content: string) {
      const row = await act(ticketId, ofDealer(who), null, async ({ r, row, now }) => {
        await agentEvent(r, row, who, 'note', content, now);
      });
      return agentView(row);
    },

    async resolve(who: AgentRef, ticketId: string, content: string) {
      const row = await act(ticketId, ofDealer(who), { type: 'resolve' }, async ({ r, row, now }) => {
        await agentEvent(r, row, who, 'agent', content, now);
        return { decidedAt: now };
      });
      return agentView(row);
    },

    ...createAppealReview(access),

    view: (row: TicketRow) => agentView(row),
  };
}
