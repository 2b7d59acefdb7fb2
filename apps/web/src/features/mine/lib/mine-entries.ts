import type { MenuConfig } from '@parking/contracts';
import { Paths } from '../../../lib/paths';

export type MineEntryKey = 'vehicles' | 'wallet' | 'coupons' | 'invoices' | 'records' | 'service' | 'settings';

export interface MineEntry {
  key: MineEntryKey;
  title: string;
  to: string;
  /** An anonymous visitor is sent to login first, coming back here afterwards. */
  needLogin: boolean;
}

/**
 * The entries of the account tab for a dealer's menu flags: the wallet opens the wallet plan (/wallet) or the balance
 * account (/accountBalance), or is absent; coupons and invoices follow their flags. Without the flags (still loading,
 * or failed) only the entries every dealer has are shown.
 */
export function mineEntries(menu: MenuConfig | undefined, loggedIn: boolean): MineEntry[] {
  const entries: MineEntry[] = [{ key: 'vehicles', title: '我的车辆', to: Paths.CAR_MANAGE, needLogin: true }];
  if (menu?.walletPlan) entries.push({ key: 'wallet', title: '我的钱包', to: Paths.WALLET, needLogin: true });
  else if (menu?.supportBalance) {
    entries.push({ key: 'wallet', title: '账户余额', to: Paths.ACCOUNT_BALANCE, needLogin: true });
  }
  if (menu?.coupon) entries.push({ key: 'coupons', title: '优惠券', to: Paths.COUPONS, needLogin: true });
  if (menu?.elecInvoice) entries.push({ key: 'invoices', title: '发票管理', to: Paths.INVOICES, needLogin: true });
  entries.push(
    { key: 'records', title: '停车记录', to: Paths.PARKING_RECORD, needLogin: true },
    { key: 'service', title: '客服中心', to: Paths.CUSTOMER_SERVICE, needLogin: false },
  );
  if (loggedIn) entries.push({ key: 'settings', title: '账号设置', to: Paths.USER_INFO, needLogin: true });
  return entries;
}
