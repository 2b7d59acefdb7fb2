import { useSyncExternalStore } from 'react';

/**
 * 关怀模式 (care mode, after the 适老化 rules for mobile apps that Alipay and WeChat follow): larger type and touch
 * targets everywhere (`html[data-care]` in app/global.css) and fewer items on home. The driver turns it on in 我的 →
 * 设置; it is kept in local storage under its own name — a preference of this app, not one of the spec's stored values
 * — and survives a host launch's reset of storage (app/guard.ts). index.html sets the attribute before the first
 * paint, so a page never jumps from normal to large.
 */
export const CARE_MODE_KEY = 'careMode';

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
    applyCareMode(on);
    listeners.forEach((listener) => listener());
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
};

/** Whether care mode is on, for a component; false while rendering on the server (first paint). */
export function useCareMode(): boolean {
  return useSyncExternalStore(careMode.subscribe, careMode.get, () => false);
}
