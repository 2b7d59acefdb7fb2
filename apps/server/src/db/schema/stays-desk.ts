import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, fen, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { operators } from './operators';
import { parkingSessions } from './parking';
import { parkRef } from './parks';

/**
 * An operator's correction of a stay (issue 40, decision 091): a hand-recorded entry or exit, a closed stay, a
 * corrected plate read, a fee waived, adjusted or made free, an arrears written off. Each has its reason; the audit
 * log has the same change with who and from where. Fee corrections keep the fee before and after.
 */
export const stayCorrections = pgTable(
  'stay_corrections',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    sessionId: uuidRef('session_id', () => parkingSessions.id, 'cascade'),
    /** entry | exit | plate | waive | adjust | free | writeOff */
    kind: text('kind').notNull(),
    reason: text('reason').notNull(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    operatorName: text('operator_name').notNull(),
    feeBeforeFen: fen('fee_before_fen'),
    feeAfterFen: fen('fee_after_fen'),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    check('stay_corrections_kind', sql`${t.kind} in ('entry', 'exit', 'plate', 'waive', 'adjust', 'free', 'writeOff')`),
    index('stay_corrections_session').on(t.sessionId, t.createdAt),
  ],
);

/**
 * An arrears reminder sent by SMS to the driver of a plate: one per driver's phone and Shanghai day, held by the
 * unique index (two operators clicking at once cannot send two).
 */
export const arrearsReminders = pgTable(
  'arrears_reminders',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    phone: text('phone').notNull(),
    plateNo: text('plate_no').notNull(),
    plateColor: smallint('plate_color').notNull().default(0),
    /** YYYY-MM-DD in Asia/Shanghai. */
    day: text('day').notNull(),
    owedFen: fen('owed_fen').notNull(),
    operatorId: uuid('operator_id').references(() => operators.id, { onDelete: 'set null' }),
    sentAt: timestamptz('sent_at').notNull(),
  },
  (t) => [uniqueIndex('arrears_reminders_once_a_day').on(t.dealerId, t.phone, t.day)],
);

/** A write-off of an arrears stay: asked for by one operator, approved or refused by another (four eyes). */
export const arrearsWriteOffs = pgTable(
  'arrears_write_offs',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    sessionId: uuidRef('session_id', () => parkingSessions.id, 'cascade'),
    amountFen: fen('amount_fen').notNull(),
    reason: text('reason').notNull(),
    /** pending | approved | refused */
    state: text('state').notNull().default('pending'),
    requestedBy: uuidRef('requested_by', () => operators.id),
    requestedByName: text('requested_by_name').notNull(),
    requestedAt: timestamptz('requested_at').notNull(),
    decidedBy: uuid('decided_by').references(() => operators.id),
    decidedByName: text('decided_by_name'),
    decidedAt: timestamptz('decided_at'),
    decisionNote: text('decision_note'),
  },
  (t) => [
    check('arrears_write_offs_state', sql`${t.state} in ('pending', 'approved', 'refused')`),
    check('arrears_write_offs_amount', sql`${t.amountFen} > 0`),
    uniqueIndex('arrears_write_offs_one_pending')
      .on(t.sessionId)
      .where(sql`${t.state} = 'pending'`),
    index('arrears_write_offs_dealer').on(t.dealerId, t.state, t.requestedAt),
  ],
);
