import { TicketKind, TicketState, type TicketState as State } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  APPEAL_DECISION_MS,
  FIRST_REPLY_MS,
  dueAt,
  step,
  TicketRefusal,
  type TicketAction,
  type TicketFacts,
} from './ticket-rules';

const T0 = new Date('2026-11-25T08:00:00Z');
const at = (hours: number) => new Date(T0.getTime() + hours * 3_600_000);
const facts = (over: Partial<TicketFacts> = {}): TicketFacts => ({
  kind: TicketKind.APPEAL,
  state: TicketState.SUBMITTED,
  createdAt: T0,
  firstRepliedAt: null,
  waitingSince: null,
  pausedMs: 0,
  reopenCount: 0,
  refunded: false,
  rated: false,
  ...over,
});
const S = TicketState;

describe('transitions', () => {
  it.each<[string, Partial<TicketFacts>, TicketAction, State]>([
    ['a first agent reply starts the work', {}, { type: 'agentReply', askDriver: false }, S.IN_PROGRESS],
    ['asking the driver waits on them', {}, { type: 'agentReply', askDriver: true }, S.WAITING_DRIVER],
    ['the driver answering resumes', { state: S.WAITING_DRIVER }, { type: 'driverReply' }, S.IN_PROGRESS],
    ['a driver note on a new ticket keeps it new', {}, { type: 'driverReply' }, S.SUBMITTED],
    ['service approves a refund for finance', { state: S.IN_PROGRESS }, { type: 'approveRefund' }, S.AWAITING_FINANCE],
    ['service rejects an appeal', { state: S.IN_PROGRESS }, { type: 'closeAppeal' }, S.RESOLVED],
    ['finance approves: resolved', { state: S.AWAITING_FINANCE }, { type: 'financeApprove' }, S.RESOLVED],
    ['finance sends it back', { state: S.AWAITING_FINANCE }, { type: 'financeReturn' }, S.IN_PROGRESS],
    ['a consultation is resolved', { kind: TicketKind.CONSULTATION }, { type: 'resolve' }, S.RESOLVED],
    ['rating closes', { state: S.RESOLVED }, { type: 'rate' }, S.CLOSED],
    ['reopening once', { state: S.RESOLVED }, { type: 'reopen' }, S.IN_PROGRESS],
  ])('%s', (_, from, action, to) => {
    expect(step(facts(from), action, at(1)).state).toBe(to);
  });

  it.each<[string, Partial<TicketFacts>, TicketAction, string]>([
    ['no reply to a closed ticket', { state: S.CLOSED }, { type: 'driverReply' }, '工单已关闭，无法继续操作'],
    ['no agent reply to a closed ticket', { state: S.CLOSED }, { type: 'agentReply', askDriver: false }, '工单已关闭'],
    ['a resolved ticket is reopened, not replied to', { state: S.RESOLVED }, { type: 'driverReply' }, '重新打开'],
    ['reopen only once', { state: S.RESOLVED, reopenCount: 1 }, { type: 'reopen' }, '只能重新打开一次'],
    ['rate only when resolved', { state: S.IN_PROGRESS }, { type: 'rate' }, '解决后才能评价'],
    ['rate once', { state: S.RESOLVED, rated: true }, { type: 'rate' }, '已评价'],
    ['finance only after service', { state: S.IN_PROGRESS }, { type: 'financeApprove' }, '不在财务审核中'],
    ['finance approves once', { state: S.RESOLVED, refunded: true }, { type: 'financeApprove' }, '不在财务审核中'],
    [
      'no second refund after reopening',
      { state: S.IN_PROGRESS, refunded: true },
      { type: 'approveRefund' },
      '不能重复退款',
    ],
    ['an appeal is decided, not resolved', {}, { type: 'resolve' }, '审核'],
    ['only appeals are decided', { kind: TicketKind.FEEDBACK }, { type: 'approveRefund' }, '只有账单申诉'],
    ['no second decision while finance reviews', { state: S.AWAITING_FINANCE }, { type: 'closeAppeal' }, '已审核'],
  ])('refuses: %s', (_, from, action, text) => {
    expect(() => step(facts(from), action, at(1))).toThrow(TicketRefusal);
    expect(() => step(facts(from), action, at(1))).toThrow(text);
  });
});

describe('SLA clocks', () => {
  it('first reply is due 24 h after submission, then the appeal decision 72 h after it', () => {
    expect(dueAt(facts())).toEqual(new Date(T0.getTime() + FIRST_REPLY_MS));
    const answered = step(facts(), { type: 'agentReply', askDriver: false }, at(2));
    expect(dueAt(answered)).toEqual(new Date(T0.getTime() + APPEAL_DECISION_MS));
    const consultation = step(
      facts({ kind: TicketKind.CONSULTATION }),
      { type: 'agentReply', askDriver: false },
      at(2),
    );
    expect(dueAt(consultation)).toBeNull();
  });

  it('stops while waiting on the driver and moves by the time waited', () => {
    const waiting = step(facts(), { type: 'agentReply', askDriver: true }, at(10));
    expect(dueAt(waiting)).toBeNull();
    const back = step(waiting, { type: 'driverReply' }, at(40));
    expect(back.pausedMs).toBe(30 * 3_600_000);
    expect(dueAt(back)).toEqual(at(72 + 30));
  });

  it('a reopened ticket is due at once (its first-reply deadline has passed)', () => {
    const reopened = step(facts({ state: S.RESOLVED, firstRepliedAt: at(1) }), { type: 'reopen' }, at(200));
    expect(dueAt(reopened)).toEqual(new Date(T0.getTime() + FIRST_REPLY_MS));
  });

  it('nothing is due once decided or resolved', () => {
    expect(dueAt(facts({ state: S.AWAITING_FINANCE, firstRepliedAt: at(1) }))).toBeNull();
    expect(dueAt(facts({ state: S.RESOLVED, firstRepliedAt: at(1) }))).toBeNull();
  });

  it('property: any run of actions never shortens a deadline, and a refund is approved by finance at most once', () => {
    const actions: fc.Arbitrary<TicketAction> = fc.oneof(
      fc.boolean().map((askDriver) => ({ type: 'agentReply' as const, askDriver })),
      ...(
        ['driverReply', 'approveRefund', 'closeAppeal', 'financeApprove', 'financeReturn', 'rate', 'reopen'] as const
      ).map((type) => fc.constant({ type } as TicketAction)),
    );
    fc.assert(
      fc.property(fc.array(fc.tuple(actions, fc.integer({ min: 0, max: 100 })), { maxLength: 30 }), (run) => {
        let t = facts();
        let hours = 0;
        let refunds = 0;
        for (const [action, gap] of run) {
          hours += gap;
          try {
            const next = step(t, action, at(hours));
            if (action.type === 'financeApprove') refunds += 1;
            expect(next.pausedMs).toBeGreaterThanOrEqual(t.pausedMs);
            t = next;
          } catch (error) {
            expect(error).toBeInstanceOf(TicketRefusal);
          }
        }
        expect(refunds).toBeLessThanOrEqual(1);
      }),
    );
  });
});
