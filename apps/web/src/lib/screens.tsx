import { createContext, useContext, type ReactNode } from 'react';

/** Whether this build has a screen at a path (query ignored); outside the router every path counts as built. */
export type HasScreen = (pathWithQuery: string) => boolean;

const ScreensContext = createContext<HasScreen>(() => true);

/**
 * Offers the route table to features, so an entry (我的's coupons, a home menu item) is shown only when its screen is
 * built in this build: no entry leads to 页面不存在. The app provides it; features only ask.
 */
export function ScreensProvider({ paths, children }: { paths: readonly string[]; children: ReactNode }) {
  const built = new Set(paths);
  const hasScreen: HasScreen = (target) => built.has(target.split(/[?#]/)[0] ?? '');
  return <ScreensContext.Provider value={hasScreen}>{children}</ScreensContext.Provider>;
}

export const useHasScreen = (): HasScreen => useContext(ScreensContext);
