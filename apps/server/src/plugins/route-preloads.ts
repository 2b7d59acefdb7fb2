import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { API_BASE, RequestHeader, StorageKey } from '@parking/contracts';

/** One route's files beyond index.html's own (scripts/route-preloads.mjs writes them at the end of the web build). */
interface RouteFiles {
  /** A grouped screen's route file (decision 042): the router loads it before it knows the page. */
  group: readonly string[];
  /** The page, its imports and what every page loads, JS and CSS. */
  page: readonly string[];
  needLogin: boolean;
  /** The screen's first calls (apps/web/src/app/first-calls.ts), sent by the script while the code downloads. */
  calls?: readonly FirstCallSpec[];
}

/** A value of a first call: a literal, a parameter of the page's URL, or a stored number with its fallback. */
type FirstCallValue = string | number | boolean | { search: string } | { store: string; fallback: number };

/** One first call as the web build writes it (names sorted, as the app's request layer compares them). */
interface FirstCallSpec {
  method: string;
  path: string;
  authModel: number;
  params?: Record<string, FirstCallValue>;
  query?: Record<string, FirstCallValue>;
  body?: Record<string, FirstCallValue>;
}

export interface RoutePreloads {
  /** Whether a signed-out visit to `pathname` is sent to login (its screen is behind login). */
  needsLogin(pathname: string): boolean;
  /**
   * A `<script>` for `<head>` that preloads what a visit to `pathname` will load, but the style sheets in `inlined`
   * (written into the page: a request for one would only compete with the page's scripts); undefined for unknown paths.
   */
  tagFor(pathname: string, inlined?: readonly string[]): string | undefined;
}

const LOGIN_PATH = '/login';
/** The web app's global of calls sent early (apps/web/src/api/early-calls.ts). */
const EARLY_CALLS_GLOBAL = '__earlyCalls';
/** Only plain API paths and names: they end up inside a script. */
const CALL_PATH = /^\/[\w/:.-]+$/;
const NAME = /^\w+$/;
const METHODS = new Set(['GET', 'POST']);
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
  const tags = new Map<string, string>();
  const tagOf = (route: RouteFiles, inlined: readonly string[]): string => {
    const files = (list: readonly string[] | undefined) =>
      (list ?? []).filter((href) => ASSET.test(href) && !inlined.includes(href));
    const login = files(routes[LOGIN_PATH]?.page);
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
    const calls = earlyCalls(route.calls ?? [], route.needLogin);
    return `<script>${script}${calls}</script>`;
  };
  return {
    needsLogin: (pathname) => routes[pathname]?.needLogin === true,
    tagFor(pathname, inlined = []) {
      const page = pathname === '/' ? '/home' : pathname;
      const route = Object.hasOwn(routes, page) ? routes[page] : undefined;
      if (!route) return undefined;
      const key = `${page} ${inlined.join(' ')}`;
      const tag = tags.get(key) ?? tagOf(route, inlined);
      tags.set(key, tag);
      return tag;
    },
  };
}

const safeValue = (value: FirstCallValue): boolean =>
  typeof value !== 'object' ||
  ('search' in value ? NAME.test(value.search) : NAME.test(value.store) && Number.isFinite(value.fallback));

/**
 * A script sending a screen's first calls as the app would (spec section 6 headers: the stored token, client type and
 * a payload with a fresh nonce), each answer kept under the key the app's request layer looks it up by
 * (apps/web/src/api/early-calls.ts: method, path with sorted query, body JSON with sorted names). Sent only with a
 * stored token for a screen behind login (signed out, it shows login), never on a host launch (`reqJson` refills the
 * storage first) nor for a call with anything not plain in it. A call the screen then does not make costs a request.
 */
export function earlyCalls(calls: readonly FirstCallSpec[], needLogin: boolean): string {
  const plain = calls.filter(
    (c) =>
      METHODS.has(c.method) &&
      CALL_PATH.test(c.path) &&
      [c.params, c.query, c.body].every((part) =>
        Object.entries(part ?? {}).every(([name, value]) => NAME.test(name) && safeValue(value)),
      ),
  );
  if (plain.length === 0) return '';
  const k = JSON.stringify;
  const list = plain.map((c) => ({
    m: c.method,
    p: `${API_BASE}${c.path}`,
    a: c.authModel,
    r: c.params,
    q: c.query,
    b: c.body,
  }));
  return (
    `;(function(){try{var s=localStorage,t=s.getItem(${k(StorageKey.token)}),u=navigator.userAgent,` +
    `sp=new URLSearchParams(location.search);` +
    `if(${k(needLogin)}&&!t||sp.has('reqJson')||!window.fetch||!window.crypto)return;` +
    // The client type as the app resolves it (lib/client-type.ts): the stored one, else from the user agent.
    `var ct=Number(s.getItem(${k(StorageKey.clientType)}));if([1,2,3,16].indexOf(ct)<0)` +
    `ct=u.indexOf('ParkingApp/')>=0?1:/MicroMessenger/i.test(u)?2:/AlipayClient/i.test(u)?3:2;` +
    `var A='0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz',E=window[${k(EARLY_CALLS_GLOBAL)}]={};` +
    `function v(x){if(x===null||typeof x!=='object')return x;if('search' in x)return sp.get(x.search);` +
    `return Number(s.getItem(x.store))||x.fallback}` +
    `function nonce(){var n='';while(n.length<32){var b=crypto.getRandomValues(new Uint8Array(32));` +
    `for(var i=0;i<32&&n.length<32;i++)if(b[i]<248)n+=A[b[i]%62]}return n}` +
    `${k(list).replace(/</g, '\\u003c')}.forEach(function(c){var ok=true,p=c.p.replace(/:(\\w+)/g,function(_,n){var x=c.r&&v(c.r[n]);` +
    `if(x==null||x==='')ok=false;return encodeURIComponent(x)}),q=new URLSearchParams(),b,o;` +
    `if(!ok)return;if(c.q)for(var n in c.q){var x=v(c.q[n]);if(x!=null)q.append(n,String(x))}` +
    `if(c.b){o={};for(n in c.b)o[n]=v(c.b[n]);b=JSON.stringify(o)}` +
    `var url=p+(String(q)?'?'+q:''),pl={nonce:nonce(),timestamp:Date.now(),authModel:c.a};` +
    `[${[StorageKey.driverDealerId, StorageKey.openid, StorageKey.buyid].map((key) => k(key)).join(',')}]` +
    `.forEach(function(n){var x=s.getItem(n);if(x!=null)pl[n]=x});` +
    `var h={accept:'application/json'};h[${k(RequestHeader.CLIENT_TYPE)}]=String(ct);` +
    `h[${k(RequestHeader.PAYLOAD)}]=btoa(unescape(encodeURIComponent(JSON.stringify(pl))));` +
    `if(t)h[${k(RequestHeader.AUTHORIZATION)}]='Bearer '+t;if(b)h['content-type']='application/json';` +
    `var r=fetch(url,{method:c.m,headers:h,body:b});r.catch(function(){});` +
    `E[c.m+' '+url+' '+(b||'')]={token:t,at:performance.now(),response:r}})}catch(e){}})()`
  );
}
