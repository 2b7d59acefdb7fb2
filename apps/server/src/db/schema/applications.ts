import type { ProgrammeCategory } from '@parking/contracts';
import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { timestamps, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';
import { driverRef } from './drivers';
import { operators } from './operators';
import { driverPlates } from './vehicles';

/** A dealer's special-group benefit programme (残疾人车辆, 退役军人, 新能源 …), decision 041. */
export const benefitProgrammes = pgTable(
  'benefit_programmes',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    category: text('category').$type<ProgrammeCategory>().notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    benefitText: text('benefit_text').notNull(),
    validDays: integer('valid_days').notNull(),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
    /**
     * What an approval takes off at the gate (decision 054): a percentage of the fee, 100 = free; null = nothing
     * priced (the benefit is only recorded, as before).
     */
    discountPercent: smallint('discount_percent'),
    /** The parks where it applies; empty: all the dealer's parks. */
    parkIds: uuid('park_ids').array().notNull().default([]),
  },
  (t) => [
    check('benefit_programmes_valid_days', sql`${t.validDays} between 1 and 3660`),
    check('benefit_programmes_discount', sql`${t.discountPercent} is null or ${t.discountPercent} between 1 and 100`),
    uniqueIndex('benefit_programmes_dealer_name').on(t.dealerId, t.name),
  ],
);

/**
 * A driver's application for a programme for one plate. `state` is pending | approved | rejected; an approval past
 * `valid_until` reads as 已过期 (expired is derived, so nothing has to run at midnight).
 */
export const benefitApplications = pgTable(
  'benefit_applications',
  {
    id: uuidPk(),
    /** What the driver quotes: UA + a running number. */
    seq: bigserial('seq', { mode: 'number' }).notNull().unique('benefit_applications_seq'),
    dealerId: dealerRef(),
    driverId: driverRef(),
    programmeId: uuidRef('programme_id', () => benefitProgrammes.id, 'cascade'),
    plateId: uuid('plate_id').references(() => driverPlates.id, { onDelete: 'set null' }),
    /** The plate as applied for (normalised), kept when the plate is unbound later. */
    plateNo: text('plate_no').notNull(),
    applicantName: text('applicant_name').notNull(),
    /** Personal data: erased with the account (the rows go). */
    idNumber: text('id_number').notNull(),
    pictures: text('pictures').array().notNull().default([]),
    state: text('state').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    rejectReason: text('reject_reason'),
    validFrom: timestamptz('valid_from'),
    validUntil: timestamptz('valid_until'),
    decidedAt: timestamptz('decided_at'),
    decidedBy: uuid('decided_by').references(() => operators.id, { onDelete: 'set null' }),
    ...timestamps(),
  },
  (t) => [
    check('benefit_applications_state', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    check(
      'benefit_applications_approval',
      sql`(${t.state} = 'approved') = (${t.validFrom} is not null and ${t.validUntil} is not null)`,
    ),
    // One pending application per plate and programme: a second waits for the first answer.
    uniqueIndex('benefit_applications_one_pending')
      .on(t.programmeId, t.plateNo)
      .where(sql`${t.state} = 'pending'`),
    index('benefit_applications_driver_created').on(t.driverId, t.createdAt),
    index('benefit_applications_dealer_state').on(t.dealerId, t.state, t.createdAt),
  ],
);
