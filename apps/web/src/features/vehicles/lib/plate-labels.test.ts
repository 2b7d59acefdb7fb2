import { describe, expect, it } from 'vitest';
import { plateColorLabel } from './plate-labels';

describe('plate labels', () => {
  it('names the yellow plate only', () => {
    expect([plateColorLabel(2), plateColorLabel(null), plateColorLabel(undefined)]).toEqual([
      '黄牌',
      undefined,
      undefined,
    ]);
  });
});
