import { describe, expect, it } from 'vitest';
import { nextPageNo } from './paging';

const page = (count: number, totalRecord: number) => ({
  results: Array.from({ length: count }, (_, i) => i),
  totalRecord,
});

describe('the next page of a pageNo list', () => {
  it.each([
    ['a first page of 25', [page(10, 25)], 2],
    ['two pages of 25', [page(10, 25), page(10, 25)], 3],
    ['every item loaded', [page(10, 25), page(10, 25), page(5, 25)], undefined],
    ['a short page before the end', [page(10, 25), page(7, 25)], 3],
    ['an empty page although the total says more', [page(10, 25), page(0, 25)], undefined],
    ['an empty list', [page(0, 0)], undefined],
  ])('%s: %s', (_case, pages, next) => {
    expect(nextPageNo(pages.at(-1)!, pages)).toBe(next);
  });
});
