import path from 'node:path';
import type { FastifyStaticOptions } from '@fastify/static';
import type { FastifyReply } from 'fastify';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// index.html names the current hashed bundles, so browsers must revalidate it on every visit.
const REVALIDATE = 'no-cache';

/**
 * @fastify/static's options for a vite build (the driver app's, the console's): its hashed files under assets/ cached
 * for a year, its other files revalidated, no index file (the app's own routes answer with index.html).
 */
export function buildFiles(dist: string) {
  return {
    root: dist,
    cacheControl: false,
    index: false,
    setHeaders: (res, file) => {
      const inAssets = path.relative(dist, file).startsWith(`assets${path.sep}`);
      res.setHeader('cache-control', inAssets ? IMMUTABLE : REVALIDATE);
    },
  } satisfies FastifyStaticOptions;
}

/** An app's index.html (revalidated on every visit, like the build's other unhashed files). */
export const sendIndexHtml = (reply: FastifyReply, html: string) =>
  reply.header('cache-control', REVALIDATE).type('text/html; charset=utf-8').send(html);

/** A plain 404: a missing hashed file is a stale page asking for an old bundle, which must fail loudly, not with HTML. */
export const notFoundText = (reply: FastifyReply) =>
  reply.status(404).type('text/plain; charset=utf-8').send('Not found');

/** Without a build, an app's paths get a 503 text saying how to build it. */
export const notBuilt = (reply: FastifyReply, app: string, indexFile: string, workspace: string) =>
  reply
    .status(503)
    .type('text/plain; charset=utf-8')
    .send(`The ${app} is not built (no ${indexFile}). Run \`npm run build -w ${workspace}\`, then reload.`);
