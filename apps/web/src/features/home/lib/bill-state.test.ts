import type { BoundVehicleBill } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { canPay, cardState } from './bill-state';

const bill = (overrides: Partial<BoundVehicleBill> = {}): BoundVehicleBill => ({
  plateId: 'p1',
  plateNo: '浙A12345',
  plateColor: null,
  formatPlateNo: '浙A·12345',
  uniqueId: 'u1',
  parkId: 'k1',
  parkName: '武林广场地下停车场',
  parkStartTime: '2026-11-21T01:00:00.000Z',
  parkFee: 1250,
  parkFeeSucc: true,
  isBagCar: false,
  inFreePeriod: false,
  inPackageZone: false,
  freeMinutes: 15,
  inGracePeriod: false,
  graceUntil: null,
  ...overrides,
});

const NOW = Date.parse('2026-11-21T07:16:00.000Z');

describe('home parking card state', () => {
  it.each([
    ['loading', bill(), true, { kind: 'loading' }],
    ['in the free period', bill({ inFreePeriod: true }), false, { kind: 'free' }],
    ['a monthly-plan car', bill({ isBagCar: true }), false, { kind: 'package' }],
    ['in a package zone', bill({ inPackageZone: true }), false, { kind: 'package' }],
    ['a fee', bill(), false, { kind: 'fee', text: '12.50元' }],
    ['a fee that could not be worked out', bill({ parkFeeSucc: false }), false, { kind: 'unknown' }],
    ['no stay', bill({ uniqueId: null }), false, { kind: 'notParked' }],
    ['no data', undefined, false, { kind: 'notParked' }],
    [
      'paid, 12 minutes to leave',
      bill({ parkFee: 0, inGracePeriod: true, graceUntil: '2026-11-21T07:28:00.000Z' }),
      false,
      { kind: 'paid', leave: { clock: '15:28', minutesLeft: 12 } },
    ],
    [
      'paid, leave-by time passed: the fee again',
      bill({ inGracePeriod: true, graceUntil: '2026-11-21T07:00:00.000Z' }),
      false,
      { kind: 'fee', text: '12.50元' },
    ],
  ] as const)('%s', (_case, value, loading, state) => {
    expect(cardState(value, loading, NOW)).toEqual(state);
  });

  it('opens for payment only with a uniqueId and not while loading', () => {
    expect(canPay(bill(), false)).toBe(true);
    expect(canPay(bill(), true)).toBe(false);
    expect(canPay(bill({ uniqueId: null }), false)).toBe(false);
    expect(canPay(undefined, false)).toBe(false);
    const paid = bill({ parkFee: 0, inGracePeriod: true, graceUntil: '2026-11-21T07:28:00.000Z' });
    expect(canPay(paid, false, NOW)).toBe(false);
  });
});
