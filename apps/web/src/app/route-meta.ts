import type { UIMatch } from 'react-router';

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

export interface RouteHandle {
  meta: RouteMeta;
}

const metaOf = (match: UIMatch): RouteMeta | undefined => (match.handle as RouteHandle | undefined)?.meta;

/** The meta of the deepest matched route that has one: what the page on screen declares. */
export function currentMeta(matches: readonly UIMatch[]): RouteMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const meta = metaOf(matches[i] as UIMatch);
    if (meta) return meta;
  }
  return {};
}
