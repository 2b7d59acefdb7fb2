import { formatFenCompact } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { durationArb, enteredAtArb, feeRuleArb } from './fee-rule.arbitraries';
import { FeeRuleSchema, tariffFor, type FeeRule, type VehicleClass } from './fee-rule';
import { feeRuleLabels } from './labels';
import { NEXT_CHANGE_HORIZON_MS, quoteFee, type QuoteInput } from './quote';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import { DAY_MS, MINUTE_MS } from './time';

const vehicleArb = fc.constantFrom<VehicleClass>('small', 'large');
const stayArb = fc.record({
  rule: feeRuleArb,
  enteredAt: enteredAtArb,
  duration: durationArb,
  vehicleClass: vehicleArb,
});

const total = (rule: FeeRule, input: QuoteInput) => quoteFee(rule, input).totalFen;

describe('fee quote properties', () => {
  it('generated rules are valid rules (the generators test what operators can store)', () => {
    fc.assert(fc.property(feeRuleArb, (rule) => FeeRuleSchema.safeParse(rule).success));
  });

  it('is never negative, in whole fen, and dueFen = max(0, totalFen − paidFen)', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.integer({ min: 0, max: 50_000 }),
        ({ rule, enteredAt, duration, vehicleClass }, paidFen) => {
          const q = quoteFee(rule, { enteredAt, now: enteredAt + duration, vehicleClass, paidFen });
          expect(Number.isSafeInteger(q.totalFen) && q.totalFen >= 0).toBe(true);
          expect(q.dueFen).toBe(Math.max(0, q.totalFen - paidFen));
          expect(q.chargedMinutes).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });

  it('withoutNextChange leaves out nextChangeAt and changes nothing else', () => {
    fc.assert(
      fc.property(stayArb, ({ rule, enteredAt, duration, vehicleClass }) => {
        const input = { enteredAt, now: enteredAt + duration, vehicleClass };
        const { nextChangeAt: _dropped, ...full } = quoteFee(rule, input);
        expect(quoteFee(rule, { ...input, withoutNextChange: true })).toEqual(full);
      }),
      { numRuns: 200 },
    );
  });

  it('never goes down as time passes, paid or not', () => {
    fc.assert(
      fc.property(
        stayArb,
        durationArb,
        fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined }),
        ({ rule, enteredAt, duration, vehicleClass }, more, paidShare) => {
          const base: QuoteInput = { enteredAt, now: enteredAt + duration, vehicleClass };
          if (paidShare !== undefined) {
            const paidAt = enteredAt + Math.floor(duration * paidShare);
            base.paidFen = total(rule, { ...base, now: paidAt });
            base.paidAt = paidAt;
          }
          const earlier = quoteFee(rule, base);
          const later = quoteFee(rule, { ...base, now: enteredAt + duration + more });
          expect(later.totalFen).toBeGreaterThanOrEqual(earlier.totalFen);
          expect(later.dueFen).toBeGreaterThanOrEqual(earlier.dueFen);
        },
      ),
    );
  });

  it('stays within the cap times the number of cap periods the stay touches', () => {
    fc.assert(
      fc.property(stayArb, ({ rule, enteredAt, duration, vehicleClass }) => {
        const tariff = tariffFor(rule, vehicleClass);
        fc.pre(tariff.kind === 'timed' && tariff.cap !== undefined);
        if (tariff.kind !== 'timed' || !tariff.cap) return;
        const now = enteredAt + duration;
        const periods =
          tariff.cap.period === 'rolling24h'
            ? Math.floor(duration / DAY_MS) + 1
            : (shanghaiDayStart(now) - shanghaiDayStart(enteredAt)) / DAY_MS + 1;
        expect(total(rule, { enteredAt, now, vehicleClass })).toBeLessThanOrEqual(tariff.cap.fen * periods);
      }),
    );
  });

  it('costs nothing within the free period', () => {
    fc.assert(
      fc.property(stayArb, fc.double({ min: 0, max: 1, noNaN: true }), ({ rule, enteredAt, vehicleClass }, share) => {
        const now = enteredAt + Math.floor(rule.freeMinutes * MINUTE_MS * share);
        const q = quoteFee(rule, { enteredAt, now, vehicleClass });
        expect(q.totalFen).toBe(0);
        expect(q.inFreePeriod).toBe(rule.freeMinutes > 0);
      }),
    );
  });

  it('a paid quote stays paid within the grace period, and owes the rest after it', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.double({ min: 0, max: 1, noNaN: true }),
        ({ rule, enteredAt, duration, vehicleClass }, share) => {
          const paidAt = enteredAt + duration;
          const paidFen = total(rule, { enteredAt, now: paidAt, vehicleClass });
          const graceMs = rule.graceMinutes * MINUTE_MS;
          const within = quoteFee(rule, {
            enteredAt,
            now: paidAt + Math.floor(graceMs * share),
            vehicleClass,
            paidAt,
            paidFen,
          });
          expect(within).toMatchObject({ dueFen: 0, inGracePeriod: true });
          const after = paidAt + graceMs + 1 + Math.floor(DAY_MS * share);
          const late = quoteFee(rule, { enteredAt, now: after, vehicleClass, paidAt, paidFen });
          expect(late.inGracePeriod).toBe(false);
          expect(late.dueFen).toBe(total(rule, { enteredAt, now: after, vehicleClass }) - paidFen);
        },
      ),
    );
  });

  it('a plan valid over the whole stay covers it', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.nat(40 * DAY_MS),
        fc.nat(40 * DAY_MS),
        ({ rule, enteredAt, duration, vehicleClass }, before, after) => {
          const now = enteredAt + duration;
          const coverage = { kind: 'plan' as const, validFrom: enteredAt - before, validUntil: now + after + 1 };
          const q = quoteFee(rule, { enteredAt, now, vehicleClass, coverage });
          expect(q).toMatchObject({ totalFen: 0, coveredByPlan: true, chargedMinutes: 0 });
        },
      ),
    );
  });

  it('coverage by a plan never makes a stay dearer', () => {
    fc.assert(
      fc.property(
        stayArb,
        fc.integer({ min: -DAY_MS, max: 4 * DAY_MS }),
        fc.nat(3 * DAY_MS),
        (stay, offset, length) => {
          const { rule, enteredAt, duration, vehicleClass } = stay;
          const input = { enteredAt, now: enteredAt + duration, vehicleClass };
          const coverage = {
            kind: 'plan' as const,
            validFrom: Math.max(0, enteredAt + offset),
            validUntil: enteredAt + offset + length + 1,
          };
          expect(total(rule, { ...input, coverage })).toBeLessThanOrEqual(total(rule, input));
        },
      ),
    );
  });

  it('deducting the free period never makes a stay dearer', () => {
    fc.assert(
      fc.property(stayArb, ({ rule, enteredAt, duration, vehicleClass }) => {
        const input = { enteredAt, now: enteredAt + duration, vehicleClass };
        const deducted = total({ ...rule, freeMinutesDeducted: true }, input);
        expect(deducted).toBeLessThanOrEqual(total({ ...rule, freeMinutesDeducted: false }, input));
      }),
    );
  });

  it('adds up: the breakdown tiles the stay and its segments sum to the total', () => {
    fc.assert(
      fc.property(stayArb, ({ rule, enteredAt, duration, vehicleClass }) => {
        const q = quoteFee(rule, { enteredAt, now: enteredAt + duration, vehicleClass });
        expect(q.breakdown.reduce((sum, s) => sum + s.fen, 0)).toBe(q.totalFen);
        let at = enteredAt;
        for (const s of q.breakdown) {
          expect(s.from).toBe(at);
          expect(s.to).toBeGreaterThan(s.from);
          expect(s.fen).toBeGreaterThanOrEqual(0);
          expect(s.fen).toBeLessThanOrEqual(s.rawFen);
          at = s.to;
        }
        expect(at).toBe(duration === 0 ? enteredAt : q.pricedUntil);
      }),
    );
  });

  it('nextChangeAt is the last instant of the current total, paid, covered or not', () => {
    const planArb = fc.option(fc.tuple(fc.integer({ min: -DAY_MS, max: 4 * DAY_MS }), fc.nat(3 * DAY_MS)), {
      nil: undefined,
    });
    const paidShareArb = fc.option(fc.double({ min: 0, max: 1, noNaN: true }), { nil: undefined });
    fc.assert(
      fc.property(stayArb, planArb, paidShareArb, ({ rule, enteredAt, duration, vehicleClass }, plan, paidShare) => {
        const input: QuoteInput = { enteredAt, now: enteredAt + duration, vehicleClass };
        if (plan) {
          const validFrom = Math.max(0, enteredAt + plan[0]);
          input.coverage = { kind: 'plan', validFrom, validUntil: validFrom + plan[1] + 1 };
        }
        if (paidShare !== undefined) {
          const paidAt = enteredAt + Math.floor(duration * paidShare);
          input.paidFen = total(rule, { ...input, now: paidAt });
          input.paidAt = paidAt;
        }
        const q = quoteFee(rule, input);
        const now = enteredAt + duration;
        if (q.nextChangeAt === undefined) {
          expect(total(rule, { ...input, now: now + NEXT_CHANGE_HORIZON_MS })).toBe(q.totalFen);
        } else {
          expect(q.nextChangeAt).toBeGreaterThanOrEqual(now);
          expect(total(rule, { ...input, now: q.nextChangeAt })).toBe(q.totalFen);
          expect(total(rule, { ...input, now: q.nextChangeAt + 1 })).toBeGreaterThan(q.totalFen);
        }
      }),
      { numRuns: 80 },
    );
  });

  it('is deterministic: the same inputs give the same quote, Dates or numbers', () => {
    fc.assert(
      fc.property(stayArb, ({ rule, enteredAt, duration, vehicleClass }) => {
        const input = { enteredAt, now: enteredAt + duration, vehicleClass };
        const first = quoteFee(rule, input);
        expect(quoteFee(structuredClone(rule), input)).toEqual(first);
        expect(quoteFee(rule, { ...input, enteredAt: new Date(enteredAt), now: new Date(input.now) })).toEqual(first);
      }),
      { numRuns: 60 },
    );
  });

  it('labels are non-empty and mention every priced component', () => {
    fc.assert(
      fc.property(feeRuleArb, (rule) => {
        const labels = feeRuleLabels(rule);
        expect(labels.length).toBeGreaterThan(0);
        const text = labels.join('；');
        const mentions = (fen: number) =>
          fen === 0
            ? /免费/.test(text)
            : new RegExp(`(^|[^\\d.])${formatFenCompact(fen).replace('.', '\\.')}`).test(text);
        const amounts: number[] = [];
        for (const tariff of [rule.small, rule.large]) {
          if (!tariff) continue;
          if (tariff.kind === 'perVisit') amounts.push(tariff.priceFen);
          else {
            if (tariff.cap) amounts.push(tariff.cap.fen);
            for (const band of tariff.bands) {
              const p = band.pricing;
              if (p.kind === 'flat') amounts.push(p.priceFen);
              else if (p.unitPriceFen > 0 || (p.first?.priceFen ?? 0) > 0) {
                amounts.push(p.unitPriceFen, ...(p.first ? [p.first.priceFen] : []));
                if (band.capFen !== undefined) amounts.push(band.capFen); // a free band's cap is moot
              } else amounts.push(0);
            }
          }
        }
        for (const fen of amounts) expect(mentions(fen), `${formatFenCompact(fen)} in ${text}`).toBe(true);
        if (rule.freeMinutes > 0) expect(text).toContain('免费');
        if (rule.graceMinutes > 0) expect(text).toContain('缴费后');
      }),
    );
  });
});
