import type { QueryClient } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import type { KeyValueStore } from './storage';

/** What a page's lazily loaded module exports. */
export type PageModule = { default: ComponentType };

/** What a route tells the shell about itself (kept in the route's `handle`). */
export interface RouteMeta {
  /** document.title; the app name when absent. */
  title?: string;
  /** Render hidden instead of unmounting when the user leaves (the map). */
  keepAlive?: boolean;
  /** Anonymous visitors are sent to login first. */
  needLogin?: boolean;
  /** Show the bottom tab bar (home, map, mine). */
  tabBar?: boolean;
}

/** The route groups (decision 042): the screens whose route objects load together, on a first visit to one of them. */
export type RouteGroupName =
  | 'auth'
  | 'account'
  | 'vehicles'
  | 'parking'
  | 'support'
  | 'discovery'
  | 'notices'
  | 'wallet'
  | 'coupons'
  | 'applications'
  | 'charging'
  | 'invoices'
  | 'monthlyPlans'
  | 'sharing'
  | 'bookings'
  | 'monthlyPlansMore'
  | 'rewards';

/**
 * One screen of the app, described once, in its feature's `screens.ts` (decision 096): its path, its lazily loaded
 * page and what it tells the shell, the route group it loads with (none: the first bundle), whether a third-party host
 * may show it (embedded mode) and whether the server paints its frame with index.html. The build derives from these the
 * first bundle's path lists and the screens' named paths (lib/screen-paths.gen.ts, `npm run build -w apps/web`), the
 * frames' list and the embedded list; features navigate with `href(screen.name, query)` (lib/paths.ts).
 */
export interface Screen {
  path: string;
  page: () => Promise<PageModule>;
  meta: RouteMeta;
  /** The route group whose file carries this descriptor (app/routes/<group>.ts); absent: the first bundle's. */
  group?: RouteGroupName;
  /** A third-party host may show it (docs/decisions/002-embedded-mode.md). */
  embedded?: boolean;
  /** Painted as its frame with index.html (decision 060): its pending state must be a frame, read no browser state. */
  frame?: boolean;
  /**
   * Starts the page's first requests while its code is still downloading (the route loader runs in parallel with
   * the lazy import), so on a slow network data and code arrive together instead of one after the other.
   */
  prefetch?: (deps: { client: QueryClient; store: KeyValueStore }) => void;
}
