/**
 * The one place return URLs are built: the page a wallet's cashier (or the sandbox sheet) sends the browser back to.
 * Parameters are merged into the page's own query with URLSearchParams, never appended as text, so a result path that
 * already names its order (/chargingPageResult?orderNo=CC…) keeps it and stays parseable.
 */

const PLACEHOLDER_ORIGIN = 'http://return-url.invalid';

/** `url` (absolute, or a path with an optional query) with `params` set in its query; other parameters are kept. */
export function withParams(url: string, params: Record<string, string>): string {
  const absolute = /^[a-z][a-z\d+.-]*:/i.test(url);
  const parsed = new URL(url, PLACEHOLDER_ORIGIN);
  for (const [name, value] of Object.entries(params)) parsed.searchParams.set(name, value);
  return absolute ? parsed.href : `${parsed.pathname}${parsed.search}${parsed.hash}`;
}

/**
 * The return URL of a payment order: its result page with the payment order's number as `orderNo` — or as
 * `payOrderNo` when the page already names its own order in `orderNo` (a charging or occupation result, which shows
 * the charging order and can find it from either number).
 */
export function paymentReturnUrl(baseUrl: string | undefined, page: string, paymentOrderNo: string): string {
  const own = new URL(page, PLACEHOLDER_ORIGIN).searchParams.has('orderNo');
  return withParams(`${baseUrl ?? ''}${page}`, { [own ? 'payOrderNo' : 'orderNo']: paymentOrderNo });
}
