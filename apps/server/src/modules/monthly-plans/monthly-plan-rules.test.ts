import { BAG_REMINDER_DAYS } from '@parking/contracts';
import { shanghaiTime } from '@parking/contracts/shanghai-time';
import { describe, expect, it } from 'vitest';
import {
  addShanghaiMonths,
  DAY_MS,
  dueReminder,
  planState,
  quotaOf,
  renewability,
  spacesLeft,
  startDateProblem,
  startOf,
} from './monthly-plan-rules';

const at = (y: number, m: number, d: number, h = 0, min = 0) => shanghaiTime(y, m, d, h, min);
const iso = (ms: number) => new Date(ms).toISOString();

describe('validity in Shanghai calendar months', () => {
  it.each([
    [at(2026, 6, 1), 1, at(2026, 7, 1)],
    [at(2026, 1, 31), 1, at(2026, 2, 28)],
    [at(2028, 1, 31), 1, at(2028, 2, 29)],
    [at(2026, 11, 15), 3, at(2027, 2, 15)],
    [at(2026, 8, 31), 6, at(2027, 2, 28)],
    [at(2026, 12, 1), 12, at(2027, 12, 1)],
  ])('%s + %i months', (from, months, until) => {
    expect(iso(addShanghaiMonths(from, months))).toBe(iso(until));
  });

  it('starts the next day where the park says so, else today; a passed start date moves to the earliest', () => {
    const now = at(2026, 6, 1, 15);
    expect(startDateProblem('2026-06-01', now, true)).toBe('月卡最早次日生效，请重新选择开始日期');
    expect(startDateProblem('2026-06-01', now, false)).toBeNull();
    expect(startDateProblem('2026-06-02', now, true)).toBeNull();
    expect(startDateProblem('2026-07-03', now, true)).toMatch(/30 天内/);
    expect(iso(startOf('2026-06-02', at(2026, 6, 5, 9), true))).toBe(iso(at(2026, 6, 6)));
    expect(iso(startOf('2026-06-10', at(2026, 6, 5, 9), true))).toBe(iso(at(2026, 6, 10)));
  });
});

describe('checkRenewable', () => {
  const plan = { kind: 'month' as const, validUntil: at(2026, 7, 1) };
  const rules = { lateRenewDays: 7, lateRenewFrom: 'expiry' as const, startsNextDay: true };

  it.each([
    ['before expiry: contiguous from the expiry', at(2026, 6, 20), rules, 'contiguous', at(2026, 7, 1), at(2026, 8, 1)],
    ['late, from expiry: the gap is paid', at(2026, 7, 5), rules, 'fromExpiry', at(2026, 7, 1), at(2026, 8, 1)],
    [
      'late, from the renewal: starts the next day',
      at(2026, 7, 5, 10),
      { ...rules, lateRenewFrom: 'renewal' as const },
      'fromRenewal',
      at(2026, 7, 6),
      at(2026, 8, 6),
    ],
    [
      'late, from the renewal today where plans start the same day',
      at(2026, 7, 5, 10),
      { ...rules, lateRenewFrom: 'renewal' as const, startsNextDay: false },
      'fromRenewal',
      at(2026, 7, 5),
      at(2026, 8, 5),
    ],
  ])('%s', (_name, now, r, basis, from, until) => {
    expect(renewability(plan, r, now, 30000)).toEqual({
      renewable: true,
      reason: null,
      basis,
      newValidFrom: iso(from),
      newValidUntil: iso(until),
      priceFen: 30000,
    });
  });

  it('refuses past the late window, with a reason, and when no price exists any more', () => {
    expect(renewability(plan, rules, at(2026, 7, 8), 30000)).toMatchObject({
      renewable: false,
      reason: '已超过续费期限（到期后 7 天内可续费），请重新办理',
    });
    expect(renewability(plan, { ...rules, lateRenewDays: 0 }, at(2026, 7, 1), 30000).reason).toBe(
      '月卡已到期，请重新办理',
    );
    expect(renewability(plan, rules, at(2026, 6, 20), null).renewable).toBe(false);
    expect(renewability({ ...plan, validUntil: at(2028, 1, 1) }, rules, at(2026, 6, 20), 1).renewable).toBe(false);
  });
});

describe('what a driver reads, quotas and reminders', () => {
  it('counts whole days left, 0 on the last day', () => {
    const from = at(2026, 6, 1);
    const until = at(2026, 7, 1);
    expect(planState(from, until, at(2026, 5, 30, 12))).toEqual({ state: 'upcoming', daysLeft: 31 });
    expect(planState(from, until, at(2026, 6, 1, 8))).toEqual({ state: 'active', daysLeft: 29 });
    expect(planState(from, until, at(2026, 6, 30, 23))).toEqual({ state: 'active', daysLeft: 0 });
    expect(planState(from, until, until)).toEqual({ state: 'expired', daysLeft: 0 });
  });

  it('derives the quota from the share of spaces and never answers negative spaces', () => {
    expect(quotaOf(60, 101)).toBe(60);
    expect(quotaOf(80, 9)).toBe(7);
    expect(quotaOf(-1, 100)).toBe(-1);
    expect(spacesLeft(7, 9)).toBe(0);
    expect(spacesLeft(-1, 9)).toBe(-1);
  });

  it('is due 7, 3 and 1 days before expiry; a late round sends only the latest due', () => {
    const until = at(2026, 7, 1);
    const due = (msBefore: number) => dueReminder(until, until - msBefore, BAG_REMINDER_DAYS);
    expect(due(8 * DAY_MS)).toBeUndefined();
    expect(due(7 * DAY_MS)).toBe(7);
    expect(due(4 * DAY_MS)).toBe(7);
    expect(due(2 * DAY_MS)).toBe(3);
    expect(due(DAY_MS - 1)).toBe(1);
    expect(due(0)).toBeUndefined();
  });
});
