import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface SecurityHeadersOptions {
  /** Origins that may frame the app besides itself (embedded mode's hosts). */
  frameAncestors: readonly string[];
  /** HSTS on every answer; otherwise only on requests that came over https (TLS here, or X-Forwarded-Proto). */
  hsts: boolean;
}

// The map SDKs (AMap, Baidu) and WeChat's JS-SDK are the only scripts loaded from elsewhere; they load their tiles,
// styles and data from their own hosts (img/style/connect over https).
const SCRIPT_HOSTS = [
  'https://webapi.amap.com',
  'https://*.amap.com',
  'https://api.map.baidu.com',
  'https://*.bdimg.com',
  'https://*.bdstatic.com',
  'https://res.wx.qq.com',
  'https://res2.wx.qq.com',
];

const HSTS = 'max-age=31536000';

// An inline script the browser would run: no src, and not a data block (first-screen data is type="application/json").
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const isDataBlock = (attributes: string) => /\btype\s*=\s*["']?application\/(ld\+)?json/i.test(attributes);

/** The CSP source of every inline script of a page: the page's own scripts run, and nothing injected into it. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes) || isDataBlock(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** The Content-Security-Policy of an HTML page whose inline scripts have these hashes. */
export function contentSecurityPolicy(scriptHashes: readonly string[], frameAncestors: readonly string[]): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${[...scriptHashes, ...SCRIPT_HOSTS].join(' ')}`,
    // Inline style attributes and the first paint's <style> (React writes style attributes): styles cannot run code.
    "style-src 'self' 'unsafe-inline' https:",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "connect-src 'self' https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
  ].join('; ');
}

/**
 * Headers an internet-facing server sends: nosniff and a referrer policy on every answer, HSTS over TLS, and on HTML
 * pages a CSP whose script-src lists the hashes of the page's own inline scripts, computed as the page is sent (the
 * build's preload script, the first paint's guard and route preloads differ by page and data). Registered before
 * compression, so it reads the page as text.
 */
export function installSecurityHeaders(app: FastifyInstance, options: SecurityHeadersOptions): void {
  app.addHook('onSend', async (req, reply, payload) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (options.hsts || req.protocol === 'https') reply.header('strict-transport-security', HSTS);
    const type = reply.getHeader('content-type');
    // A page that sets its own, stricter policy (the sandbox's pages: `default-src 'none'`) keeps it.
    if (typeof type === 'string' && type.startsWith('text/html') && !reply.hasHeader('content-security-policy')) {
      const hashes = typeof payload === 'string' ? inlineScriptHashes(payload) : [];
      reply.header('content-security-policy', contentSecurityPolicy(hashes, options.frameAncestors));
    }
    return payload;
  });
}
