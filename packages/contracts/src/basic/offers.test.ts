import { describe, expect, it } from 'vitest';
import { PlatBizType } from './constants';
import { offers } from './offers';

const menu = { platBizType: PlatBizType.BOTH, charging: true, walletPlan: false, supportBalance: false } as const;

describe("a dealer's offers", () => {
  it.each([
    [PlatBizType.PARKING, true, true, false],
    [PlatBizType.PARKING, false, true, false],
    [PlatBizType.CHARGING, true, false, true],
    [PlatBizType.CHARGING, false, false, false],
    [PlatBizType.BOTH, true, true, true],
    [PlatBizType.BOTH, false, true, false],
  ])(
    'platBizType %i with the charging flag %s: parking %s, charging %s',
    (platBizType, charging, parking, stations) => {
      expect(offers({ ...menu, platBizType, charging })).toMatchObject({ parking, charging: stations });
    },
  );

  it.each([
    [false, false, false],
    [true, false, true],
    [false, true, true],
    [true, true, true],
  ])('walletPlan %s, supportBalance %s: the balance pays %s', (walletPlan, supportBalance, balance) => {
    expect(offers({ ...menu, walletPlan, supportBalance }).balance).toBe(balance);
  });
});
