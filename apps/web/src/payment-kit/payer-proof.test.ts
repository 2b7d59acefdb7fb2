import { describe, expect, it } from 'vitest';
import { payerProofOf, rememberPayerProof } from './payer-proof';

/** A Web Storage in memory (the tab's sessionStorage in the app). */
function memoryStorage(): Storage {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (k) => values.get(k) ?? null,
    key: (i) => [...values.keys()][i] ?? null,
    removeItem: (k) => void values.delete(k),
    setItem: (k, v) => void values.set(k, v),
  };
}

describe('payer proof', () => {
  it('keeps the pay key of the last five orders of the tab, the newest replacing a repeat', () => {
    const storage = memoryStorage();
    for (let i = 1; i <= 6; i += 1) rememberPayerProof(`P${i}`, `key-${i}`, storage);
    rememberPayerProof('P3', 'key-3b', storage);
    expect(payerProofOf('P1', storage)).toBeUndefined(); // the sixth order pushed out the first
    expect(payerProofOf('P3', storage)).toBe('key-3b');
    expect(payerProofOf('P2', storage)).toBe('key-2'); // a repeat takes no extra place
    expect(payerProofOf('P6', storage)).toBe('key-6');
  });

  it('reads nothing from a damaged or absent store', () => {
    const storage = memoryStorage();
    storage.setItem('payerProofs', '{not json');
    expect(payerProofOf('P1', storage)).toBeUndefined();
    expect(payerProofOf('P1', undefined)).toBeUndefined();
  });
});
