import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashed bundles, so browsers must revalidate it on every visit.
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app at `/`: hashed files under /assets are cached for a year, everything else revalidates.
 * Any other GET that is not a file gets index.html, so the app's history routes work on reload (SPA fallback).
 * Without a build, those requests get a 503 text explaining how to build it.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      setHeaders: (res, file) => {
        const inAssets = path.relative(webDist, file).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  app.setNotFoundHandler((req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) return apiNotFound(req, reply);
    // A missing hashed asset is a stale page asking for an old bundle: answer 404 so it fails loudly, not with HTML.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pathname.startsWith('/assets/')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`The web app is not built (no ${indexFile}). Run \`npm run build -w apps/web\`, then reload.`);
    }
    return reply.header('cache-control', REVALIDATE).sendFile('index.html');
  });
}
