import { describe, expect, it } from 'vitest';
import { createAttemptKeys, newIdempotencyKey } from './idempotency-key';

describe('idempotency keys', () => {
  it('are 32 hex characters, different every time', () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it('stay the same for a retried attempt and change for another one', () => {
    const keys = createAttemptKeys();
    const first = keys.keyFor('bills=A;fen=800;channel=3');
    expect(keys.keyFor('bills=A;fen=800;channel=3')).toBe(first);
    const other = keys.keyFor('bills=A;fen=800;channel=2');
    expect(other).not.toBe(first);
    keys.forget();
    expect(keys.keyFor('bills=A;fen=800;channel=2')).not.toBe(other);
  });
});
