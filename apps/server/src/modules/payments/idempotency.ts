import { createHash } from 'node:crypto';
import { AppError, ErrorCode } from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { idempotencyKeys } from '../../db/schema/payments';

/** What a money-moving request should do with its idempotency key. */
export type KeyClaim =
  /** First use: the key row is written in the caller's transaction and commits with its order. */
  | { kind: 'new' }
  /** Answered before: send the same answer again. */
  | { kind: 'replay'; statusCode: number; response: unknown }
  /** Its order was created but the answer never recorded (a crash, a concurrent twin): carry on with that order. */
  | { kind: 'resume'; orderNo: string };

/** JSON with keys sorted at every level: the same request always hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** The fingerprint of a request: what it asks and who asks, so a key cannot be replayed by someone else. */
export const requestHash = (request: unknown): string => createHash('sha256').update(canonical(request)).digest('hex');

/** Idempotency keys on one connection or transaction. */
export function createIdempotencyKeys(db: Db) {
  /** What an earlier request with this key left, or undefined when the key is new. */
  async function peek(
    scope: string,
    key: string,
    hash: string,
  ): Promise<Exclude<KeyClaim, { kind: 'new' }> | undefined> {
    const [row] = await db
      .select()
      .from(idempotencyKeys)
      .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    if (!row) return undefined;
    if (row.requestHash !== hash) throw new AppError(ErrorCode.IDEMPOTENCY_KEY_REUSED);
    if (row.state === 'done') return { kind: 'replay', statusCode: row.statusCode ?? 200, response: row.response };
    if (!row.orderNo) throw new AppError(ErrorCode.CONFLICT, '该支付请求正在处理中，请稍候');
    return { kind: 'resume', orderNo: row.orderNo };
  }

  return {
    /**
     * Claims a key for a request. Two requests with the same key at once: the second waits on the first's row and
     * then resumes its order (or, if the first failed and rolled back, goes ahead as new).
     */
    async claim(scope: string, key: string, hash: string): Promise<KeyClaim> {
      const [inserted] = await db
        .insert(idempotencyKeys)
        .values({ scope, key, requestHash: hash, state: 'started' })
        .onConflictDoNothing()
        .returning({ key: idempotencyKeys.key });
      if (inserted) return { kind: 'new' };
      const seen = await peek(scope, key, hash);
      if (!seen) throw new AppError(ErrorCode.CONFLICT, '该支付请求正在处理中，请稍候');
      return seen;
    },

    peek,

    async attachOrder(scope: string, key: string, orderNo: string): Promise<void> {
      await db
        .update(idempotencyKeys)
        .set({ orderNo })
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
    },

    /**
     * Records the answer unless one is recorded already, and returns the recorded one: two requests with one key
     * that both got this far (a retry resuming an order while the first still runs) answer the same.
     */
    async complete(scope: string, key: string, statusCode: number, response: unknown, at: Date): Promise<unknown> {
      const [recorded] = await db
        .update(idempotencyKeys)
        .set({ state: 'done', statusCode, response, updatedAt: at })
        .where(
          and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key), eq(idempotencyKeys.state, 'started')),
        )
        .returning({ key: idempotencyKeys.key });
      if (recorded) return response;
      const [first] = await db
        .select({ response: idempotencyKeys.response })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
      return first?.response ?? response;
    },
  };
}
