import { PlatBizType, type MenuConfig } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { aMenuConfig } from '../test/builders';
import { bagPlanModes, featureOn, menuGates, type MenuFeature } from './menu-gates';

const features = Object.keys(menuGates) as MenuFeature[];
const onWith = (overrides: Partial<MenuConfig>) => features.filter((f) => featureOn(f, aMenuConfig(overrides)));
/** The features a change of the menu config turns off, starting from every flag on. */
const turnedOff = (overrides: Partial<MenuConfig>) => {
  const after = onWith(overrides);
  return onWith({}).filter((f) => !after.includes(f));
};

describe('menu gates: each flag and what it turns off', () => {
  it.each([
    [{ payForOthers: false }, ['payByPlate']],
    [{ roadParking: false }, ['roadParking']],
    [{ scan: false }, ['scan']],
    [{ filterParkingType: false }, ['parkTypeFilter']],
    [{ bagVehicle: false }, ['bagVehicle']],
    [{ bagPlan: null }, ['bag', 'bagVehicle']],
    [{ diffTime: false }, ['diffTime']],
    [{ chargingBerth: false }, ['chargingBerth']],
    [{ charging: false }, ['charging', 'chargingBerth']],
    [{ coupon: false }, ['coupon']],
    [{ elecInvoice: false }, ['invoice']],
    [{ news: false }, ['news']],
    [{ homeParkingCharge: false }, ['homeParkingCharge']],
    [{ walletPlan: false }, []],
    [{ supportBalance: false }, []],
    [{ walletPlan: false, supportBalance: false }, ['balance']],
    [{ etcp: false }, []],
    [{ platBizType: PlatBizType.PARKING }, ['charging', 'chargingBerth']],
    [
      { platBizType: PlatBizType.CHARGING },
      [
        'parking',
        'payByPlate',
        'roadParking',
        'scan',
        'parkTypeFilter',
        'bag',
        'bagVehicle',
        'diffTime',
        'homeParkingCharge',
      ],
    ],
  ] as const)('%o turns off %o', (overrides, off) => {
    expect(turnedOff(overrides)).toEqual(off);
  });

  it('etcp turns nothing on: this app has no ETCP integration', () => {
    expect(onWith({ etcp: true })).toEqual(onWith({ etcp: false }));
    expect(featureOn('etcp', aMenuConfig({ etcp: true }))).toBe(false);
  });

  it('a balance opens with either flag alone (a dealer with only supportBalance sees it too)', () => {
    expect(featureOn('balance', aMenuConfig({ walletPlan: false, supportBalance: true }))).toBe(true);
    expect(featureOn('balance', aMenuConfig({ walletPlan: true, supportBalance: false }))).toBe(true);
  });

  it('nothing gated shows while the config is unknown', () => {
    expect(features.filter((f) => featureOn(f, undefined))).toEqual([]);
  });
});

describe('bagPlan modes', () => {
  it.each([
    [1, { byPark: true, byRule: false }],
    [2, { byPark: false, byRule: true }],
    [3, { byPark: true, byRule: true }],
    [null, { byPark: false, byRule: false }],
  ] as const)('bagPlan %o sells plans %o', (bagPlan, modes) => {
    expect(bagPlanModes(aMenuConfig({ bagPlan }))).toEqual(modes);
  });

  it('a charging-only platform sells no parking plans', () => {
    expect(bagPlanModes(aMenuConfig({ platBizType: PlatBizType.CHARGING, bagPlan: 3 }))).toEqual({
      byPark: false,
      byRule: false,
    });
  });
});
