import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideEntry, DUPLICATE_READ_MS, matchExit, settleExit } from './stay-rules';

const MIN = 60_000;
const T = Date.UTC(2026, 5, 1, 2); // 10:00 in Shanghai
const exit = (occurredAt: number) => ({ deviceId: 'G1', eventId: `x${occurredAt}`, occurredAt });

describe('decideEntry', () => {
  it.each([
    ['nothing known: a new stay', undefined, [], { kind: 'open' }],
    [
      'the same car read again 3 min later',
      { id: 's1', enteredAt: T - 3 * MIN },
      [],
      { kind: 'duplicate', stayId: 's1' },
    ],
    [
      'a retransmission 10 min late is still the same read',
      { id: 's1', enteredAt: T + 10 * MIN },
      [],
      { kind: 'duplicate', stayId: 's1' },
    ],
    [
      'inside since yesterday: its exit was missed',
      { id: 's1', enteredAt: T - 24 * 60 * MIN },
      [],
      { kind: 'replaceOpen', closeStayId: 's1' },
    ],
    [
      'an entry older than the open stay: an earlier visit, uploaded late',
      { id: 's1', enteredAt: T + 3 * 60 * MIN },
      [],
      { kind: 'lateEntry' },
    ],
    [
      'an exit seen an hour after this entry completes the visit',
      undefined,
      [exit(T + 60 * MIN)],
      { kind: 'pairWithExit', exit: exit(T + 60 * MIN) },
    ],
    ['an exit before this entry is not its exit', undefined, [exit(T - 60 * MIN)], { kind: 'open' }],
    [
      'a late entry pairs with the exit before the open stay began',
      { id: 's1', enteredAt: T + 5 * 60 * MIN },
      [exit(T + 2 * 60 * MIN)],
      { kind: 'pairWithExit', exit: exit(T + 2 * 60 * MIN) },
    ],
    [
      'the earliest waiting exit after the entry is the one',
      undefined,
      [exit(T - 5 * MIN), exit(T + 30 * MIN), exit(T + 90 * MIN)],
      { kind: 'pairWithExit', exit: exit(T + 30 * MIN) },
    ],
  ] as const)('%s', (_case, open, exits, expected) => {
    expect(decideEntry(T, open, exits)).toEqual(expected);
  });

  it('never pairs an exit more than a year after the entry', () => {
    expect(decideEntry(T, undefined, [exit(T + 367 * 24 * 60 * MIN)])).toEqual({ kind: 'open' });
  });
});

describe('matchExit', () => {
  const open = (enteredAt: number) => ({ id: 'open', enteredAt, open: true });
  const closed = (exitedAt: number) => ({ id: 'closed', enteredAt: exitedAt - 60 * MIN, exitedAt });
  it.each([
    ['the open stay it belongs to', open(T - 60 * MIN), undefined, { kind: 'stay', stay: open(T - 60 * MIN) }],
    ['no stay and no recent exit: no entry on record', undefined, undefined, { kind: 'noEntry' }],
    ['a second read of a car that just left', undefined, closed(T - 2 * MIN), { kind: 'duplicate', stayId: 'closed' }],
    ['an exit long after the last one is not a re-read', undefined, closed(T - 60 * MIN), { kind: 'noEntry' }],
    [
      'a car that left, came back and leaves again within minutes: the new stay',
      open(T - MIN),
      closed(T - 3 * MIN),
      { kind: 'stay', stay: open(T - MIN) },
    ],
    [
      'a stay that began more than the clock skew after the exit is not it',
      open(T + 5 * MIN),
      undefined,
      { kind: 'noEntry' },
    ],
    [
      'a stay beginning within the clock skew is it (0-minute stay)',
      open(T + MIN),
      undefined,
      { kind: 'stay', stay: open(T + MIN) },
    ],
  ] as const)('%s', (_case, candidate, recent, expected) => {
    expect(matchExit(T, candidate, recent)).toEqual(expected);
  });
});

describe('settleExit', () => {
  it.each([
    [0, true, false, 'left'],
    [0, false, true, 'left'],
    [500, true, false, 'hold'],
    [500, true, true, 'arrears'],
    [500, false, false, 'arrears'],
    [500, false, true, 'arrears'],
  ])('due %i fen, live %s, leaveFirst %s → %s', (due, live, leaveFirst, kind) => {
    expect(settleExit(due, live, leaveFirst)).toEqual({ kind });
  });

  it.each([-1, 1.5, Number.NaN])('refuses a due of %s', (due) => {
    expect(() => settleExit(due, true, false)).toThrow(RangeError);
  });

  it('lets a car out only when nothing is owed or the money is recorded as arrears (never lost)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.boolean(), fc.boolean(), (due, live, leaveFirst) => {
        const { kind } = settleExit(due, live, leaveFirst);
        if (due > 0) expect(kind).not.toBe('left');
        if (kind === 'hold') expect(live && !leaveFirst).toBe(true);
      }),
    );
  });
});

describe('a duplicate read is symmetric in time', () => {
  it('an entry within the window either side of the open stay is the same read', () => {
    fc.assert(
      fc.property(fc.integer({ min: -DUPLICATE_READ_MS, max: DUPLICATE_READ_MS }), (delta) => {
        expect(decideEntry(T + delta, { id: 's', enteredAt: T }, []).kind).toBe('duplicate');
      }),
    );
  });
});
