import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';
import { careModeOf, loadFirstPaint, withFirstPaint } from './first-paint';
import { withFirstScreen, type FirstScreen } from './first-screen';
import { insertAt } from './html-insert';
import { loadRoutePreloads } from './route-preloads';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashed bundles, so browsers must revalidate it on every visit.
const REVALIDATE = 'no-cache';

/**
 * Serves the built web app at `/`: hashed files under /assets are cached for a year, everything else revalidates.
 * Any other GET that is not a file gets index.html, so the app's history routes work on reload (SPA fallback).
 * Without a build, those requests get a 503 text explaining how to build it. The landing pages' index.html carries
 * their first-screen data (first-screen.ts) and, when the web build has its renderer, their first paint drawn with it
 * (first-paint.ts); if the data cannot be had, the plain page is served and the app fetches.
 */
export async function serveWebApp(app: FastifyInstance, webDist: string, firstScreen?: FirstScreen): Promise<void> {
  const indexFile = path.join(webDist, 'index.html');
  const built = existsSync(indexFile);
  // Read once: a deployment's index.html never changes while the server runs.
  const indexHtml = built ? readFileSync(indexFile, 'utf8') : '';
  const firstPaint = built && firstScreen ? await loadFirstPaint(webDist) : undefined;
  const preloads = built ? loadRoutePreloads(webDist) : undefined;

  if (built) {
    await app.register(fastifyStatic, {
      root: webDist,
      cacheControl: false,
      // `/` is a landing page like any other app path (route below), not a plain file.
      index: false,
      setHeaders: (res, file) => {
        const inAssets = path.relative(webDist, file).startsWith(`assets${path.sep}`);
        res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
      },
    });
  }

  /** index.html for an app path, with the first-screen data of a landing page. */
  async function sendIndex(req: FastifyRequest, reply: FastifyReply, pathname: string) {
    // A screen behind login shows a signed-out visitor the login page: that is what is painted (a signed-in driver
    // gets no paint, the paint's guard), like the arrears page's.
    const painted = preloads?.needsLogin(pathname) ? '/login' : pathname;
    const data = await firstScreen?.forPath(painted).catch((err: unknown) => {
      req.log.warn({ err }, 'first-screen data unavailable');
      return undefined;
    });
    // The paint is an extra: without it the page still works, it only shows its loading state a moment longer.
    const paint = data
      ? await firstPaint?.render(painted, data, careModeOf(req.headers.cookie)).catch((err: unknown) => {
          req.log.warn({ err }, 'first paint failed');
          return undefined;
        })
      : undefined;
    // A landing page painted as itself has its files named by index.html's own script already.
    const preload = paint && painted === pathname ? undefined : preloads?.tagFor(pathname);
    let html = preload ? insertAt(indexHtml, '</head>', preload, 'before') : indexHtml;
    if (data) html = withFirstScreen(paint ? withFirstPaint(html, paint, data) : html, data);
    return reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);
  }
  if (built) app.get('/', (req, reply) => sendIndex(req, reply, '/'));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
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
    return sendIndex(req, reply, pathname);
  });
}
