import { AppError, ErrorCode, type CursorPage, type Page, type PageQuery } from '@parking/contracts';
import { count, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

/** Where a page starts, for SQL `offset` (pageNo counts from 1); `limit` is the page's `pageSize`. */
export const offsetOf = ({ pageNo, pageSize }: PageQuery): number => (pageNo - 1) * pageSize;

/** A list's answer: one page of results and how many there are in all. */
export const pageOf = <T>(results: T[], totalRecord: number): Page<T> => ({ results, totalRecord });

/** A page from its rows query and its `count()` query, run at once. */
export async function fetchPage<T>(rows: Promise<T[]>, total: Promise<{ n: number }[]>): Promise<Page<T>> {
  const [results, [counted]] = await Promise.all([rows, total]);
  return pageOf(results, counted?.n ?? 0);
}

/** A page of a table's whole rows where `where` holds, in `order`, with how many there are in all. */
export function tablePage<T extends PgTable>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: (PgColumn | SQL)[],
  paging: PageQuery,
): Promise<Page<T['$inferSelect']>> {
  const from: PgTable = table;
  return fetchPage(
    db
      .select()
      .from(from)
      .where(where)
      .orderBy(...order)
      .limit(paging.pageSize)
      .offset(offsetOf(paging)) as Promise<T['$inferSelect'][]>,
    db.select({ n: count() }).from(from).where(where),
  );
}

/** A repository's page: its rows and how many there are in all. */
export interface RowsPage<T> {
  rows: T[];
  total: number;
}

/** How many rows the query has in all, on each of its rows: `count(*) over ()` (a page and its total in one trip). */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number);

/** A page from rows that carry `total: totalOver()`; a page past the end has no row to carry it, so it counts again. */
export async function totalOverPage<T>(
  rows: Promise<(T & { total: number })[]>,
  recount: () => Promise<number>,
  paging: PageQuery,
): Promise<RowsPage<T>> {
  const found = await rows;
  const total = found[0]?.total ?? (paging.pageNo > 1 ? await recount() : 0);
  return { rows: found.map(({ total: _total, ...row }) => row as T), total };
}

/**
 * Keyset paging (decision 087): a cursor is the sort key of a page's last row (`[at, id]`), base64url JSON, opaque to
 * clients. A list asks for `pageSize + 1` rows after the cursor's key (`where (at, id) < (:at, :id) order by at desc,
 * id desc limit :n`) and hands them to `cursorPageOf`: the extra row only says that there is a next page.
 */
export type CursorKey = (string | number)[];

export const encodeCursor = (key: CursorKey): string => Buffer.from(JSON.stringify(key)).toString('base64url');

/** The key a cursor carries; a cursor that is not one of ours is refused (400), not read as the first page. */
export function decodeCursor(cursor: string | undefined, arity: number): CursorKey | undefined {
  if (!cursor) return undefined;
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (
      Array.isArray(key) &&
      key.length === arity &&
      key.every((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v)))
    ) {
      return key as CursorKey;
    }
  } catch {
    // falls through to the refusal
  }
  throw new AppError(ErrorCode.INVALID_INPUT, '翻页参数错误，请从第一页重新查询');
}

/** A keyset page from `pageSize + 1` rows: the first `pageSize` and, when there were more, the cursor after them. */
export function cursorPageOf<T>(rows: T[], pageSize: number, keyOf: (row: T) => CursorKey): CursorPage<T> {
  const results = rows.slice(0, pageSize);
  const last = results.at(-1);
  return { results, nextCursor: rows.length > pageSize && last ? encodeCursor(keyOf(last)) : null };
}
