import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** Where the operator console lives; its build (apps/console, vite `base`) names its files under this path. */
export const CONSOLE_BASE = '/console/';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/**
 * Serves the built operator console at /console/: its hashed files under /console/assets/ cached for a year, any other
 * GET under /console/ that is not a file gets its index.html (the console's own SPA fallback, apart from the driver
 * app's). Without a build, a 503 text says how to build it.
 */
export async function serveConsoleApp(app: FastifyInstance, consoleDist: string): Promise<void> {
  const indexFile = path.join(consoleDist, 'index.html');
  const built = existsSync(indexFile);
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';

  app.get(CONSOLE_BASE.slice(0, -1), (_req, reply) => reply.redirect(CONSOLE_BASE, 301));
  if (built) {
    await app.register(fastifyStatic, {
      root: consoleDist,
      prefix: CONSOLE_BASE,
      decorateReply: false,
      cacheControl: false,
      index: false,
      // One route per built file, so the fallback below answers every other path.
      wildcard: false,
      setHeaders: (res, file) => {
        const inAssets = path.relative(consoleDist, file).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  }
  app.get(`${CONSOLE_BASE}*`, (req, reply) => {
    if (!built) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(`The console is not built (no ${indexFile}). Run \`npm run build -w apps/console\`, then reload.`);
    }
    // A missing hashed file is a stale page asking for an old bundle: fail loudly, not with HTML.
    if (req.url.startsWith(`${CONSOLE_BASE}assets/`)) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    }
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(indexHtml);
  });
}
