import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, timestamps, timestamptz, uuidPk } from './columns';
import { uuidRef } from './foreign-keys';
import { dealerRef } from './dealers';

/**
 * A driver's account at one dealer. The phone is unique per dealer and may be missing: a WeChat-only account has
 * none yet, and a deleted account has its phone, names and password erased (the row stays, so orders, payments and
 * invoices keep pointing at a driver).
 */
export const drivers = pgTable(
  'drivers',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    /** 11 digits without country code; null when not bound or erased. */
    phone: text('phone'),
    /** Argon2id PHC string; null until the driver sets a password (SMS or WeChat sign-up). */
    passwordHash: text('password_hash'),
    nickName: text('nick_name').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    /** Wrong passwords since the last success or lockout. */
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamptz('locked_until'),
    ...timestamps(),
    /** Set when the account was deleted (its personal data erased). */
    deletedAt: timestamptz('deleted_at'),
    /** Set when an operator disabled the account (decision 088): it cannot sign in or call until enabled again. */
    disabledAt: timestamptz('disabled_at'),
    disabledReason: text('disabled_reason'),
  },
  // Nulls are distinct in a unique constraint: any number of phoneless accounts.
  (t) => [
    unique('drivers_dealer_phone').on(t.dealerId, t.phone),
    check('drivers_phone_digits', sql`${t.phone} is null or ${t.phone} ~ '^1[3-9][0-9]{9}$'`),
  ],
);

/** The driver a row belongs to; the row goes when its driver does. */
export const driverRef = () => uuidRef('driver_id', () => drivers.id, 'cascade');

/** The driver of a row of money history, which outlives nothing: a driver who still has such rows cannot be deleted. */
export const driverKeptRef = () => uuidRef('driver_id', () => drivers.id, 'restrict');

/** Third-party identities (WeChat openid, Alipay buyer id) of drivers; one identity belongs to one driver per dealer. */
export const driverThirdIds = pgTable(
  'driver_third_ids',
  {
    dealerId: dealerRef(),
    thirdType: text('third_type').notNull(),
    thirdId: text('third_id').notNull(),
    driverId: driverRef(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.dealerId, t.thirdType, t.thirdId] }),
    index('driver_third_ids_driver').on(t.driverId),
  ],
);

/** Groups of drivers with shared terms at a dealer (园区员工, 残疾人优待); parks and fee rules refer to them. */
export const driverGroups = pgTable(
  'driver_groups',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [unique('driver_groups_dealer_code').on(t.dealerId, t.code)],
);

export const driverGroupMembers = pgTable(
  'driver_group_members',
  {
    groupId: uuidRef('group_id', () => driverGroups.id, 'cascade'),
    driverId: driverRef(),
    joinedAt: timestamptz('joined_at').notNull().defaultNow(),
    /** null: no end. */
    expiresAt: timestamptz('expires_at'),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.driverId] }), index('driver_group_members_driver').on(t.driverId)],
);
