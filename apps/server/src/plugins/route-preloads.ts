import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { StorageKey } from '@parking/contracts';

/** One route's files beyond index.html's own (scripts/route-preloads.mjs writes them at the end of the web build). */
interface RouteFiles {
  /** A grouped screen's route file (decision 042): the router loads it before it knows the page. */
  group: readonly string[];
  /** The page, its imports and what every page loads, JS and CSS. */
  page: readonly string[];
  needLogin: boolean;
}

export interface RoutePreloads {
  /** Whether a signed-out visit to `pathname` is sent to login (its screen is behind login). */
  needsLogin(pathname: string): boolean;
  /** A `<script>` for `<head>` that preloads what a visit to `pathname` will load; undefined for unknown paths. */
  tagFor(pathname: string): string | undefined;
}

const LOGIN_PATH = '/login';
/** Only hashed build files: a path from the JSON ends up inside a script. */
const ASSET = /^\/assets\/[\w.-]+\.(js|css)$/;

/**
 * The web build's preload lists by path (dist/route-preloads.json), or undefined when the build has none. Without them
 * a cold deep link to a grouped screen fetches one file after another, each named by the one before: the entry, the
 * group's routes, the page, its imports, then (signed out) the login page's (Lighthouse: render delay of 3–5 s on a
 * throttled phone). With them the browser fetches everything at once, alongside the entry.
 */
export function loadRoutePreloads(webDist: string): RoutePreloads | undefined {
  const file = path.join(webDist, 'route-preloads.json');
  if (!existsSync(file)) return undefined;
  const routes = JSON.parse(readFileSync(file, 'utf8')) as Record<string, RouteFiles>;
  const files = (list: readonly string[] | undefined) => (list ?? []).filter((href) => ASSET.test(href));
  const login = files(routes[LOGIN_PATH]?.page);
  const tags = new Map<string, string>();
  const tagOf = (pathname: string, route: RouteFiles): string => {
    const page = [...files(route.group), ...files(route.page)];
    // Signed out, the guard sends a screen behind login to the login page: its files, not the screen's (the group's
    // routes are still needed to know that).
    const choose = route.needLogin
      ? `var t;try{t=localStorage.getItem(${JSON.stringify(StorageKey.token)})}catch(e){}` +
        `var f=t?${JSON.stringify(page)}:${JSON.stringify([...files(route.group), ...login])};`
      : `var f=${JSON.stringify(page)};`;
    // CSS as `preload` (a stylesheet link would hold up the first paint); the page's chunks apply it when they run.
    const script =
      `(function(){${choose}f.forEach(function(h){var l=document.createElement('link'),c=/\\.css$/.test(h);` +
      `l.rel=c?'preload':'modulepreload';if(c)l.as='style';l.crossOrigin='';l.href=h;document.head.appendChild(l)})})()`;
    const tag = `<script>${script}</script>`;
    tags.set(pathname, tag);
    return tag;
  };
  return {
    needsLogin: (pathname) => routes[pathname]?.needLogin === true,
    tagFor(pathname) {
      const page = pathname === '/' ? '/home' : pathname;
      const route = Object.hasOwn(routes, page) ? routes[page] : undefined;
      if (!route) return undefined;
      return tags.get(page) ?? tagOf(page, route);
    },
  };
}
