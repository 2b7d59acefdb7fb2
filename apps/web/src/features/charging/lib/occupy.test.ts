import { describe, expect, it } from 'vitest';
import { minutesText, occupyDetailPath } from './occupy';

describe('occupation screens', () => {
  it('says minutes as drivers read them', () => {
    expect([0, 12, 60, 65, 125].map(minutesText)).toEqual(['0分钟', '12分钟', '1小时', '1小时5分钟', '2小时5分钟']);
  });
  it('links an order by its number', () => {
    expect(occupyDetailPath('C12345678')).toBe('/occupyBillDetail?orderNo=C12345678');
  });
});
