import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { apiNotFound } from './errors';
import {
  careModeOf,
  inlinedStyles,
  loadFirstPaint,
  withFirstPaint,
  type AudiencePaint,
  type PaintAudience,
} from './first-paint';
import { withFirstScreen, type FirstScreen } from './first-screen';
import { insertAt } from './html-insert';
import { loadRoutePreloads } from './route-preloads';
import { buildFiles, notBuilt, sendIndexHtml, notFoundText } from './vite-build';

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
  const indexHtml = built ? withInlineStyles(readFileSync(indexFile, 'utf8'), webDist) : '';
  const firstPaint = built && firstScreen ? await loadFirstPaint(webDist) : undefined;
  const preloads = built ? loadRoutePreloads(webDist) : undefined;

  if (built) {
    // `/` is a landing page like any other app path (route below), not a plain file.
    await app.register(fastifyStatic, buildFiles(webDist));
  }

  /**
   * The first paints of an app path and the data they were drawn with: a landing page as a first visit sees it; at a
   * screen behind login the login page (what a signed-out visitor is shown) and, for a stored session, the screen's
   * frame; a public screen's frame. The paint is an extra: without it the page still works, it only shows its loading
   * state a moment longer.
   */
  async function paintsOf(req: FastifyRequest, pathname: string, search: string) {
    if (!firstScreen) return { paints: [] };
    const behindLogin = preloads?.needsLogin(pathname) === true;
    const frame = firstPaint?.isFrame(pathname) === true;
    const data = await (
      behindLogin ? firstScreen.forPath('/login') : frame ? firstScreen.forFrame() : firstScreen.forPath(pathname)
    ).catch((err: unknown) => {
      req.log.warn({ err }, 'first-screen data unavailable');
      return undefined;
    });
    if (!data || !firstPaint) return { data, paints: [] };
    const care = careModeOf(req.headers.cookie);
    const paint = async (page: string, audience: PaintAudience): Promise<AudiencePaint | undefined> => {
      const html = await firstPaint.render(page, data, care, search).catch((err: unknown) => {
        req.log.warn({ err, page }, 'first paint failed');
        return undefined;
      });
      return html && { ...html, audience };
    };
    const paints = behindLogin
      ? [await paint('/login', 'out'), frame ? await paint(pathname, 'in') : undefined]
      : [await paint(pathname, frame ? 'all' : 'out')];
    return { data, paints: paints.filter((p) => p !== undefined) };
  }

  /** index.html for an app path, with its first-screen data and first paints. */
  async function sendIndex(req: FastifyRequest, reply: FastifyReply, pathname: string) {
    const search = req.url.includes('?') ? req.url.slice(req.url.indexOf('?')) : '';
    const { data, paints } = await paintsOf(req, pathname, search);
    // A landing page painted as itself has its files named by index.html's own script already.
    const landing = paints.length === 1 && paints[0]!.audience === 'out' && !preloads?.needsLogin(pathname);
    const preload = landing ? undefined : preloads?.tagFor(pathname, inlinedStyles(paints));
    let html = preload ? insertAt(indexHtml, '</head>', preload, 'before') : indexHtml;
    if (data) html = withFirstScreen(paints.length > 0 ? withFirstPaint(html, paints, data) : html, data);
    return sendIndexHtml(reply, html);
  }
  if (built) app.get('/', (req, reply) => sendIndex(req, reply, '/'));

  app.setNotFoundHandler(async (req: FastifyRequest, reply: FastifyReply) => {
    const pathname = req.url.split('?')[0] ?? '/';
    if (pathname === API_BASE || pathname.startsWith(`${API_BASE}/`)) return apiNotFound(req, reply);
    // A missing hashed asset is a stale page asking for an old bundle: answer 404 so it fails loudly, not with HTML.
    if ((req.method !== 'GET' && req.method !== 'HEAD') || pathname.startsWith('/assets/')) return notFoundText(reply);
    if (!built) return notBuilt(reply, 'web app', indexFile, 'apps/web');
    return sendIndex(req, reply, pathname);
  });
}

/** A stylesheet link of index.html to a hashed build file (the entry's styles). */
const STYLESHEET_LINK = /<link rel="stylesheet" crossorigin href="(\/assets\/[\w.-]+\.css)">/g;

/**
 * index.html with the entry's stylesheets written in: a link holds up the first paint for one more round trip (on a
 * slow phone network 0.2–0.3 s of every screen's first paint, Lighthouse's render-blocking audit), for about 2 KB
 * gzip that come with the page instead. No chunk links them later (they are the entry's). A file the build does not
 * have stays linked.
 */
export function withInlineStyles(html: string, webDist: string): string {
  return html.replace(STYLESHEET_LINK, (link, href: string) => {
    const file = path.join(webDist, href);
    if (!file.startsWith(webDist) || !existsSync(file)) return link;
    return `<style>${readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')}</style>`;
  });
}
