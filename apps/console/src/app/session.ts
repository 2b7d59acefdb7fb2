import type { OperatorSession } from '@parking/contracts';

/**
 * The operator's session token, kept in this tab's sessionStorage (decision 076): it survives a reload, ends with the
 * tab, and is never shared with the driver app's storage. Listeners hear when it starts or ends.
 */
const KEY = 'console.session';
const listeners = new Set<() => void>();

interface Stored {
  token: string;
  expiresAt: string;
}

function read(): Stored | undefined {
  try {
    const raw = sessionStorage.getItem(KEY);
    const stored = raw ? (JSON.parse(raw) as Stored) : undefined;
    return stored && Date.parse(stored.expiresAt) > Date.now() ? stored : undefined;
  } catch {
    return undefined;
  }
}

const notify = () => listeners.forEach((listener) => listener());

export const session = {
  token: (): string | undefined => read()?.token,
  start(signedIn: OperatorSession): void {
    sessionStorage.setItem(KEY, JSON.stringify({ token: signedIn.token, expiresAt: signedIn.expiresAt }));
    notify();
  },
  clear(): void {
    if (sessionStorage.getItem(KEY) === null) return;
    sessionStorage.removeItem(KEY);
    notify();
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
