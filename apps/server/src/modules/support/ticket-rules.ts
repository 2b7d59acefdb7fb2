import { TicketKind, TicketState, type TicketState as State } from '@parking/contracts';

/**
 * The ticket state machine and its SLA clocks, pure (decision 030). The repository stores what `step` returns and
 * guards each write with the state it read, so two agents acting at once cannot both move a ticket.
 */

export const FIRST_REPLY_MS = 24 * 3_600_000;
export const APPEAL_DECISION_MS = 72 * 3_600_000;
/** A resolved ticket may be reopened this many times. */
export const MAX_REOPENS = 1;

export interface TicketFacts {
  kind: TicketKind;
  state: State;
  createdAt: Date;
  firstRepliedAt: Date | null;
  /** When the ticket started waiting on the driver (待您补充); null when it is not. */
  waitingSince: Date | null;
  /** Time spent waiting on the driver so far: the SLA clocks stop meanwhile. */
  pausedMs: number;
  reopenCount: number;
  /** An appeal whose refund was sent: it cannot be refunded again. */
  refunded: boolean;
  rated: boolean;
}

export type TicketAction =
  | { type: 'agentReply'; askDriver: boolean }
  | { type: 'driverReply' }
  | { type: 'resolve' }
  /** Decided without money back: rejected, or upheld with nothing to refund. */
  | { type: 'closeAppeal' }
  | { type: 'approveRefund' }
  | { type: 'financeApprove' }
  | { type: 'financeReturn' }
  | { type: 'rate' }
  | { type: 'reopen' };

export class TicketRefusal extends Error {
  override name = 'TicketRefusal';
}

const OPEN: readonly State[] = [TicketState.SUBMITTED, TicketState.IN_PROGRESS, TicketState.WAITING_DRIVER];
const isOpen = (s: State) => OPEN.includes(s) || s === TicketState.AWAITING_FINANCE;

const CLOSED_TEXT = '工单已关闭，无法继续操作';
function refuseUnlessOpen(t: TicketFacts) {
  if (t.state === TicketState.CLOSED) throw new TicketRefusal(CLOSED_TEXT);
  if (t.state === TicketState.RESOLVED) throw new TicketRefusal('工单已解决，如仍有问题请重新打开');
}

/** Stops the SLA clocks (waiting on the driver). */
const pause = (t: TicketFacts, now: Date): TicketFacts => (t.waitingSince ? t : { ...t, waitingSince: now });
/** Restarts them, adding the time waited. */
const resume = (t: TicketFacts, now: Date): TicketFacts =>
  t.waitingSince
    ? { ...t, waitingSince: null, pausedMs: t.pausedMs + Math.max(0, now.getTime() - t.waitingSince.getTime()) }
    : t;
const replied = (t: TicketFacts, now: Date): TicketFacts => (t.firstRepliedAt ? t : { ...t, firstRepliedAt: now });

/** The facts after `action`, or a TicketRefusal with the text the caller shows. */
export function step(t: TicketFacts, action: TicketAction, now: Date): TicketFacts {
  const appeal = t.kind === TicketKind.APPEAL;
  switch (action.type) {
    case 'agentReply': {
      refuseUnlessOpen(t);
      const answered = replied(t, now);
      if (action.askDriver) {
        if (t.state === TicketState.AWAITING_FINANCE) throw new TicketRefusal('退款审核中，不能要求补充材料');
        return pause({ ...answered, state: TicketState.WAITING_DRIVER }, now);
      }
      return t.state === TicketState.SUBMITTED ? { ...answered, state: TicketState.IN_PROGRESS } : answered;
    }
    case 'driverReply':
      refuseUnlessOpen(t);
      return t.state === TicketState.WAITING_DRIVER ? resume({ ...t, state: TicketState.IN_PROGRESS }, now) : t;
    case 'resolve':
      if (appeal) throw new TicketRefusal('申诉须通过审核处理');
      refuseUnlessOpen(t);
      return resume({ ...replied(t, now), state: TicketState.RESOLVED }, now);
    case 'closeAppeal':
    case 'approveRefund': {
      if (!appeal) throw new TicketRefusal('只有账单申诉需要审核');
      refuseUnlessOpen(t);
      if (t.state === TicketState.AWAITING_FINANCE) throw new TicketRefusal('该申诉已审核，等待财务处理');
      if (action.type === 'approveRefund' && t.refunded) throw new TicketRefusal('该申诉已退款，不能重复退款');
      const next = action.type === 'approveRefund' ? TicketState.AWAITING_FINANCE : TicketState.RESOLVED;
      return resume({ ...replied(t, now), state: next }, now);
    }
    case 'financeApprove':
    case 'financeReturn':
      if (t.state !== TicketState.AWAITING_FINANCE) throw new TicketRefusal('该申诉不在财务审核中');
      return action.type === 'financeApprove'
        ? { ...t, state: TicketState.RESOLVED, refunded: true }
        : { ...t, state: TicketState.IN_PROGRESS };
    case 'rate':
      if (t.rated) throw new TicketRefusal('您已评价过该工单');
      if (t.state !== TicketState.RESOLVED) throw new TicketRefusal('工单解决后才能评价');
      return { ...t, state: TicketState.CLOSED, rated: true };
    case 'reopen':
      if (t.state !== TicketState.RESOLVED) throw new TicketRefusal('只有已解决的工单可以重新打开');
      if (t.reopenCount >= MAX_REOPENS) throw new TicketRefusal('工单只能重新打开一次，请提交新的反馈');
      // Due again at once: a reopened ticket goes to the top of the queue.
      return { ...t, state: TicketState.IN_PROGRESS, reopenCount: t.reopenCount + 1, firstRepliedAt: null };
  }
}

/** The driver may still add to the ticket. */
export const driverCanReply = (t: Pick<TicketFacts, 'state'>) => isOpen(t.state);
export const driverCanRate = (t: Pick<TicketFacts, 'state' | 'rated'>) => t.state === TicketState.RESOLVED && !t.rated;
export const driverCanReopen = (t: Pick<TicketFacts, 'state' | 'reopenCount'>) =>
  t.state === TicketState.RESOLVED && t.reopenCount < MAX_REOPENS;

/** A dealer's SLA for one ticket kind (decision 088): both clocks count from submission, less time waiting. */
export interface Sla {
  firstAnswerMs: number;
  /** null: nothing is due once answered. */
  resolveMs: number | null;
}

/** The SLA of a kind whose dealer set none: 24 h to a first answer, appeals decided within 72 h. */
export const defaultSla = (kind: TicketKind): Sla => ({
  firstAnswerMs: FIRST_REPLY_MS,
  resolveMs: kind === TicketKind.APPEAL ? APPEAL_DECISION_MS : null,
});

/**
 * The next SLA deadline: the first answer, then the resolution (an appeal's decision); both moved by the time spent
 * waiting on the driver. Null while waiting (the clock is stopped) and once nothing is due.
 */
export function dueAt(t: TicketFacts, sla: Sla = defaultSla(t.kind)): Date | null {
  if (!OPEN.includes(t.state) || t.waitingSince) return null;
  const from = t.createdAt.getTime() + t.pausedMs;
  if (!t.firstRepliedAt) return new Date(from + sla.firstAnswerMs);
  if (sla.resolveMs !== null) return new Date(from + sla.resolveMs);
  return null;
}

/** How a deadline stands at `now`: past it, within `nearlyMs` of it, or comfortably before. */
export function dueStateOf(due: Date | null, now: Date, nearlyMs: number): 'overdue' | 'nearlyDue' | 'onTime' | null {
  if (!due) return null;
  const left = due.getTime() - now.getTime();
  return left < 0 ? 'overdue' : left <= nearlyMs ? 'nearlyDue' : 'onTime';
}
