import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveConsoleApp } from './console-app';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/console/assets/index-c1.js"></script>';

let dist: string;
let app: FastifyInstance;
beforeAll(async () => {
  dist = await mkdtemp(path.join(tmpdir(), 'parking-console-dist-'));
  await mkdir(path.join(dist, 'assets'));
  await writeFile(path.join(dist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(dist, 'assets', 'index-c1.js'), 'console.log(1)');
  app = Fastify();
  await serveConsoleApp(app, dist);
  // The driver app's fallback answers everything else.
  app.setNotFoundHandler((_req, reply) => reply.status(200).send('driver app'));
});
afterAll(async () => {
  await app.close();
  await rm(dist, { recursive: true, force: true });
});

describe('the console at /console/', () => {
  it.each(['/console/', '/console/accounts', '/console/parks/p1?tab=lanes'])(
    '%s gets the console index.html',
    async (url) => {
      const res = await app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    },
  );

  it('serves hashed files for a year and 404s a missing one', async () => {
    const file = await app.inject({ method: 'GET', url: '/console/assets/index-c1.js' });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const missing = await app.inject({ method: 'GET', url: '/console/assets/index-old.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('redirects /console to /console/ and leaves other paths to the driver app', async () => {
    const bare = await app.inject({ method: 'GET', url: '/console' });
    expect(bare.statusCode).toBe(301);
    expect(bare.headers.location).toBe('/console/');
    expect((await app.inject({ method: 'GET', url: '/accounts' })).body).toBe('driver app');
  });

  it('says how to build it when there is no build', async () => {
    const bare = Fastify();
    await serveConsoleApp(bare, path.join(dist, 'missing'));
    const res = await bare.inject({ method: 'GET', url: '/console/' });
    await bare.close();
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build -w apps/console');
  });
});
