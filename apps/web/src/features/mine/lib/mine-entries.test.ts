import { describe, expect, it } from 'vitest';
import { aMenuConfig } from '../../../test/builders';
import { mineEntries } from './mine-entries';

const everyScreen = () => true;
const targets = (...args: Parameters<typeof mineEntries>) => mineEntries(...args).map((e) => `${e.title} ${e.to}`);

describe('mineEntries', () => {
  it('shows every entry for a dealer with every feature when every screen is built, the orders first', () => {
    expect(targets(aMenuConfig(), true, everyScreen)).toEqual([
      '停车订单 /orderRecord',
      '我的车辆 /carManage',
      '账户余额 /accountBalance',
      '路内停车 /roadParking/index',
      '包月车辆 /mounthlyPayManage',
      '充电订单 /chargeBillManage',
      '占位订单 /chargeOccupation',
      '充电卡 /chargingCard',
      '即插即充 /chargingVinManage',
      '优惠券 /discount',
      '邀请有礼 /registerShare',
      '金币计划 /goldPlanResults',
      '发票管理 /invoiceManage',
      '停车记录 /parkingRecord',
      '预约记录 /bookRecord',
      '优惠申请 /userApply',
      '我的关注 /fllowManage',
      '消息中心 /messageCenter',
      '客服中心 /customerService/index',
      '账号设置 /userInfo',
    ]);
  });

  it('leaves out entries whose screen this build does not have (no entry leads to 页面不存在)', () => {
    const built = new Set(['/orderRecord', '/carManage', '/accountBalance', '/parkingRecord', '/userInfo']);
    expect(mineEntries(aMenuConfig(), true, (path) => built.has(path)).map((e) => e.key)).toEqual([
      'orders',
      'vehicles',
      'wallet',
      'records',
      'settings',
    ]);
  });

  it.each([
    [{ walletPlan: false, supportBalance: true }, true],
    [{ walletPlan: true, supportBalance: false }, true],
    [{ walletPlan: false, supportBalance: false }, false],
  ])('the one balance screen with the flags %j: %s', (flags, shown) => {
    const keys = mineEntries(aMenuConfig(flags), true, everyScreen).map((e) => e.key);
    expect(keys.includes('wallet')).toBe(shown);
  });

  it.each([
    [{ roadParking: false }, 'roadParking'],
    [{ bagVehicle: false }, 'bagVehicles'],
    [{ chargingBerth: false }, 'occupation'],
    [{ coupon: false }, 'coupons'],
    [{ elecInvoice: false }, 'invoices'],
  ] as const)('%j hides %s', (flags, key) => {
    expect(mineEntries(aMenuConfig(flags), true, everyScreen).map((e) => e.key)).not.toContain(key);
    expect(mineEntries(aMenuConfig(), true, everyScreen).map((e) => e.key)).toContain(key);
  });

  it('shows the entries every dealer has while the flags are unknown, and no settings to a visitor', () => {
    expect(mineEntries(undefined, false, everyScreen).map((e) => [e.key, e.needLogin])).toEqual([
      ['orders', true],
      ['vehicles', true],
      ['records', true],
      ['bookings', true],
      ['benefits', true],
      ['follows', true],
      ['messages', true],
      ['service', false],
    ]);
  });
});
