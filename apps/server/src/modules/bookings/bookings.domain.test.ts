import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { depositSurplus, freeSpaces, spaceCheck, type SpaceState } from './bookings.domain';

const MIN = 60_000;
const start = new Date('2026-11-27T10:00:00Z');
const at = (minutes: number) => new Date(start.getTime() + minutes * MIN);
const space = (id: string, s: Partial<SpaceState> = {}): SpaceState => ({ id, occupied: false, fault: null, ...s });
const booking = { startAt: start, lockId: 'A' };

describe('spaceCheck (the guarantee’s triggers)', () => {
  it.each([
    ['long before the start, even faulted', -120, [space('A', { fault: 'motor' })], [], { kind: 'ok' }],
    ['its lock faulted, in the early window', -20, [space('A', { fault: 'motor' })], [], { kind: 'fault' }],
    ['low battery alone still works', 5, [space('A', { fault: 'lowBattery' })], [], { kind: 'ok' }],
    ['occupied before the start: not yet', -5, [space('A', { occupied: true }), space('B')], [], { kind: 'ok' }],
    [
      'occupied at the start, another free',
      0,
      [space('A', { occupied: true }), space('B')],
      [],
      { kind: 'move', to: 'B' },
    ],
    ['the other one held by a booking', 1, [space('A', { occupied: true }), space('B')], ['B'], { kind: 'full' }],
    [
      'the other one occupied or broken',
      1,
      [space('A', { occupied: true }), space('B', { occupied: true }), space('C', { fault: 'battery' })],
      [],
      { kind: 'full' },
    ],
    ['free and working', 1, [space('A'), space('B')], [], { kind: 'ok' }],
  ] as const)('%s', (_, minutes, spaces, held, expected) => {
    expect(spaceCheck(at(minutes), booking, spaces, new Set(held))).toEqual(expected);
  });
});

describe('freeSpaces', () => {
  const spaces = [space('A', { occupied: true }), space('B', { fault: 'motor' }), space('C'), space('D')];
  it('counts working, unheld spaces; a car in one counts only for an arrival soon', () => {
    expect(freeSpaces(start, at(0), spaces, new Set(['D']))).toBe(1);
    expect(freeSpaces(start, at(120), spaces, new Set(['D']))).toBe(2);
    expect(freeSpaces(start, at(120), spaces, new Set())).toBe(3);
  });
});

describe('depositSurplus (the deposit larger than the fee)', () => {
  it('keeps every fen: what the stay kept plus what went back is the deposit plus what was charged beyond it', () => {
    const fen = fc.integer({ min: 0, max: 1_000_000 });
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), fen, fen, (deposit, fee, coupon) => {
        // The gate's model: the coupon comes off the fee, the deposit was paid at entry, the rest is charged at exit.
        const totalFen = Math.max(0, fee - coupon);
        const extra = Math.max(0, totalFen - deposit);
        const refunded = depositSurplus({ paidFen: deposit + extra, totalFen }, deposit);
        const kept = deposit + extra - refunded;
        expect(kept).toBe(totalFen);
        expect(kept + refunded).toBe(deposit + extra);
        expect(refunded).toBeGreaterThanOrEqual(0);
        expect(refunded).toBeLessThanOrEqual(deposit);
        expect(extra > 0 ? refunded : 0).toBe(0);
      }),
    );
  });

  it.each([
    ['a stay still owing (arrears)', { paidFen: 500, totalFen: 800 }, 500, 0],
    ['no final fee yet', { paidFen: 500, totalFen: null }, 500, 0],
    ['other payments beyond the fee are not the deposit’s', { paidFen: 900, totalFen: 100 }, 500, 500],
    ['a free stay: the whole deposit', { paidFen: 500, totalFen: 0 }, 500, 500],
  ])('%s', (_, stay, applied, expected) => {
    expect(depositSurplus(stay, applied)).toBe(expected);
  });
});
