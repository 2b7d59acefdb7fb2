import { createHash } from 'node:crypto';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { contentSecurityPolicy, inlineScriptHashes } from './security-headers';

const sha = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs, not data blocks or scripts with src', () => {
    const html =
      '<head><script>a()</script><script type="module" src="/x.js"></script>' +
      '<script id="d" type="application/json">{"a":1}</script></head><body><script >\nb()\n</script></body>';
    expect(inlineScriptHashes(html)).toEqual([sha('a()'), sha('\nb()\n')]);
  });

  it('lets the embedded hosts frame the app', () => {
    expect(contentSecurityPolicy([], ['https://host.example'])).toContain(
      "frame-ancestors 'self' https://host.example",
    );
  });
});

describe('the headers of the served app', () => {
  let t: TestApp;
  const page = '<!doctype html><html><head><script>window.x=1</script></head><body><div id="root"></div></body></html>';
  beforeAll(async () => {
    const webDist = await mkdtemp(path.join(tmpdir(), 'parking-web-'));
    await writeFile(path.join(webDist, 'index.html'), page);
    t = await buildTestApp({ config: { webDist, frameAncestors: ['https://bank.example'] } });
  }, 180_000);
  afterAll(() => t.close());

  it('a page carries a CSP with its inline script hashed, nosniff and a referrer policy; no HSTS over http', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/plateSearch' });
    expect(res.statusCode).toBe(200);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`script-src 'self' ${sha('window.x=1')}`);
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'self' https://bank.example");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('API answers carry nosniff but no CSP', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toBeUndefined();
  });
});

describe('HSTS', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { trustProxy: true } });
  }, 180_000);
  afterAll(() => t.close());

  it('is sent when the proxy says the request came over https, not otherwise', async () => {
    const https = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'https' } });
    expect(https.headers['strict-transport-security']).toBe('max-age=31536000');
    const plain = await t.app.inject({ url: '/api/health', headers: { 'x-forwarded-proto': 'http' } });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
  });
});
