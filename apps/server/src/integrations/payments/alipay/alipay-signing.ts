/** Parameters as Alipay exchanges them: flat text values. */
export type AlipayParams = Record<string, string | undefined>;

const byAscii = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * Alipay's canonical string: parameters sorted by name (ASCII), empty values and the excluded names left out, raw
 * (not URL-encoded) values, joined as k=v&k=v.
 */
export function alipaySignContent(params: AlipayParams, exclude: readonly string[]): string {
  return Object.keys(params)
    .filter((key) => !exclude.includes(key) && params[key] !== undefined && params[key] !== '')
    .sort(byAscii)
    .map((key) => `${key}=${params[key]}`)
    .join('&');
}

/** What we sign for a request: every parameter except sign (sign_type is included). */
export const requestSignContent = (params: AlipayParams): string => alipaySignContent(params, ['sign']);

/** What Alipay signs for an asynchronous notification: every parameter except sign and sign_type. */
export const notificationSignContent = (params: AlipayParams): string =>
  alipaySignContent(params, ['sign', 'sign_type']);

/** The JSON key holding a method's answer: alipay.trade.query → alipay_trade_query_response. */
export const responseKeyOf = (method: string): string => `${method.replaceAll('.', '_')}_response`;

/**
 * Splits a JSON object text into its top-level members without re-serialising them: Alipay signs the exact bytes of
 * `<method>_response`, so verification must use the substring as received. Returns undefined when the text is not a
 * single JSON object or repeats a key (a verifier and a parser must never be able to disagree on which one counts).
 */
export function topLevelMembers(json: string): Map<string, string> | undefined {
  const members = new Map<string, string>();
  let i = 0;
  const skipSpace = () => {
    while (i < json.length && /\s/.test(json[i] as string)) i++;
  };
  const scanString = (): boolean => {
    if (json[i] !== '"') return false;
    for (i++; i < json.length; i++) {
      if (json[i] === '\\') i++;
      else if (json[i] === '"') {
        i++;
        return true;
      }
    }
    return false;
  };
  const scanValue = (): boolean => {
    if (json[i] === '"') return scanString();
    if (json[i] === '{' || json[i] === '[') {
      let depth = 0;
      for (; i < json.length; i++) {
        const ch = json[i];
        if (ch === '"') {
          if (!scanString()) return false;
          i--;
        } else if (ch === '{' || ch === '[') depth++;
        else if (ch === '}' || ch === ']') {
          depth--;
          if (depth === 0) {
            i++;
            return true;
          }
        }
      }
      return false;
    }
    const start = i;
    while (i < json.length && !/[\s,}\]]/.test(json[i] as string)) i++;
    return i > start;
  };

  skipSpace();
  if (json[i] !== '{') return undefined;
  i++;
  skipSpace();
  if (json[i] === '}') return members;
  for (;;) {
    skipSpace();
    const keyStart = i;
    if (!scanString()) return undefined;
    let key: string;
    try {
      key = JSON.parse(json.slice(keyStart, i)) as string;
    } catch {
      return undefined;
    }
    skipSpace();
    if (json[i] !== ':') return undefined;
    i++;
    skipSpace();
    const valueStart = i;
    if (!scanValue()) return undefined;
    if (members.has(key)) return undefined;
    members.set(key, json.slice(valueStart, i));
    skipSpace();
    if (json[i] === ',') {
      i++;
      continue;
    }
    if (json[i] !== '}') return undefined;
    i++;
    skipSpace();
    return i === json.length ? members : undefined;
  }
}
