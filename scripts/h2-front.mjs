// A local HTTP/2 TLS front for the benchmarks (decision 062): production reaches the server through a TLS end that
// speaks HTTP/2 to phones; `npm run lighthouse` audits through this one (decision 063).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createSecureServer } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A self-signed certificate for 127.0.0.1, made with openssl (Chromium is told to accept it). */
export function selfSignedCertificate() {
  const dir = mkdtempSync(join(tmpdir(), 'h2-front-'));
  execFileSync(
    'openssl',
    [
      ...['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1'],
      ...['-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem')],
    ],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  try {
    return { key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Headers HTTP/2 forbids (connection-specific): dropped from the answer passed on. */
const HOP_BY_HOP = ['connection', 'keep-alive', 'proxy-connection', 'transfer-encoding', 'upgrade'];

/**
 * An HTTP/2 TLS front on a port of its own that passes every request to `target` (HTTP/1.1) and its answer back, as a
 * production TLS end does; resolves to the server and its origin.
 * @param {{ host: string, port: number }} target
 * @param {{ key: Buffer, cert: Buffer }} tls
 */
export async function startH2Front(target, tls) {
  const front = createSecureServer({ ...tls, allowHTTP1: true }, (req, res) => {
    const headers = Object.fromEntries(Object.entries(req.headers).filter(([name]) => !name.startsWith(':')));
    const upstream = request(
      { ...target, method: req.method, path: req.url, headers: { ...headers, host: `${target.host}:${target.port}` } },
      (answer) => {
        const kept = Object.entries(answer.headers).filter(([name]) => !HOP_BY_HOP.includes(name));
        res.writeHead(answer.statusCode ?? 502, Object.fromEntries(kept));
        answer.pipe(res);
      },
    );
    upstream.on('error', () => {
      if (!res.headersSent) res.writeHead(502);
      res.end();
    });
    req.pipe(upstream);
  });
  await new Promise((resolve) => front.listen(0, '127.0.0.1', resolve));
  return { server: front, origin: `https://127.0.0.1:${front.address().port}` };
}
