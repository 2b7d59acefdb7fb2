import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aFeeRule, anAllDayTariff, quoteFee, units } from '../tariffs';
import { coveredMs, expandWindows, MINUTE_MS } from './sharing-rules';
import type { SharingRule } from '@parking/contracts';

/**
 * The property: at the gate a share's stay costs the park's temporary rate × its minutes outside the
 * windows — never more, never less. The temporary rate here is per started minute (no free period, no cap), so the
 * fee engine's total must equal rate × the minutes of the stay outside the expanded windows, counted independently.
 */
const hhmm = (minute: number) =>
  `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
const ruleArb: fc.Arbitrary<SharingRule> = fc.record({
  days: fc.constantFrom('workdays', 'restdays', 'daily'),
  from: fc.integer({ min: 0, max: 1439 }).map(hhmm),
  to: fc.integer({ min: 0, max: 1439 }).map(hhmm),
}) as fc.Arbitrary<SharingRule>;

const JUNE_1 = Date.UTC(2026, 5, 1) - 8 * 3_600_000;

describe('fee of a share’s stay', () => {
  it('is the temporary rate × minutes outside the windows', () => {
    fc.assert(
      fc.property(
        fc.array(ruleArb, { minLength: 1, maxLength: 3 }),
        fc.integer({ min: 1, max: 500 }),
        // Whole minutes of June (the package's month) and a stay of up to three days.
        fc.integer({ min: 0, max: 29 * 1440 }),
        fc.integer({ min: 0, max: 3 * 1440 }),
        (rules, rateFen, startMinute, stayMinutes) => {
          const windows = expandWindows(rules, '2026-06-01', '2026-07-01');
          fc.pre(windows.length > 0);
          const enteredAt = JUNE_1 + startMinute * MINUTE_MS;
          const now = enteredAt + stayMinutes * MINUTE_MS;
          const rule = aFeeRule({ small: anAllDayTariff(units({ unitMinutes: 1, unitPriceFen: rateFen })) });
          const quote = quoteFee(rule, {
            enteredAt,
            now,
            vehicleClass: 'small',
            coverage: {
              kind: 'plan',
              validFrom: windows[0]![0],
              validUntil: windows.at(-1)![1],
              intervals: windows.map(([from, to]) => ({ from, to })),
            },
            withoutNextChange: true,
          });
          const outsideMinutes = (now - enteredAt - coveredMs(windows, enteredAt, now)) / MINUTE_MS;
          expect(quote.totalFen).toBe(rateFen * outsideMinutes);
        },
      ),
      { numRuns: 300 },
    );
  });
});
