import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { buildFiles, notBuilt, sendIndexHtml, notFoundText } from './vite-build';

/** Where the operator console lives; its build (apps/console, vite `base`) names its files under this path. */
export const CONSOLE_BASE = '/console/';

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
      ...buildFiles(consoleDist),
      prefix: CONSOLE_BASE,
      decorateReply: false,
      // One route per built file, so the fallback below answers every other path.
      wildcard: false,
    });
  }
  app.get(`${CONSOLE_BASE}*`, (req, reply) => {
    if (!built) return notBuilt(reply, 'console', indexFile, 'apps/console');
    if (req.url.startsWith(`${CONSOLE_BASE}assets/`)) return notFoundText(reply);
    return sendIndexHtml(reply, indexHtml);
  });
}
