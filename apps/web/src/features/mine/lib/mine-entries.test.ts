import { describe, expect, it } from 'vitest';
import { aMenuConfig } from '../../../test/builders';
import { mineEntries } from './mine-entries';

const targets = (...args: Parameters<typeof mineEntries>) => mineEntries(...args).map((e) => `${e.title} ${e.to}`);

describe('mineEntries', () => {
  it('shows every entry for a dealer with every feature, the wallet plan first', () => {
    expect(targets(aMenuConfig(), true)).toEqual([
      '我的车辆 /carManage',
      '我的钱包 /wallet',
      '优惠券 /discount',
      '发票管理 /invoiceManage',
      '停车记录 /parkingRecord',
      '客服中心 /customerService/index',
      '账号设置 /userInfo',
    ]);
  });

  it.each([
    [{ walletPlan: false, supportBalance: true }, '账户余额 /accountBalance'],
    [{ walletPlan: true, supportBalance: false }, '我的钱包 /wallet'],
  ])('picks the wallet page by the menu flags %j', (flags, entry) => {
    expect(targets(aMenuConfig(flags), true)).toContain(entry);
  });

  it('hides the wallet, coupons and invoices when the dealer has none of them', () => {
    const titles = mineEntries(
      aMenuConfig({ walletPlan: false, supportBalance: false, coupon: false, elecInvoice: false }),
      true,
    ).map((e) => e.key);
    expect(titles).toEqual(['vehicles', 'records', 'service', 'settings']);
  });

  it('shows the entries every dealer has while the flags are unknown, and no settings to a visitor', () => {
    expect(mineEntries(undefined, false).map((e) => [e.key, e.needLogin])).toEqual([
      ['vehicles', true],
      ['records', true],
      ['service', false],
    ]);
  });
});
