import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parsePlate } from './plate';
import { CITY_PLATE_MIX, HANGZHOU, SUZHOU, randomPlate, seededRng, type SampleKind } from './plate-samples';

describe('randomPlate', () => {
  it('makes only plates that parsePlate accepts with their colour, of the category it says', () => {
    fc.assert(
      fc.property(fc.integer(), fc.constantFrom(HANGZHOU, SUZHOU), (seed, region) => {
        const rng = seededRng(seed);
        for (let i = 0; i < 50; i++) {
          const sample = randomPlate(rng, region);
          const parsed = parsePlate(sample.plateNo, { plateColor: sample.plateColor });
          expect(parsed.ok, `${sample.plateNo} ${sample.plateColor}`).toBe(true);
          if (parsed.ok) expect(parsed.plate.category).toBe(sample.category);
        }
      }),
    );
  });

  it('is repeatable from a seed', () => {
    const a = seededRng(42);
    const b = seededRng(42);
    expect(Array.from({ length: 20 }, () => randomPlate(a))).toEqual(Array.from({ length: 20 }, () => randomPlate(b)));
  });

  it('follows the mix: local plates most, new energy next, a few yellow ones', () => {
    const rng = seededRng(7);
    const samples = Array.from({ length: 20_000 }, () => randomPlate(rng));
    const share = (test: (s: (typeof samples)[number]) => boolean) => samples.filter(test).length / samples.length;
    expect(share((s) => s.plateNo.startsWith('浙A') && s.category === 'ordinary' && !s.plateColor)).toBeCloseTo(
      (CITY_PLATE_MIX.local + 11) / 1000, // visitors include some 浙A plates too
      1,
    );
    expect(share((s) => s.category === 'newEnergy')).toBeCloseTo(0.21, 1);
    expect(share((s) => s.plateColor === 2)).toBeCloseTo(0.06, 1);
  });

  it('a mix of one kind makes only that kind', () => {
    const only = (kind: SampleKind) =>
      Object.fromEntries(Object.keys(CITY_PLATE_MIX).map((k) => [k, k === kind ? 1 : 0])) as typeof CITY_PLATE_MIX;
    const rng = seededRng(1);
    expect(randomPlate(rng, HANGZHOU, only('coach')).plateNo).toMatch(/^浙A\d{4}学$/);
    expect(randomPlate(rng, HANGZHOU, only('hongKong')).plateNo).toMatch(/^粤Z\d{4}港$/);
    expect(randomPlate(rng, SUZHOU, only('local')).plateNo).toMatch(/^苏E/);
  });
});
