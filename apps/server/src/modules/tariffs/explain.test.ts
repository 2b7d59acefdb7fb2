import { describe, expect, it } from 'vitest';
import { explainFee } from './explain';
import { aDayNightTariff, aFeeRule, at } from './fee-rule.builders';
import type { FeeRule } from './fee-rule';
import { quoteFee } from './quote';
import { tariffFixtures } from './tariffs.fixtures';

const explain = (rule: FeeRule, from: string, to: string, extra: { paidFen?: number; paidAt?: string } = {}) =>
  explainFee(
    rule,
    quoteFee(rule, {
      vehicleClass: 'small',
      enteredAt: at(from),
      now: at(to),
      paidFen: extra.paidFen,
      ...(extra.paidAt ? { paidAt: at(extra.paidAt) } : {}),
      withoutNextChange: true,
    }),
  );

describe('explainFee: what the pay pages say was billed', () => {
  it('two hours and 30 seconds: the started half hour shows as 121 charged minutes and one line of units', () => {
    const rule = tariffFixtures.hangzhouWestLakeScenicLot;
    const fee = explain(rule, '2025-03-10 10:00', '2025-03-10 12:00:30');
    expect(fee).toMatchObject({ chargedMinutes: 121, freeMinutes: 15, leaveWithinMinutes: 15 });
    // 10元 first hour + three started half hours at 3元 = 19元, where the rule text alone suggests 16元 for two hours.
    expect(fee.parts).toEqual([{ kind: 'units', band: null, minutes: 121, fen: 1900, rawFen: 1900, capped: false }]);
    expect(fee.rule[0]).toBe('免费15分钟，超时从入场起计费');
    expect(fee.rule).toContain('缴费后15分钟内离场免费');
  });

  it('a deducted free period is its own line, with its minutes', () => {
    const rule = aFeeRule({ freeMinutes: 30, freeMinutesDeducted: true });
    const fee = explain(rule, '2025-03-10 10:00', '2025-03-10 11:30');
    expect(fee.parts.map((p) => [p.kind, p.minutes, p.fen])).toEqual([
      ['free', 30, 0],
      ['units', 60, 400],
    ]);
  });

  it('segments of a multi-day stay add up per band, capped ones apart; the lines sum to the total', () => {
    const rule = aFeeRule({ small: aDayNightTariff({}, {}, { fen: 1500, period: 'calendarDay' }) });
    const quote = quoteFee(rule, {
      vehicleClass: 'small',
      enteredAt: at('2025-03-10 08:00'),
      now: at('2025-03-12 20:00'),
      withoutNextChange: true,
    });
    const fee = explainFee(rule, quote);
    expect(fee.parts.length).toBeLessThan(quote.breakdown.length);
    expect(fee.parts.reduce((sum, p) => sum + p.fen, 0)).toBe(quote.totalFen);
    expect(new Set(fee.parts.map((p) => `${p.kind} ${p.band} ${p.capped}`)).size).toBe(fee.parts.length);
    const capped = fee.parts.filter((p) => p.capped);
    expect(capped.length).toBeGreaterThan(0);
    for (const part of capped) expect(part.fen).toBeLessThan(part.rawFen);
  });

  it('a rule with no grace says so: leave within 0 minutes', () => {
    expect(explain(aFeeRule(), '2025-03-10 10:00', '2025-03-10 10:10').leaveWithinMinutes).toBe(0);
  });
});
