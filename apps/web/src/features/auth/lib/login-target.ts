import { Paths, withQuery } from '../../../lib/paths';

/** Where the login pages go once logged in: an in-app path, or the encoded URL of the page that sent the driver. */
export interface LoginQuery {
  redirect?: string | null;
  enCodeUrl?: string | null;
}

/** Where a login ends when nothing asks otherwise: the account tab, which now shows the driver. */
export const DEFAULT_LOGIN_TARGET = Paths.MINE;

// Going "back" to one of these after logging in would show the login again.
const LOGIN_PAGES: readonly string[] = [
  Paths.LOGIN,
  Paths.LOGIN_INDEX,
  Paths.REGISTER,
  Paths.LOGIN_LOADING,
  Paths.SSO_LOGIN,
];

/** A path of this app (never `//other.site`, which browsers treat as another origin). */
function inAppPath(value: string | null): string | undefined {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  const pathname = value.split(/[?#]/)[0] ?? '';
  return LOGIN_PAGES.includes(pathname) ? undefined : value;
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** A full URL of this site, as path + query + hash; anything on another site is ignored (no open redirect). */
function sameSiteUrl(value: string | null, origin: string): string | undefined {
  if (!value) return undefined;
  // Hosts encode the URL once or twice; URLSearchParams undid one layer already.
  const readings = [value, decodeOnce(value)].filter((v) => /^https?:\/\//i.test(v) || v.startsWith('/'));
  for (const candidate of readings) {
    try {
      const url = new URL(candidate, origin);
      if (url.origin === origin) return inAppPath(`${url.pathname}${url.search}${url.hash}`);
    } catch {
      // not a URL: try the next reading
    }
  }
  return undefined;
}

/**
 * Where to go after a login (spec section 2): `redirect` (an in-app path), else `enCodeUrl` (the encoded URL of the
 * page that sent the driver here), else the account tab.
 */
export function loginTarget(search: string, origin: string): string {
  const params = new URLSearchParams(search);
  return inAppPath(params.get('redirect')) ?? sameSiteUrl(params.get('enCodeUrl'), origin) ?? DEFAULT_LOGIN_TARGET;
}

/** What the login pages carry between them (login ⇄ register ⇄ index), so the target survives the detour. */
export function loginQuery(search: string): LoginQuery {
  const params = new URLSearchParams(search);
  return { redirect: params.get('redirect'), enCodeUrl: params.get('enCodeUrl') };
}

/** loginQuery as a query string ('' when there is none). */
export const targetQuery = (search: string): string => withQuery('', { ...loginQuery(search) });
