import { describe, expect, it } from 'vitest';
import { cursorPageOf, decodeCursor, encodeCursor } from './paging';

describe('keyset paging', () => {
  it('hands back the key of the last row it keeps, and none on the last page', () => {
    const rows = [1, 2, 3].map((id) => ({ id, at: `2026-12-0${id}` }));
    const page = cursorPageOf(rows, 2, (r) => [r.at, r.id]);
    expect(page.results).toHaveLength(2);
    expect(decodeCursor(page.nextCursor!, 2)).toEqual(['2026-12-02', 2]);
    expect(cursorPageOf(rows, 3, (r) => [r.at, r.id]).nextCursor).toBeNull();
  });

  it('reads no cursor as the first page and refuses one that is not ours', () => {
    expect(decodeCursor(undefined, 2)).toBeUndefined();
    expect(decodeCursor(encodeCursor(['a', 1]), 2)).toEqual(['a', 1]);
    expect(() => decodeCursor('not-a-cursor', 2)).toThrow('翻页参数错误');
    expect(() => decodeCursor(encodeCursor(['a']), 2)).toThrow('翻页参数错误');
  });
});
