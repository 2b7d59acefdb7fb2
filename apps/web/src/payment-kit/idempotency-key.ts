/** A fresh idempotency key for one payment attempt: 32 hex characters from the browser's CSPRNG. */
export function newIdempotencyKey(
  random: (bytes: Uint8Array) => Uint8Array = (b) => crypto.getRandomValues(b),
): string {
  return Array.from(random(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * One key per payment attempt: the same attempt (same bills, amount and channel) retried after a lost answer keeps
 * its key, so the server returns the first answer instead of creating a second order; a different attempt gets a
 * new key.
 */
export function createAttemptKeys(make: () => string = newIdempotencyKey) {
  let current: { fingerprint: string; key: string } | undefined;
  return {
    keyFor(fingerprint: string): string {
      if (current?.fingerprint !== fingerprint) current = { fingerprint, key: make() };
      return current.key;
    },
    /** After an answer that ends the attempt (success, or a refusal that changes what is asked next). */
    forget(): void {
      current = undefined;
    },
  };
}
