import { describe, expect, it } from 'vitest';
import { slices, WRITE_SLICE_ROWS } from './write-slices';

describe('slices', () => {
  it.each([
    [[], 3, []],
    [[1, 2], 3, [[1, 2]]],
    [[1, 2, 3], 3, [[1, 2, 3]]],
    [[1, 2, 3, 4, 5, 6, 7], 3, [[1, 2, 3], [4, 5, 6], [7]]],
  ])('%j in slices of %i: %j', (items, size, expected) => {
    expect(slices(items, size)).toEqual(expected);
  });

  it('defaults to WRITE_SLICE_ROWS and leaves the input alone', () => {
    const items = Array.from({ length: WRITE_SLICE_ROWS * 2 + 1 }, (_, i) => i);
    const out = slices(items);
    expect(out.map((s) => s.length)).toEqual([WRITE_SLICE_ROWS, WRITE_SLICE_ROWS, 1]);
    expect(out.flat()).toEqual(items);
    expect(items).toHaveLength(WRITE_SLICE_ROWS * 2 + 1);
  });
});
