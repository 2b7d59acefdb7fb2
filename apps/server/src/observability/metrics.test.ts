import { describe, expect, it } from 'vitest';
import { ageBucket, ageBucketSql, byStateAndAge, createMetrics } from './metrics';

describe('age buckets of waiting rows', () => {
  it.each([
    [0, '<15m'],
    [899, '<15m'],
    [900, '15m-1h'],
    [3_599, '15m-1h'],
    [3_600, '1h-1d'],
    [86_399, '1h-1d'],
    [86_400, '>1d'],
    [10 * 86_400, '>1d'],
  ])('%d s old → %s', (seconds, label) => expect(ageBucket(seconds)).toBe(label));

  it('counts them in SQL with the same edges', () => {
    expect(ageBucketSql('a')).toBe('case when a < 900 then 0 when a < 3600 then 1 when a < 86400 then 2 else 3 end');
  });

  it('gives every state every bucket, 0 where no row is counted', () => {
    expect(byStateAndAge(['pending', 'closing'], [{ state: 'pending', bucket: 2, n: 4 }])).toEqual([
      { labels: { state: 'pending', age: '<15m' }, value: 0 },
      { labels: { state: 'pending', age: '15m-1h' }, value: 0 },
      { labels: { state: 'pending', age: '1h-1d' }, value: 4 },
      { labels: { state: 'pending', age: '>1d' }, value: 0 },
      { labels: { state: 'closing', age: '<15m' }, value: 0 },
      { labels: { state: 'closing', age: '15m-1h' }, value: 0 },
      { labels: { state: 'closing', age: '1h-1d' }, value: 0 },
      { labels: { state: 'closing', age: '>1d' }, value: 0 },
    ]);
  });
});

describe('gauges read at scrape time', () => {
  it('joins the sources of one family, and a source that fails leaves the others and is counted', async () => {
    const errors: string[] = [];
    const metrics = createMetrics({ error: (_obj, msg) => errors.push(msg) });
    const family = { name: 'parking_test_devices', help: 'test', labelNames: ['kind'] } as const;
    metrics.addGauges([
      { ...family, read: async () => [{ labels: { kind: 'gate' }, value: 2 }] },
      { ...family, read: () => Promise.reject(new Error('database gone')) },
      { ...family, read: async () => [{ labels: { kind: 'charger' }, value: 1 }] },
    ]);
    const text = await metrics.text();
    expect(text).toContain('parking_test_devices{kind="gate"} 2');
    expect(text).toContain('parking_test_devices{kind="charger"} 1');
    expect(errors).toEqual(['metrics: gauge not read']);
    // The counter was written before the gauge was read: the failure shows from the next scrape on.
    expect(await metrics.text()).toContain('parking_metrics_source_errors_total{family="parking_test_devices"} 1');
  });
});
