import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, primaryKey, smallint, text } from 'drizzle-orm/pg-core';
import { timestamptz, updatedAt } from './columns';
import { dealerRef } from './dealers';
import { driverKeptRef } from './drivers';

/** One row per dealer: app identity, plate prefix, map settings, web page texts. */
export const dealerSettings = pgTable(
  'dealer_settings',
  {
    dealerId: dealerRef().primaryKey(),
    appId: text('app_id').notNull(),
    appName: text('app_name').notNull(),
    /** Default plate prefix, e.g. 浙 or 浙A. */
    province: text('province').notNull(),
    /** 1 AMap, 2 Baidu, 3 both. */
    mapType: smallint('map_type').notNull().default(1),
    amapKey: text('amap_key').notNull().default(''),
    bmapAk: text('bmap_ak').notNull().default(''),
    homeColumn: smallint('home_column').notNull().default(4),
    searchButtonText: text('search_button_text').notNull().default('查询缴费'),
    servicePhone: text('service_phone').notNull().default(''),
    privacyPolicyUrl: text('privacy_policy_url').notNull().default(''),
    userAgreementUrl: text('user_agreement_url').notNull().default(''),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('dealer_settings_map_type', sql`${t.mapType} between 1 and 3`),
    check('dealer_settings_home_column', sql`${t.homeColumn} between 1 and 5`),
    check('dealer_settings_province', sql`char_length(${t.province}) between 1 and 2`),
  ],
);

/** The feature flags of spec section 1, one row per dealer. */
export const menuConfigs = pgTable(
  'menu_configs',
  {
    dealerId: dealerRef().primaryKey(),
    bagVehicle: boolean('bag_vehicle').notNull(),
    /** Monthly plan mode 1, 2 or 3; null when monthly plans are off. */
    bagPlan: smallint('bag_plan'),
    chargingBerth: boolean('charging_berth').notNull(),
    coupon: boolean('coupon').notNull(),
    diffTime: boolean('diff_time').notNull(),
    elecInvoice: boolean('elec_invoice').notNull(),
    etcp: boolean('etcp').notNull(),
    filterParkingType: boolean('filter_parking_type').notNull(),
    roadParking: boolean('road_parking').notNull(),
    scan: boolean('scan').notNull(),
    /** 1 parking, 2 charging, 3 both. */
    platBizType: smallint('plat_biz_type').notNull(),
    charging: boolean('charging').notNull(),
    walletPlan: boolean('wallet_plan').notNull(),
    supportBalance: boolean('support_balance').notNull(),
    news: boolean('news').notNull(),
    payForOthers: boolean('pay_for_others').notNull(),
    homeParkingCharge: boolean('home_parking_charge').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('menu_configs_bag_plan', sql`${t.bagPlan} is null or ${t.bagPlan} between 1 and 3`),
    check('menu_configs_plat_biz_type', sql`${t.platBizType} between 1 and 3`),
  ],
);

/** Home menu entries in display order. */
export const homeFuncEntries = pgTable(
  'home_func_entries',
  {
    dealerId: dealerRef(),
    entryId: text('entry_id').notNull(),
    entryName: text('entry_name').notNull(),
    /** 1 in-app route, 2 external H5 page. */
    entryType: smallint('entry_type').notNull(),
    /** A data URL. */
    icon: text('icon').notNull(),
    needLogin: boolean('need_login').notNull().default(false),
    entryUrl: text('entry_url').notNull().default(''),
    sort: integer('sort').notNull(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.entryId] })],
);

/** A remark shown on one page, keyed by page code. */
export const pageRemarks = pgTable(
  'page_remarks',
  {
    dealerId: dealerRef(),
    pageCode: text('page_code').notNull(),
    remark: text('remark').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.dealerId, t.pageCode] })],
);

/**
 * Pictures drivers uploaded (BasicOps.uploadPicture), one row per stored file: whose and how big (the daily byte
 * quota), and when — an upload no module references a day later is deleted by the pictures sweep. `claimedAt` is set
 * when the sweep finds it referenced: from then on it belongs to the module that uses it (which deletes it with its row).
 */
export const pictureUploads = pgTable(
  'picture_uploads',
  {
    /** The storage key, also the last segment of its picUrl. */
    key: text('key').primaryKey(),
    dealerId: dealerRef(),
    driverId: driverKeptRef(),
    bytes: integer('bytes').notNull(),
    createdAt: timestamptz('created_at').notNull(),
    claimedAt: timestamptz('claimed_at'),
  },
  (t) => [
    check('picture_uploads_bytes', sql`${t.bytes} > 0`),
    index('picture_uploads_driver_day').on(t.driverId, t.createdAt),
    index('picture_uploads_unclaimed')
      .on(t.createdAt)
      .where(sql`${t.claimedAt} is null`),
  ],
);
