import { shanghaiTime } from '@parking/contracts/shanghai-time';
import { describe, expect, it } from 'vitest';
import { availabilityAlert, hourBucket, priceAlert, type PlaceFacts } from './alert-rules';

const place = (freeNum: number, over: Partial<PlaceFacts> = {}): PlaceFacts => ({
  freeNum,
  totalNum: 120,
  priceText: '首小时5元；之后每小时3元',
  open: true,
  ...over,
});

describe('is a change of free spaces worth an alert', () => {
  it.each([
    ['full → space', 'park', 0, place(1), '有空车位了：空车位 1/120'],
    ['full → several', 'park', 0, place(7), '有空车位了：空车位 7/120'],
    ['no connector → one', 'station', 0, place(2, { totalNum: 8 }), '有空闲充电桩了：空闲桩 2/8'],
    ['space → more space', 'park', 1, place(5), null],
    ['space → full', 'park', 3, place(0), null],
    ['full → still full', 'park', 0, place(0), null],
    ['never seen before', 'park', undefined, place(4), null],
    ['park does not count (before)', 'park', -1, place(4), null],
    ['park does not count (now)', 'park', 0, place(-1), null],
    ['space at a park out of service', 'park', 0, place(3, { open: false }), null],
  ] as const)('%s', (_, kind, before, now, expected) => {
    expect(availabilityAlert(kind, before, now)).toBe(expected);
  });
});

describe('is a change of price worth an alert', () => {
  it.each([
    ['changed', '首小时5元', place(0), '价格调整：首小时5元 → 首小时5元；之后每小时3元'],
    ['had none', '', place(0), '价格调整：未公布 → 首小时5元；之后每小时3元'],
    ['unchanged', '首小时5元；之后每小时3元', place(0), null],
    ['never seen before', undefined, place(0), null],
    ['price gone', '首小时5元', place(0, { priceText: '' }), null],
  ] as const)('%s', (_, before, now, expected) => {
    expect(priceAlert(before, now)).toBe(expected);
  });
});

describe('the hour an alert falls in, in Shanghai time', () => {
  it.each([
    [shanghaiTime(2026, 6, 1, 10, 0, 0), '2026-06-01T10'],
    [shanghaiTime(2026, 6, 1, 10, 59, 59), '2026-06-01T10'],
    [shanghaiTime(2026, 6, 1, 11, 0, 0), '2026-06-01T11'],
    // 07:30 Shanghai is 23:30 UTC the day before: the bucket is Shanghai's day and hour.
    [shanghaiTime(2026, 6, 2, 7, 30, 0), '2026-06-02T07'],
    [shanghaiTime(2026, 12, 31, 23, 59, 0), '2026-12-31T23'],
  ])('%s → %s', (at, expected) => {
    expect(hourBucket(new Date(at))).toBe(expected);
  });
});
