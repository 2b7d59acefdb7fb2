import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestamptz, updatedAt, uuidPk } from './columns';
import { uuidPkRef, uuidRef } from './foreign-keys';
import { couponBatches, coupons } from './coupons';
import { dealerRef } from './dealers';
import { driverRef, drivers } from './drivers';

/**
 * Rewards (decision 052): each reward is a coupon of a platform batch the operator names here; the coupons module
 * holds the coupon. A null batch switches that reward off.
 */
export const rewardSettings = pgTable(
  'reward_settings',
  {
    dealerId: dealerRef().primaryKey(),
    registerBatchId: uuid('register_batch_id').references(() => couponBatches.id, { onDelete: 'set null' }),
    inviterBatchId: uuid('inviter_batch_id').references(() => couponBatches.id, { onDelete: 'set null' }),
    inviteeBatchId: uuid('invitee_batch_id').references(() => couponBatches.id, { onDelete: 'set null' }),
    invitesPerDay: integer('invites_per_day').notNull().default(5),
    invitesTotal: integer('invites_total').notNull().default(50),
    /** Gold coins per whole yuan paid on a parking bill; 0: 金币计划 off. */
    coinsPerYuan: integer('coins_per_yuan').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reward_settings_limits', sql`${t.invitesPerDay} >= 0 and ${t.invitesTotal} >= 0 and ${t.coinsPerYuan} >= 0`),
  ],
);

/**
 * Every coupon a reward gave, once: the unique (driver, reason, ref) is what makes a grant exactly-once, whatever
 * retries or races (ref: 'register', the invite's id, the gold movement's id).
 */
export const rewardGrants = pgTable(
  'reward_grants',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    reason: text('reason').$type<'register' | 'inviter' | 'invitee' | 'gold'>().notNull(),
    ref: text('ref').notNull(),
    couponId: uuidRef('coupon_id', () => coupons.id, 'restrict'),
    createdAt: createdAt(),
  },
  (t) => [
    check('reward_grants_reason', sql`${t.reason} in ('register', 'inviter', 'invitee', 'gold')`),
    unique('reward_grants_once').on(t.driverId, t.reason, t.ref),
    uniqueIndex('reward_grants_coupon').on(t.couponId),
  ],
);

/** A driver's invite code (made on first sight of /registerShare). */
export const inviteCodes = pgTable(
  'invite_codes',
  {
    driverId: uuidPkRef('driver_id', () => drivers.id, 'cascade'),
    dealerId: dealerRef(),
    code: text('code').notNull(),
    createdAt: createdAt(),
  },
  (t) => [unique('invite_codes_code').on(t.dealerId, t.code)],
);

/**
 * An accepted invite: pending until the invitee's first paid parking bill (> 0 fen), then rewarded (both coupons given
 * in that transaction). An account, a phone and a device accept at most one invite at a dealer.
 */
export const invites = pgTable(
  'invites',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    inviterId: uuidRef('inviter_id', () => drivers.id, 'cascade'),
    inviteeId: uuidRef('invitee_id', () => drivers.id, 'cascade'),
    inviteePhone: text('invitee_phone').notNull(),
    deviceKey: text('device_key').notNull(),
    state: text('state').$type<'pending' | 'rewarded'>().notNull().default('pending'),
    /** The payment that earned the rewards. */
    paidOrderNo: text('paid_order_no'),
    createdAt: createdAt(),
    rewardedAt: timestamptz('rewarded_at'),
  },
  (t) => [
    check('invites_state', sql`${t.state} in ('pending', 'rewarded')`),
    check('invites_rewarded', sql`(${t.state} = 'rewarded') = (${t.rewardedAt} is not null)`),
    check('invites_not_self', sql`${t.inviterId} <> ${t.inviteeId}`),
    unique('invites_one_per_invitee').on(t.inviteeId),
    unique('invites_one_per_phone').on(t.dealerId, t.inviteePhone),
    unique('invites_one_per_device').on(t.dealerId, t.deviceKey),
    index('invites_inviter').on(t.inviterId, t.createdAt),
  ],
);

/** A driver's gold coins (金币计划): the balance, never negative, always the sum of the movements. */
export const goldAccounts = pgTable(
  'gold_accounts',
  {
    driverId: uuidPkRef('driver_id', () => drivers.id, 'cascade'),
    dealerId: dealerRef(),
    balance: integer('balance').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check('gold_accounts_balance', sql`${t.balance} >= 0`)],
);

/** Every change of a balance, once per key (earn:<orderNo>, redeem:<driver>:<request key>, adjust:<id>). */
export const goldMovements = pgTable(
  'gold_movements',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    driverId: driverRef(),
    kind: text('kind').$type<'earn' | 'redeem' | 'adjust'>().notNull(),
    coins: integer('coins').notNull(),
    key: text('key').notNull(),
    orderNo: text('order_no'),
    optionId: uuid('option_id'),
    couponId: uuid('coupon_id').references(() => coupons.id, { onDelete: 'restrict' }),
    note: text('note').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check(
      'gold_movements_kind',
      sql`case ${t.kind} when 'earn' then ${t.coins} > 0 and ${t.orderNo} is not null
        when 'redeem' then ${t.coins} < 0 and ${t.couponId} is not null
        when 'adjust' then ${t.coins} <> 0 else false end`,
    ),
    unique('gold_movements_key').on(t.key),
    index('gold_movements_driver').on(t.driverId, t.createdAt),
  ],
);

/** What coins buy: a coupon of a platform batch (a percentage of at most 5 % with a cap) for `coin_cost` coins. */
export const goldOptions = pgTable(
  'gold_options',
  {
    id: uuidPk(),
    dealerId: dealerRef(),
    name: text('name').notNull(),
    batchId: uuidRef('batch_id', () => couponBatches.id, 'restrict'),
    coinCost: integer('coin_cost').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [check('gold_options_cost', sql`${t.coinCost} > 0`)],
);
