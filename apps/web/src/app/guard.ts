/**
 * The route guard of spec section 2 as plain functions over storage and injected loaders, so every rule is unit
 * tested; app/route-guard.ts wires it to the router (a root loader that runs before every navigation renders).
 */
import { ClientType, KEPT_ON_REQ_JSON_RESET, STORAGE_KEYS, StorageKey } from '@parking/contracts';
import { DEFAULT_APP_NAME } from '../api/basic/application-info';
import { careMode } from '../lib/care-mode';
import { resolveClientType } from '../lib/client-type';
import type { KeyValueStore } from '../lib/storage';
import type { RouteMeta } from './route-meta';
import * as screen from '../lib/screen-paths.gen';

/** The page title: the route's own, else the dealer's app name. */
export const pageTitle = (meta: RouteMeta, appName: string | undefined): string =>
  meta.title || appName || DEFAULT_APP_NAME;

/**
 * Routes that do not load the menu config: notices and policies are static reading pages (often opened from a
 * login or payment screen, where a config call is wasted), and the SSO/login-loading pages run before the dealer
 * and session are settled, so a config load there would fetch the wrong tenant's flags.
 */
export const MENU_CONFIG_SKIPPED_PATHS: readonly string[] = [
  screen.notice1,
  screen.notice2,
  screen.newNotice,
  screen.sysnotice,
  screen.bulletin,
  screen.privacyPolicyHistory,
  screen.ssoLogin,
  screen.loginloading,
];

const MAP_KEY_CLIENT_TYPES: readonly ClientType[] = [ClientType.WX, ClientType.ALI];

export type LaunchFields = Record<string, unknown>;

const isPlainObject = (value: unknown): value is LaunchFields =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJsonObject(text: string): LaunchFields | undefined {
  try {
    const value: unknown = JSON.parse(text);
    return isPlainObject(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Reads the `reqJson` query value, already percent-decoded once by URLSearchParams. Hosts differ: some encode the
 * JSON once (plain JSON here), some twice (still `%7B...` here), so a second decoding is tried. Anything that is
 * not a JSON object is ignored (undefined): a bad launch parameter must not wipe the visitor's storage.
 */
export function parseReqJson(value: string | null): LaunchFields | undefined {
  if (value === null || value.trim() === '') return undefined;
  const direct = parseJsonObject(value);
  if (direct) return direct;
  try {
    return parseJsonObject(decodeURIComponent(value));
  } catch {
    return undefined;
  }
}

function storedForm(value: unknown): string | undefined {
  if (value === null || value === undefined) return undefined;
  return typeof value === 'object' ? JSON.stringify(value) : String(value);
}

/**
 * Clears local storage and refills it from the launch fields (spec section 2). lat and lng survive the clear: the
 * driver's last known location is not the host's to erase; a host that sends lat/lng overwrites them with fresher
 * ones; so does 关怀模式. Only the known stored names are written, so a URL cannot plant arbitrary keys; the JSON itself is kept
 * under `reqJson` for pages that need the host's other launch details.
 */
export function refillFromLaunch(store: KeyValueStore, fields: LaunchFields): void {
  const kept = KEPT_ON_REQ_JSON_RESET.map((key) => [key, store.get(key)] as const);
  // 关怀模式 is the driver's choice of how the app looks, not the host's to reset either.
  const care = careMode.get();
  store.clear();
  if (care) careMode.set(true);
  for (const [key, value] of kept) if (value !== undefined) store.set(key, value);
  for (const key of STORAGE_KEYS) {
    const value = storedForm(fields[key]);
    if (value !== undefined && key !== StorageKey.reqJson) store.set(key, value);
  }
  store.set(StorageKey.reqJson, JSON.stringify(fields));
}

export interface GuardDeps {
  store: KeyValueStore;
  userAgent: () => string;
  /** Runs before anything is loaded for a new dealer: drops what belongs to the previous one. */
  onDealerChange: (previous: string | undefined, next: string | undefined) => void;
  loadMenuConfig: () => Promise<unknown>;
  /** Fetches app info and stores appName/appid. */
  loadAppInfo: () => Promise<unknown>;
  loadMapKey: () => Promise<unknown>;
}

export interface GuardOutcome {
  /** Set when the URL carried `reqJson`: the same URL without it, so a reload does not reset storage again. */
  redirectTo?: string;
  /** The config loads started for this navigation; they never reject and are not awaited by navigation. */
  loads: Promise<void>;
}

/** Creates the guard; it remembers the dealer of the previous navigation to notice a change. */
export function createRouteGuard(deps: GuardDeps) {
  const { store } = deps;
  let knownDealer = store.get(StorageKey.driverDealerId);

  return function guard(url: { pathname: string; search: string }): GuardOutcome {
    const params = new URLSearchParams(url.search);
    const launch = parseReqJson(params.get('reqJson'));

    const nextDealer = launch ? storedForm(launch[StorageKey.driverDealerId]) : store.get(StorageKey.driverDealerId);
    if (nextDealer !== knownDealer) {
      deps.onDealerChange(knownDealer, nextDealer);
      knownDealer = nextDealer;
    }
    if (launch) refillFromLaunch(store, launch);
    const clientType = resolveClientType(store, deps.userAgent());

    const loads: Promise<unknown>[] = [];
    if (!MENU_CONFIG_SKIPPED_PATHS.includes(url.pathname)) loads.push(deps.loadMenuConfig());
    if (!store.get(StorageKey.appName)) loads.push(deps.loadAppInfo());
    if (MAP_KEY_CLIENT_TYPES.includes(clientType)) loads.push(deps.loadMapKey());

    let redirectTo: string | undefined;
    if (launch) {
      params.delete('reqJson');
      const rest = params.toString();
      redirectTo = rest ? `${url.pathname}?${rest}` : url.pathname;
    }
    return { redirectTo, loads: Promise.allSettled(loads).then(() => undefined) };
  };
}
