import { FeeRuleSchema, type Band, type FeeRule, type Tariff } from '@parking/contracts';
import type { z } from 'zod';

/**
 * The editor's values: a fee rule's own shape (so the contract's issue paths name the editor's fields), with money in
 * 元 for people to type and a few switches for the optional parts. `toFeeRule` turns them into the rule the server
 * takes; the contract's schema then judges it, here and again on the server.
 */
export interface FirstForm {
  minutes?: number;
  priceFen?: number;
  unitMinutes?: number | null;
}
export interface BandForm {
  name?: string;
  from?: string;
  to?: string;
  pricing: {
    kind: 'units' | 'flat';
    hasFirst?: boolean;
    first?: FirstForm;
    unitMinutes?: number;
    unitPriceFen?: number;
    priceFen?: number;
  };
  capFen?: number | null;
}
export interface TariffForm {
  kind: 'timed' | 'perVisit';
  bands: BandForm[];
  hasCap?: boolean;
  cap?: { fen?: number; period?: 'rolling24h' | 'calendarDay' };
  priceFen?: number;
  everyMinutes?: number | null;
}
export interface RuleForm {
  freeMinutes?: number;
  freeMinutesDeducted?: boolean;
  graceMinutes?: number;
  small: TariffForm;
  separateLarge?: boolean;
  large?: TariffForm;
}

/** 元 typed → fen; a value that is not a number is left for the schema to refuse. */
const fen = (yuan: unknown) => (typeof yuan === 'number' ? Math.round(yuan * 100) : yuan);
const yuan = (fen: number) => fen / 100;
const present = (v: unknown) => v !== undefined && v !== null && v !== '';

function bandOf(b: BandForm): unknown {
  const p = b.pricing;
  const pricing =
    p.kind === 'flat'
      ? { kind: 'flat', priceFen: fen(p.priceFen) }
      : {
          kind: 'units',
          ...(p.hasFirst
            ? {
                first: {
                  minutes: p.first?.minutes,
                  priceFen: fen(p.first?.priceFen),
                  ...(present(p.first?.unitMinutes) ? { unitMinutes: p.first?.unitMinutes } : {}),
                },
              }
            : {}),
          unitMinutes: p.unitMinutes,
          unitPriceFen: fen(p.unitPriceFen),
        };
  return {
    ...(b.name?.trim() ? { name: b.name.trim() } : {}),
    from: b.from,
    to: b.to,
    pricing,
    ...(present(b.capFen) ? { capFen: fen(b.capFen) } : {}),
  };
}

function tariffOf(t: TariffForm): unknown {
  if (t.kind === 'perVisit') {
    return {
      kind: 'perVisit',
      priceFen: fen(t.priceFen),
      ...(present(t.everyMinutes) ? { everyMinutes: t.everyMinutes } : {}),
    };
  }
  return {
    kind: 'timed',
    bands: (t.bands ?? []).map(bandOf),
    ...(t.hasCap ? { cap: { fen: fen(t.cap?.fen), period: t.cap?.period } } : {}),
  };
}

/** The rule the editor's values describe (not yet validated). */
export function toFeeRule(form: RuleForm): unknown {
  return {
    freeMinutes: form.freeMinutes,
    freeMinutesDeducted: form.freeMinutesDeducted ?? false,
    graceMinutes: form.graceMinutes,
    small: tariffOf(form.small),
    ...(form.separateLarge && form.large ? { large: tariffOf(form.large) } : {}),
  };
}

const bandForm = (b: Band): BandForm => ({
  ...(b.name ? { name: b.name } : {}),
  from: b.from,
  to: b.to,
  pricing:
    b.pricing.kind === 'flat'
      ? { kind: 'flat', priceFen: yuan(b.pricing.priceFen) }
      : {
          kind: 'units',
          hasFirst: b.pricing.first !== undefined,
          first: b.pricing.first
            ? {
                minutes: b.pricing.first.minutes,
                priceFen: yuan(b.pricing.first.priceFen),
                unitMinutes: b.pricing.first.unitMinutes ?? null,
              }
            : { minutes: 60, priceFen: 0, unitMinutes: null },
          unitMinutes: b.pricing.unitMinutes,
          unitPriceFen: yuan(b.pricing.unitPriceFen),
        },
  capFen: b.capFen === undefined ? null : yuan(b.capFen),
});

/** A new band's starting values: 2元 per 30 minutes all day. */
export const newBand = (): BandForm => ({
  from: '00:00',
  to: '00:00',
  pricing: { kind: 'units', hasFirst: false, first: { minutes: 60, priceFen: 0 }, unitMinutes: 30, unitPriceFen: 2 },
  capFen: null,
});

const tariffForm = (t: Tariff): TariffForm =>
  t.kind === 'perVisit'
    ? { kind: 'perVisit', priceFen: yuan(t.priceFen), everyMinutes: t.everyMinutes ?? null, bands: [newBand()] }
    : {
        kind: 'timed',
        bands: t.bands.map(bandForm),
        hasCap: t.cap !== undefined,
        cap: t.cap ? { fen: yuan(t.cap.fen), period: t.cap.period } : { period: 'calendarDay' },
        priceFen: 5,
      };

/** The editor's values for a stored rule (a template for the next version). */
export function toRuleForm(rule: FeeRule): RuleForm {
  return {
    freeMinutes: rule.freeMinutes,
    freeMinutesDeducted: rule.freeMinutesDeducted,
    graceMinutes: rule.graceMinutes,
    small: tariffForm(rule.small),
    separateLarge: rule.large !== undefined,
    large: tariffForm(rule.large ?? rule.small),
  };
}

/** A park without a rule starts from: 15 minutes free, 2元 per 30 minutes, 20元 a day, 15 minutes to leave. */
export const defaultRuleForm = (): RuleForm =>
  toRuleForm({
    freeMinutes: 15,
    freeMinutesDeducted: false,
    graceMinutes: 15,
    small: {
      kind: 'timed',
      bands: [{ from: '00:00', to: '00:00', pricing: { kind: 'units', unitMinutes: 30, unitPriceFen: 200 } }],
      cap: { fen: 2000, period: 'calendarDay' },
    },
  });

export type FieldIssue = { name: (string | number)[]; errors: string[] };

/** The rule of the editor's values, or the contract's issues, each with the path of the field it is about. */
export function checkRuleForm(
  form: RuleForm,
): { rule: FeeRule; issues?: undefined } | { rule?: undefined; issues: FieldIssue[] } {
  const parsed = FeeRuleSchema.safeParse(toFeeRule(form));
  if (parsed.success) return { rule: parsed.data };
  return { issues: issuesByPath(parsed.error.issues) };
}

function issuesByPath(issues: z.core.$ZodIssue[]): FieldIssue[] {
  const byPath = new Map<string, FieldIssue>();
  for (const issue of issues) {
    const name = issue.path.filter((p): p is string | number => typeof p !== 'symbol');
    const key = JSON.stringify(name);
    const entry = byPath.get(key) ?? { name, errors: [] };
    // Every input here is typed (numbers, times, choices): a value of the wrong type is one left empty.
    const message = issue.code === 'invalid_type' ? '请填写此项' : issue.message;
    if (!entry.errors.includes(message)) entry.errors.push(message);
    byPath.set(key, entry);
  }
  return [...byPath.values()];
}
