/**
 * WeChat Pay APIv2 as its contract (papay) interfaces speak it: flat XML bodies and a key-based signature (MD5, or
 * HMAC-SHA256 when sign_type says so) over the sorted parameters, with the 32-character APIv2 key (API密钥), which is
 * not the APIv3 key.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ProviderSignatureError } from '../provider';

export type V2Params = Record<string, string>;

const byAscii = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** stringA: non-empty parameters but sign, sorted by name (ASCII), as k=v&k=v with raw values; then &key=KEY. */
export function v2SignContent(params: V2Params, key: string): string {
  const pairs = Object.keys(params)
    .filter((name) => name !== 'sign' && params[name] !== undefined && params[name] !== '')
    .sort(byAscii)
    .map((name) => `${name}=${params[name]}`);
  return `${pairs.join('&')}&key=${key}`;
}

/** The upper-case hex signature of the parameters, by their sign_type (MD5 when absent). */
export function v2Sign(params: V2Params, key: string): string {
  const content = v2SignContent(params, key);
  const type = params.sign_type ?? 'MD5';
  if (type === 'HMAC-SHA256') return createHmac('sha256', key).update(content, 'utf8').digest('hex').toUpperCase();
  if (type === 'MD5') return createHash('md5').update(content, 'utf8').digest('hex').toUpperCase();
  throw new ProviderSignatureError('wechatpay', `sign_type ${type} refused`);
}

/** True when `sign` is the parameters' signature under `key` (compared in constant time). */
export function v2SignatureMatches(params: V2Params, key: string): boolean {
  const given = Buffer.from(params.sign ?? '');
  const expected = Buffer.from(v2Sign(params, key));
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A random nonce_str of 32 characters. */
export const v2Nonce = (): string => randomBytes(16).toString('hex');

const cdata = (value: string) => `<![CDATA[${value.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

/** <xml><name><![CDATA[value]]></name>…</xml>, as WeChat Pay's APIv2 exchanges parameters. */
export function toV2Xml(params: V2Params): string {
  const body = Object.entries(params)
    .map(([name, value]) => `<${name}>${cdata(value)}</${name}>`)
    .join('');
  return `<xml>${body}</xml>`;
}

const ENTITIES: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };
const unescapeText = (text: string) => text.replace(/&(lt|gt|amp|quot|apos);/g, (_, name: string) => ENTITIES[name]!);
const CHILD = /^<([A-Za-z_][\w.-]*)>((?:<!\[CDATA\[[\s\S]*?\]\]>|[^<])*)<\/\1>/;

/**
 * Reads a flat APIv2 XML document into its parameters. Anything else — nesting, attributes, a declaration of entities,
 * a repeated name — is refused as untrustworthy: a signature checker and a parser must never disagree on a value.
 */
export function parseV2Xml(xml: string): V2Params | undefined {
  const text = xml.trim();
  if (!text.startsWith('<xml>') || !text.endsWith('</xml>')) return undefined;
  let rest = text.slice(5, -6).trim();
  const params: V2Params = {};
  while (rest.length > 0) {
    const match = CHILD.exec(rest);
    if (!match) return undefined;
    const [whole, name, raw] = match as unknown as [string, string, string];
    if (Object.hasOwn(params, name)) return undefined;
    params[name] = raw
      .split(/(<!\[CDATA\[[\s\S]*?\]\]>)/)
      .map((part) => (part.startsWith('<![CDATA[') ? part.slice(9, -3) : unescapeText(part)))
      .join('');
    rest = rest.slice(whole.length).trim();
  }
  return params;
}
