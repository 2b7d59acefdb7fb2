/**
 * What the service worker (sw/sw.ts) and the page (src/lib/offline.ts) agree on. Kept apart and free of imports, so
 * both builds share it without pulling each other in.
 */

/** The header the worker adds to an API answer it served from its cache because the network failed. */
export const STALE_HEADER = 'x-offline-cache';

/** The cache of last-seen API answers (cleared when the driver logs out). */
export const API_CACHE = 'api-last-seen';

/** The cache of pages (index.html with a landing page's first-screen data) as last seen. */
export const PAGE_CACHE = 'pages-last-seen';

/** The cache of the app's hashed files (scripts, styles) met so far. */
export const ASSET_CACHE = 'assets';

/** The page's message asking the worker to keep files it loaded before the worker took control. */
export const CACHE_ASSETS = 'cache-assets';

/**
 * API paths never kept: money that moves or is owed now (payments and their results, pay channels with the balance,
 * the wallet), which must be asked again rather than shown old. Others (menus, parks, news, plates, orders) are kept
 * and shown marked stale when offline.
 */
export const NEVER_CACHED_API: readonly RegExp[] = [
  /^\/api\/charge\/v2\/api\/payCharges\//,
  /^\/api\/pay\//,
  /^\/api\/driver\/v2\/api\/(balanceInfo|wallets|defaultWallet|walletDetails|withdrawals|recharges|withholdings|autoPay)\b/,
  /^\/api\/(operator|device)\//,
];
