import { createContext, useContext, useSyncExternalStore } from 'react';

/**
 * 关怀模式 (care mode, after the 适老化 rules for mobile apps that Alipay and WeChat follow): larger type and touch
 * targets everywhere (`html[data-care]` in app/global.css) and fewer items on home. The driver turns it on in 我的 →
 * 设置; it is kept in local storage under its own name — a preference of this app, not one of the spec's stored values
 * — and survives a host launch's reset of storage (app/guard.ts). index.html sets the attribute before the first
 * paint, so a page never jumps from normal to large, and mirrors the setting into the `careMode` cookie, which the
 * server reads to draw its first paint of a landing page in care mode too (home's fewer items; decision 032).
 */
export const CARE_MODE_KEY = 'careMode';
/** The cookie the server's first paint reads (apps/server/src/plugins/web-app.ts); index.html writes it as well. */
export const CARE_MODE_COOKIE = 'careMode';
const COOKIE_MAX_AGE = 365 * 24 * 3600;

function writeCookie(on: boolean): void {
  if (typeof document === 'undefined') return;
  document.cookie = on
    ? `${CARE_MODE_COOKIE}=1; path=/; max-age=${COOKIE_MAX_AGE}; samesite=lax`
    : `${CARE_MODE_COOKIE}=; path=/; max-age=0; samesite=lax`;
}

const listeners = new Set<() => void>();

function read(): boolean {
  try {
    return typeof localStorage !== 'undefined' && localStorage.getItem(CARE_MODE_KEY) === '1';
  } catch {
    return false;
  }
}

/** Shows the document in care mode or not. */
export function applyCareMode(on: boolean): void {
  if (typeof document !== 'undefined') document.documentElement.toggleAttribute('data-care', on);
}

export const careMode = {
  get: read,
  set(on: boolean) {
    try {
      if (on) localStorage.setItem(CARE_MODE_KEY, '1');
      else localStorage.removeItem(CARE_MODE_KEY);
    } catch {
      // No storage (a locked-down web view): on for this visit only.
    }
    writeCookie(on);
    applyCareMode(on);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Care mode as the server's first paint draws it (from the cookie); undefined in the app itself. */
export const ServerCareMode = createContext<boolean | undefined>(undefined);

/**
 * Whether care mode is on, for a component; in the server's first paint, what the request's cookie said (the
 * context: one rendering serves every request, so the server's snapshot cannot be a module's state).
 */
export function useCareMode(): boolean {
  const onServer = useContext(ServerCareMode);
  return useSyncExternalStore(careMode.subscribe, careMode.get, () => onServer ?? careMode.get());
}
