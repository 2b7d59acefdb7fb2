import { describe, expect, it } from 'vitest';
import { benefitDiscount, type PlateBenefit } from './benefit-discount';

// What an approved benefit takes off at the gate (decision 054), as the fee engine takes it.
const DAY = 86_400_000;
const at = (days: number) => new Date(Date.UTC(2026, 10, 1) + days * DAY);
const benefit = (over: Partial<PlateBenefit> = {}): PlateBenefit => ({
  discountPercent: 20,
  parkIds: [],
  active: true,
  validFrom: at(0),
  validUntil: at(30),
  ...over,
});
const stay = { parkId: 'park-a', enteredAt: at(10) };

describe('benefitDiscount', () => {
  it.each([
    ['an approved benefit in its validity, every park', [benefit()], { kind: 'percent', percent: 20 }],
    ['its own park', [benefit({ parkIds: ['park-a'] })], { kind: 'percent', percent: 20 }],
    ['100 % is the whole fee waived', [benefit({ discountPercent: 100 })], { kind: 'waiver' }],
    ['the largest of several', [benefit(), benefit({ discountPercent: 50 })], { kind: 'percent', percent: 50 }],
    ['another park', [benefit({ parkIds: ['park-b'] })], undefined],
    ['entered after it ended', [benefit({ validUntil: at(10) })], undefined],
    ['entered before it began', [benefit({ validFrom: at(11) })], undefined],
    ['a programme switched off', [benefit({ active: false })], undefined],
    ['a programme that prices nothing', [benefit({ discountPercent: null })], undefined],
    ['no benefit', [], undefined],
  ] as const)('%s', (_, benefits, expected) => {
    expect(benefitDiscount(benefits, stay)).toEqual(expected);
  });

  it('an approval ending while the car is in still covers that stay (the entry decides)', () => {
    expect(benefitDiscount([benefit({ validUntil: at(10.5) })], stay)).toEqual({ kind: 'percent', percent: 20 });
  });
});
