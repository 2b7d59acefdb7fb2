import type { AppealSubject, FaqCategory, TicketContext, TicketKind, TicketState } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, updatedAt, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef } from './drivers';
import { operators } from './operators';
import { parkingSessions } from './parking';

/** One customer-service ticket: a consultation, feedback or a bill appeal (decision 030). */
export const supportTickets = pgTable(
  'support_tickets',
  {
    id: uuidPk(),
    /** What the driver and agents quote: CS + a running number. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('support_tickets_seq'),
    dealerId: dealerRef(),
    driverId: driverRef(),
    kind: text('kind').$type<TicketKind>().notNull(),
    consultationType: smallint('consultation_type'),
    /** Appeals: the old complaint reason (notMyCar, wrongFee, ...), kept for /billComplain. */
    appealReason: text('appeal_reason'),
    content: text('content').notNull(),
    /** URLs of pictures uploaded through BasicOps.uploadPicture (at most 9 over the ticket's first message). */
    pictures: text('pictures').array().notNull().default([]),
    context: jsonb('context').$type<TicketContext>().notNull().default({}),
    /** The appealed stay. */
    sessionId: uuid('session_id').references(() => parkingSessions.id, { onDelete: 'cascade' }),
    /** What an appeal is about (decision 050): parking (then `session_id`), or an order of another module. */
    appealSubject: text('appeal_subject').$type<AppealSubject>(),
    /** The appealed charging order, occupation order or plan payment (its module's order number). */
    appealOrderNo: text('appeal_order_no'),
    state: text('state').$type<TicketState>().notNull().default('submitted'),
    assigneeId: uuid('assignee_id').references(() => operators.id, { onDelete: 'set null' }),
    firstRepliedAt: timestamptz('first_replied_at'),
    waitingSince: timestamptz('waiting_since'),
    pausedMs: bigint('paused_ms', { mode: 'number' }).notNull().default(0),
    /** The next SLA deadline (ticket-rules `dueAt`), stored so queues sort by it. */
    dueAt: timestamptz('due_at'),
    reopenCount: smallint('reopen_count').notNull().default(0),
    /**
     * refund | rejected | accepted (a complaint upheld before tickets existed, without a refund) | coupon (upheld with a
     * coupon instead of money, decision 054).
     */
    decision: text('decision'),
    decidedAt: timestamptz('decided_at'),
    refundFen: integer('refund_fen'),
    /** The payment refund sent for this appeal: one per ticket. */
    refundNo: text('refund_no').unique('support_tickets_refund_no'),
    refundedAt: timestamptz('refunded_at'),
    /** The coupon given as compensation (decision 054): one per ticket, set under the ticket's row lock. */
    compensationCouponId: uuid('compensation_coupon_id').unique('support_tickets_compensation_coupon'),
    /** What the coupon takes off (减5元), as it was when given: the driver's steps show it. */
    compensationTitle: text('compensation_title'),
    ratingScore: smallint('rating_score'),
    ratingComment: text('rating_comment'),
    /** The parking_appeals row this ticket was copied from (migration 0007). */
    legacyAppealId: uuid('legacy_appeal_id').unique('support_tickets_legacy_appeal'),
    ...timestamps(),
  },
  (t) => [
    check('support_tickets_kind', sql`${t.kind} in ('consultation', 'feedback', 'appeal')`),
    check(
      'support_tickets_state',
      sql`${t.state} in ('submitted', 'inProgress', 'waitingDriver', 'awaitingFinance', 'resolved', 'closed')`,
    ),
    check(
      'support_tickets_appeal_subject',
      sql`case when ${t.kind} <> 'appeal' then ${t.appealSubject} is null and ${t.sessionId} is null and ${t.appealOrderNo} is null
               when ${t.appealSubject} = 'parking' then ${t.sessionId} is not null and ${t.appealOrderNo} is null
               else ${t.appealSubject} in ('charging', 'occupation', 'monthlyPlan') and ${t.sessionId} is null
                    and ${t.appealOrderNo} is not null end`,
    ),
    check(
      'support_tickets_decision',
      sql`${t.decision} is null or ${t.decision} in ('refund', 'rejected', 'accepted', 'coupon')`,
    ),
    check('support_tickets_refund', sql`${t.refundFen} is null or ${t.refundFen} > 0`),
    check('support_tickets_rating', sql`${t.ratingScore} is null or ${t.ratingScore} between 1 and 5`),
    // One open appeal per stay at a time: a second waits for the first answer.
    uniqueIndex('support_tickets_one_open_appeal')
      .on(t.sessionId)
      .where(sql`${t.kind} = 'appeal' and ${t.state} not in ('resolved', 'closed')`),
    uniqueIndex('support_tickets_one_open_order_appeal')
      .on(t.appealSubject, t.appealOrderNo)
      .where(sql`${t.appealOrderNo} is not null and ${t.state} not in ('resolved', 'closed')`),
    index('support_tickets_driver_created').on(t.driverId, t.createdAt),
    index('support_tickets_dealer_due').on(t.dealerId, t.dueAt),
  ],
);

/** What happened on a ticket: public messages (driver, agent, system) and internal notes, in order. */
export const supportTicketEvents = pgTable(
  'support_ticket_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: uuidRef('ticket_id', () => supportTickets.id, 'cascade'),
    /** driver | agent | system | note (internal: never shown to the driver) */
    author: text('author').notNull(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    pictures: text('pictures').array().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    check('support_ticket_events_author', sql`${t.author} in ('driver', 'agent', 'system', 'note')`),
    index('support_ticket_events_ticket').on(t.ticketId, t.id),
  ],
);

/** The help centre's common questions, per dealer and category. */
export const supportFaqs = pgTable(
  'support_faqs',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    category: text('category').$type<FaqCategory>().notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sort: integer('sort').notNull().default(0),
    ...timestamps(),
  },
  (t) => [index('support_faqs_dealer_category').on(t.dealerId, t.category, t.sort)],
);

/**
 * The dealer's SLA per ticket kind (decision 088): the first answer within `first_answer_minutes` of submission and
 * the resolution within `resolve_minutes` (null: no resolution deadline), both moved by time waiting on the driver.
 * A kind without a row keeps the defaults of ticket-rules (24 h to answer; appeals decided within 72 h).
 */
export const supportSlaPolicies = pgTable(
  'support_sla_policies',
  {
    dealerId: dealerRef(),
    kind: text('kind').$type<TicketKind>().notNull(),
    firstAnswerMinutes: integer('first_answer_minutes').notNull(),
    resolveMinutes: integer('resolve_minutes'),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('support_sla_policies_dealer_kind').on(t.dealerId, t.kind),
    check('support_sla_policies_kind', sql`${t.kind} in ('consultation', 'feedback', 'appeal')`),
    check(
      'support_sla_policies_minutes',
      sql`${t.firstAnswerMinutes} > 0 and (${t.resolveMinutes} is null or ${t.resolveMinutes} >= ${t.firstAnswerMinutes})`,
    ),
  ],
);

/** Canned replies (快捷回复) an agent inserts into an answer, per dealer. */
export const supportCannedReplies = pgTable(
  'support_canned_replies',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    ...timestamps(),
  },
  (t) => [index('support_canned_replies_dealer').on(t.dealerId, t.title)],
);
