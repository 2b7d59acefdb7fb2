import type { UIMatch } from 'react-router';
import type { RouteMeta } from '../lib/screen';

export type { RouteMeta } from '../lib/screen';

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
