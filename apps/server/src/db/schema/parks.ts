import { sql } from 'drizzle-orm';
import type { ParkKind } from '@parking/contracts';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { FeeRule } from '../../modules/tariffs';
import { createdAt, timestamps, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';

/** A car park of a dealer: off-street (gates at lanes) or road-side (berths watched by collectors). */
export const parks = pgTable(
  'parks',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    kind: text('kind').$type<ParkKind>().notNull(),
    /** GCJ-02 (the coordinate system of Chinese maps). */
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
    totalSpaces: integer('total_spaces').notNull().default(0),
    /** 营业时间, `HH:mm-HH:mm` (`00:00-24:00`: round the clock). */
    openingHours: text('opening_hours').notNull().default('00:00-24:00'),
    /**
     * 先离场后付费: a car owing a fee at the exit lane may leave, and the fee becomes arrears. Without it the gate
     * holds the car until it is paid. Road-side parks always work this way (there is no gate).
     */
    leaveFirst: boolean('leave_first').notNull().default(false),
    isOnline: boolean('is_online').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    check('parks_kind', sql`${t.kind} in ('offStreet', 'roadSide')`),
    index('parks_dealer').on(t.dealerId),
    // Nearby searches: a latitude range within one dealer, longitude checked from the index (discovery issue).
    index('parks_dealer_lat_lng').on(t.dealerId, t.latitude, t.longitude),
  ],
);

/** The park a row belongs to; the row goes when its park does. */
export const parkRef = () => uuidRef('park_id', () => parks.id, 'cascade');

/**
 * Fee rules of a park, append-only. The rule in force at an instant is the one with the latest effective time
 * (`effective_from`, or `created_at` when it was stored to take effect at once) that has come (decision 084). A
 * session keeps the rule it entered under, so a price change never reprices cars already parked (the label they saw
 * at entry stays true), and a rule scheduled for later changes no fee before its time.
 */
export const parkFeeRules = pgTable(
  'park_fee_rules',
  {
    id: uuidPk(),
    parkId: parkRef(),
    /** Validated with FeeRuleSchema before it is stored. */
    rule: jsonb('rule').$type<FeeRule>().notNull(),
    createdAt: createdAt(),
    /** When it takes effect; null: when it was stored (`created_at`), as every rule before decision 084. */
    effectiveFrom: timestamptz('effective_from'),
    /** Who set it, as the console shows it (display name and username); null for the seed and older rules. */
    createdBy: text('created_by'),
    /** When followers were told of it (park.price event); null while a scheduled rule waits for its time. */
    announcedAt: timestamptz('announced_at'),
  },
  (t) => [
    index('park_fee_rules_park_created').on(t.parkId, t.createdAt),
    // The scheduled rules still to announce: a small index the announcing job reads every minute.
    index('park_fee_rules_unannounced')
      .on(t.effectiveFrom)
      .where(sql`${t.announcedAt} is null and ${t.effectiveFrom} is not null`),
  ],
);

/** Entry and exit lanes of an off-street park; `code` is what gate devices send. */
export const lanes = pgTable(
  'lanes',
  {
    id: uuidPk(),
    parkId: parkRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    /** entry | exit */
    direction: text('direction').notNull(),
  },
  (t) => [
    unique('lanes_park_code').on(t.parkId, t.code),
    check('lanes_direction', sql`${t.direction} in ('entry', 'exit')`),
  ],
);

/** Numbered spaces of a road-side park. */
export const berths = pgTable(
  'berths',
  {
    id: uuidPk(),
    parkId: parkRef(),
    code: text('code').notNull(),
  },
  (t) => [unique('berths_park_code').on(t.parkId, t.code)],
);

/**
 * Gate cameras and collector handhelds, each with its own HMAC secret. The secret is kept as is because the
 * server must compute the same HMAC; it is never shown back by any API after provisioning.
 */
export const devices = pgTable(
  'devices',
  {
    id: text('id').primaryKey(),
    dealerId: dealerRef(),
    parkId: parkRef(),
    /** gate | handheld */
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    secret: text('secret').notNull(),
    /** The lane a gate camera serves (its open commands go there); null for handhelds and unassigned gates. */
    laneId: uuid('lane_id').references(() => lanes.id, { onDelete: 'set null' }),
    disabled: boolean('disabled').notNull().default(false),
    lastSeenAt: timestamptz('last_seen_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('devices_kind', sql`${t.kind} in ('gate', 'handheld')`),
    check('devices_id', sql`${t.id} ~ '^[A-Za-z0-9_-]{3,64}$'`),
  ],
);

/** Road-side collectors (收费员); their code is what drivers' apps store as collectorCode. */
export const collectors = pgTable(
  'collectors',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    disabled: boolean('disabled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [unique('collectors_dealer_code').on(t.dealerId, t.code)],
);
