import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  expandWindows,
  isViolation,
  mergeIntervals,
  SHARING_GRACE_MINUTES,
  outsideMinutes,
  periodDays,
  periodsOnSale,
  refundOf,
  refundRuleText,
  scheduleText,
  type Interval,
} from './sharing-rules';

/** Epoch ms of a Shanghai wall-clock time "2026-06-01 18:00" or "… 18:00:30". */
const at = (text: string) => new Date(`${text.replace(' ', 'T')}${text.length === 16 ? ':00' : ''}+08:00`).getTime();

const EVENINGS = { days: 'workdays', from: '18:00', to: '09:00' } as const;
const WEEKENDS = { days: 'restdays', from: '00:00', to: '00:00' } as const;
const show = (windows: Interval[]) =>
  windows.map(
    ([a, b]) =>
      `${new Date(a + 8 * 3_600_000).toISOString().slice(0, 16)}→${new Date(b + 8 * 3_600_000).toISOString().slice(5, 16)}`,
  );

describe('expanding a schedule', () => {
  it('crosses midnight: 工作日 18:00–次日09:00 over a week, weekends all day, merged where they touch', () => {
    // 2026-06-01 is a Monday.
    expect(show(expandWindows([EVENINGS, WEEKENDS], '2026-06-01', '2026-06-08'))).toEqual([
      '2026-06-01T18:00→06-02T09:00',
      '2026-06-02T18:00→06-03T09:00',
      '2026-06-03T18:00→06-04T09:00',
      '2026-06-04T18:00→06-05T09:00',
      // Friday evening runs into Saturday and Sunday whole: one window to Monday 00:00.
      '2026-06-05T18:00→06-08T00:00',
    ]);
  });

  it('holidays are the operator data: a rest day is no workday, a 调休 Sunday is one', () => {
    const holidays = new Map([
      ['2026-06-19', 'rest' as const], // 端午节 (Friday)
      ['2026-06-28', 'work' as const], // a Sunday made a workday
    ]);
    const june = expandWindows([EVENINGS], '2026-06-15', '2026-06-29', holidays).map(([a]) => a);
    expect(june).not.toContain(at('2026-06-19 18:00'));
    expect(june).toContain(at('2026-06-28 18:00'));
    const rest = expandWindows([WEEKENDS], '2026-06-15', '2026-06-29', holidays);
    expect(show(rest)).toEqual(['2026-06-19T00:00→06-22T00:00', '2026-06-27T00:00→06-28T00:00']);
  });

  it('overlapping rules merge; each Shanghai day is 24 h, also across other zones’ DST changes (2026-03-08)', () => {
    const windows = expandWindows(
      [
        { days: 'daily', from: '20:00', to: '08:00' },
        { days: 'daily', from: '07:00', to: '09:00' },
      ],
      '2026-03-07',
      '2026-03-10',
    );
    // 07:00–09:00 alone on the first morning; 20:00 to 09:00 after; the last evening ends at 08:00 (no next morning).
    expect(windows.map(([a, b]) => (b - a) / 3_600_000)).toEqual([2, 13, 13, 12]);
    expect(windows[1]![0]).toBe(at('2026-03-07 20:00'));
    expect(windows[2]![0] - windows[1]![0]).toBe(86_400_000);
  });

  it('merges overlapping and touching intervals and keeps gaps', () => {
    expect(
      mergeIntervals([
        [5, 9],
        [1, 3],
        [3, 4],
        [8, 12],
        [20, 21],
      ]),
    ).toEqual([
      [1, 4],
      [5, 12],
      [20, 21],
    ]);
  });

  it('a subscription day on which the schedule has no window yields none', () => {
    expect(expandWindows([WEEKENDS], '2026-06-01', '2026-06-02')).toEqual([]);
  });
});

describe('periods', () => {
  it('a package is a calendar month, a subscription one day; anything else is refused', () => {
    expect(periodDays('package', '2026-12')).toEqual({ firstDay: '2026-12-01', untilDay: '2027-01-01' });
    expect(periodDays('subscription', '2026-02-28')).toEqual({ firstDay: '2026-02-28', untilDay: '2026-03-01' });
    expect(periodDays('package', '2026-13')).toBeUndefined();
    expect(periodDays('subscription', '2026-02-30')).toBeUndefined();
    expect(periodDays('package', '2026-06-01')).toBeUndefined();
  });

  it('on sale: this month and next (Shanghai days), today and six more days', () => {
    // 2026-06-30 23:30 Shanghai is still June there.
    const now = at('2026-06-30 23:30');
    expect(periodsOnSale('package', now).map((p) => p.period)).toEqual(['2026-06', '2026-07']);
    expect(periodsOnSale('subscription', now).map((p) => p.period)).toEqual([
      '2026-06-30',
      '2026-07-01',
      '2026-07-02',
      '2026-07-03',
      '2026-07-04',
      '2026-07-05',
      '2026-07-06',
    ]);
  });

  it('says the schedule in words', () => {
    expect(scheduleText([EVENINGS, WEEKENDS])).toBe('工作日 18:00-次日09:00；休息日 全天');
  });
});

describe('minutes outside the windows', () => {
  const windows = expandWindows([EVENINGS], '2026-06-01', '2026-06-05');
  it('inside: none', () => {
    expect(outsideMinutes(windows, at('2026-06-01 19:00'), at('2026-06-02 08:30'))).toEqual({
      minutes: 0,
      earlyMinutes: 0,
      lateMinutes: 0,
    });
  });
  it('early entry and late exit, started minutes counted', () => {
    expect(outsideMinutes(windows, at('2026-06-01 17:29'), at('2026-06-02 10:00:30'))).toEqual({
      minutes: 31 + 61,
      earlyMinutes: 31,
      lateMinutes: 61,
    });
  });
  it('a day between two evenings counts outside, neither early nor late', () => {
    expect(outsideMinutes(windows, at('2026-06-01 19:00'), at('2026-06-03 08:00'))).toEqual({
      minutes: 9 * 60,
      earlyMinutes: 0,
      lateMinutes: 0,
    });
  });
});

describe('the park’s refund rule', () => {
  const windows: Interval[] = [[at('2026-06-03 18:00'), at('2026-06-04 09:00')]];
  const rule = { fullBeforeHours: 48, partPercent: 50 };
  it.each([
    ['long before: whole', rule, '2026-06-01 10:00', { cancellable: true, refundFen: 999 }],
    ['exactly N hours before: whole', rule, '2026-06-01 18:00', { cancellable: true, refundFen: 999 }],
    ['a minute inside N hours: part, rounded down', rule, '2026-06-01 18:01', { cancellable: true, refundFen: 499 }],
    ['a minute before it begins: part', rule, '2026-06-03 17:59', { cancellable: true, refundFen: 499 }],
    ['begun: no cancel', rule, '2026-06-03 18:00', { cancellable: false, refundFen: 0 }],
    [
      'inside N hours with 0%: nothing back',
      { fullBeforeHours: 2, partPercent: 0 },
      '2026-06-03 17:00',
      {
        cancellable: true,
        refundFen: 0,
      },
    ],
    [
      'default rule: whole until it begins',
      { fullBeforeHours: 0, partPercent: 0 },
      '2026-06-03 17:59',
      {
        cancellable: true,
        refundFen: 999,
      },
    ],
  ] as const)('%s', (_, r, now, expected) => {
    expect(refundOf(r, 999, windows, at(now))).toMatchObject(expected);
  });

  it('says the rule in words', () => {
    expect(refundRuleText(rule)).toBe('时段开始前48小时以上取消全额退款，48小时内取消退还50%，开始后不可取消');
    expect(refundRuleText({ fullBeforeHours: 0, partPercent: 0 })).toBe('时段开始前取消全额退款，开始后不可取消');
  });
});

describe('isViolation: when a stay on a share costs credit (decision 072)', () => {
  // Night windows 18:00-09:00 on 2026-06-01/02 and 2026-06-02/03.
  const nights: Interval[] = [
    [at('2026-06-01 18:00'), at('2026-06-02 09:00')],
    [at('2026-06-02 18:00'), at('2026-06-03 09:00')],
  ];
  const stay = (from: string, to: string) => outsideMinutes(nights, at(from), at(to));
  it.each([
    // [entered, exited, left owing, violation]
    ['2026-06-01 19:00', '2026-06-02 08:30', true, false], // inside the window
    ['2026-06-02 08:58', '2026-06-02 12:02', false, false], // issue 44: 2 minutes before the end, a day stay paid at the gate
    ['2026-06-02 08:58', '2026-06-02 12:02', true, true], // the same stay left owing
    ['2026-06-01 19:00', '2026-06-02 09:15', true, false], // 15 minutes late: within the grace
    ['2026-06-01 19:00', '2026-06-02 09:16', true, true], // 16 minutes late
    ['2026-06-01 17:45', '2026-06-02 09:15', true, false], // 15 early and 15 late: each edge has its grace
    ['2026-06-01 17:44', '2026-06-02 08:00', true, true], // 16 early
    ['2026-06-01 19:00', '2026-06-02 19:00', true, true], // a whole day between two windows counts whole
    ['2026-06-01 19:00', '2026-06-02 19:00', false, false], // …unless it was paid at the gate
  ])('in %s, out %s, left owing %s → %s', (from, to, owing, expected) => {
    expect(isViolation(stay(from, to), owing)).toBe(expected);
  });

  it('never for a stay paid at the gate; always when more than the grace is outside at an edge and owed', () => {
    const minutes = fc.integer({ min: 0, max: 3000 });
    fc.assert(
      fc.property(minutes, minutes, minutes, fc.boolean(), (early, late, between, owing) => {
        const outside = { minutes: early + late + between, earlyMinutes: early, lateMinutes: late };
        const beyond = early > SHARING_GRACE_MINUTES || late > SHARING_GRACE_MINUTES || between > 0;
        expect(isViolation(outside, owing)).toBe(owing && beyond);
      }),
    );
  });
});
