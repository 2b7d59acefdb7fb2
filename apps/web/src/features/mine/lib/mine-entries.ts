import type { MenuConfig } from '@parking/contracts';
import { featureOn, type MenuFeature } from '../../../lib/menu-gates';
import { Paths } from '../../../lib/paths';
import type { HasScreen } from '../../../lib/screens';
import * as screen from '../../../lib/screen-paths.gen';

export type MineEntryKey =
  | 'orders'
  | 'vehicles'
  | 'wallet'
  | 'roadParking'
  | 'bagVehicles'
  | 'charging'
  | 'occupation'
  | 'chargingCards'
  | 'vins'
  | 'coupons'
  | 'invite'
  | 'gold'
  | 'invoices'
  | 'records'
  | 'bookings'
  | 'benefits'
  | 'follows'
  | 'messages'
  | 'service'
  | 'settings';

export interface MineEntry {
  key: MineEntryKey;
  title: string;
  to: string;
  /** An anonymous visitor is sent to login first, coming back here afterwards. */
  needLogin: boolean;
}

/** The entries of the account tab, in order, each with the menu feature that must be on for it (lib/menu-gates). */
const ENTRIES: readonly (MineEntry & { feature?: MenuFeature; loggedInOnly?: boolean })[] = [
  { key: 'orders', title: '停车订单', to: Paths.ORDER_RECORD, needLogin: true },
  { key: 'vehicles', title: '我的车辆', to: Paths.CAR_MANAGE, needLogin: true },
  { key: 'wallet', title: '账户余额', to: Paths.ACCOUNT_BALANCE, needLogin: true, feature: 'balance' },
  { key: 'roadParking', title: '路内停车', to: Paths.ROAD_PARKING, needLogin: true, feature: 'roadParking' },
  { key: 'bagVehicles', title: '包月车辆', to: Paths.BAG_VEHICLES, needLogin: true, feature: 'bagVehicle' },
  { key: 'charging', title: '充电订单', to: screen.chargeBillManage, needLogin: true, feature: 'charging' },
  { key: 'occupation', title: '占位订单', to: Paths.CHARGE_OCCUPATION, needLogin: true, feature: 'chargingBerth' },
  { key: 'chargingCards', title: '充电卡', to: screen.chargingCard, needLogin: true, feature: 'charging' },
  { key: 'vins', title: '即插即充', to: screen.chargingVinManage, needLogin: true, feature: 'charging' },
  { key: 'coupons', title: '优惠券', to: Paths.COUPONS, needLogin: true, feature: 'coupon' },
  { key: 'invite', title: '邀请有礼', to: screen.registerShare, needLogin: true, feature: 'coupon' },
  { key: 'gold', title: '金币计划', to: screen.goldPlanResults, needLogin: true, feature: 'coupon' },
  { key: 'invoices', title: '发票管理', to: Paths.INVOICES, needLogin: true, feature: 'invoice' },
  { key: 'records', title: '停车记录', to: Paths.PARKING_RECORD, needLogin: true },
  { key: 'bookings', title: '预约记录', to: screen.bookRecord, needLogin: true },
  { key: 'benefits', title: '优惠申请', to: Paths.USER_APPLY, needLogin: true },
  { key: 'follows', title: '我的关注', to: Paths.FOLLOW_MANAGE, needLogin: true },
  { key: 'messages', title: '消息中心', to: Paths.MESSAGE_CENTER, needLogin: true },
  { key: 'service', title: '客服中心', to: Paths.CUSTOMER_SERVICE, needLogin: false },
  { key: 'settings', title: '账号设置', to: Paths.USER_INFO, needLogin: true, loggedInOnly: true },
];

/**
 * The entries of the account tab for a dealer's menu flags, leaving out what this build has no screen for (coupons,
 * invoices… come as their screens are built), so no entry leads to 页面不存在. Without the flags (still loading, or
 * failed) only the entries every dealer has are shown.
 */
export function mineEntries(menu: MenuConfig | undefined, loggedIn: boolean, hasScreen: HasScreen): MineEntry[] {
  return ENTRIES.filter(
    (e) => (!e.feature || featureOn(e.feature, menu)) && (!e.loggedInOnly || loggedIn) && hasScreen(e.to),
  ).map(({ key, title, to, needLogin }) => ({ key, title, to, needLogin }));
}
