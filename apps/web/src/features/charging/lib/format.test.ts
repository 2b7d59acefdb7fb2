import { describe, expect, it } from 'vitest';
import { formatElapsed, occupationRuleText, perKwh } from './format';

describe('charging formats', () => {
  it.each([
    [0, '0分00秒'],
    [754, '12分34秒'],
    [3900, '1小时05分'],
  ])('%i s reads %s', (s, text) => expect(formatElapsed(s)).toBe(text));
  it('prices per kWh with at least two decimals', () => {
    expect(perKwh('1.2500')).toBe('1.25元/度');
    expect(perKwh('0.8523')).toBe('0.8523元/度');
  });
  it('says the occupation rule', () => {
    expect(occupationRuleText({ graceMinutes: 15, perMinuteFen: 50, capFen: 3000 })).toBe(
      '充电结束15分钟内免费，超出0.50元/分钟，封顶30.00元',
    );
  });
});
