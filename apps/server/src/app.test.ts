import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ErrorCode, VehicleOps, OperatorOps, BasicOps, HealthOps } from '@parking/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { urlOf } from '../test/call';
import { buildApp } from './app';
import { serveWebApp } from './plugins/web-app';

const HEALTH = urlOf(HealthOps.health);

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script src="/assets/index-abc123.js"></script></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'parking-web-dist-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'assets', 'index-abc123.js'), `console.log(${JSON.stringify('x'.repeat(4000))});`);
  await writeFile(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  t = await buildTestApp({ demo: false, config: { webDist } });
  // Routes that fail on purpose, to see what a client gets and what the log keeps.
  t.app.get('/api/test/crash', async () => {
    throw new Error('connection to 10.0.0.5 failed: select password_hash from operators');
  });
  t.app.post('/api/test/echo', async (req) => ({ code: '200', message: 'success', data: req.body }));
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

describe('health', () => {
  it('is ok when the database answers', async () => {
    const res = await t.app.inject({ method: 'GET', url: HEALTH });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ code: '200', message: 'success', data: { status: 'ok', db: 'ok' } });
  });

  it('fails with a 500 envelope when the database does not answer', async () => {
    const broken = await buildApp({
      config: t.config,
      database: { ...t.database, ping: () => Promise.reject(new Error('ECONNREFUSED 127.0.0.1:5432')) },
      clock: t.clock,
      logStream: { write: () => {} },
    });
    const res = await broken.inject({ method: 'GET', url: HEALTH });
    await broken.close();
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ErrorCode.INTERNAL, message: '系统繁忙，请稍后再试' });
  });
});

describe('request ids', () => {
  it('returns a fresh id on every response', async () => {
    const a = await t.app.inject({ method: 'GET', url: HEALTH });
    const b = await t.app.inject({ method: 'GET', url: HEALTH });
    expect(a.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it.each([
    ['keeps a sane incoming id', 'lb-7f3a.42:1', 'lb-7f3a.42:1'],
    ['replaces one with odd characters', 'abc\ninjected: yes', undefined],
    ['replaces an overlong one', 'x'.repeat(65), undefined],
  ])('%s', async (_case, incoming, expected) => {
    const res = await t.app.inject({ method: 'GET', url: HEALTH, headers: { 'x-request-id': incoming } });
    if (expected) expect(res.headers['x-request-id']).toBe(expected);
    else expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('errors', () => {
  it('an unknown API path is a 404 envelope, not the web app', async () => {
    // The last: beside a real operation, where no operation is.
    const besideMenuConfigs = `${urlOf(BasicOps.menuConfigs).replace(/menuConfigs$/, 'nothing')}?x=1`;
    for (const url of ['/api/no/such/thing', '/api', besideMenuConfigs]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: ErrorCode.NOT_FOUND });
    }
    const post = await t.app.inject({ method: 'POST', url: '/api/nope', payload: {} });
    expect(post.json()).toEqual({ code: ErrorCode.NOT_FOUND, message: '接口不存在: POST /api/nope' });
  });

  it('a crash is a generic 500: no message, stack or SQL for the client; all of it in the log under the request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/crash', headers: { 'x-request-id': 'trace-500' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: ErrorCode.INTERNAL, message: '系统繁忙，请稍后再试' });
    expect(res.body).not.toMatch(/password_hash|10\.0\.0\.5|at /);
    const logged = t.logs.map((l) => JSON.parse(l)).find((l) => l.reqId === 'trace-500');
    expect(logged).toMatchObject({
      level: 50,
      msg: 'request failed',
      err: { message: expect.stringContaining('password_hash') },
    });
  });

  it.each([
    [
      'malformed JSON',
      '{"username": "admin",',
      'application/json',
      400,
      ErrorCode.INVALID_INPUT,
      '请求体不是合法的 JSON',
    ],
    ['an empty JSON body', '', 'application/json', 400, ErrorCode.INVALID_INPUT, '请求体不能为空'],
    [
      'a body that is not JSON',
      'username=admin',
      'application/x-www-form-urlencoded',
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
      '请以 JSON 格式提交',
    ],
  ])('%s → %i envelope', async (_case, payload, contentType, status, code, message) => {
    const res = await t.app.inject({
      method: OperatorOps.login.method,
      url: urlOf(OperatorOps.login),
      payload,
      headers: { 'content-type': contentType },
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toEqual({ code, message });
  });

  it('a body over the 1 MiB default limit → 413 envelope', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      payload: { blob: 'x'.repeat(1024 * 1024 + 1) },
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ code: ErrorCode.PAYLOAD_TOO_LARGE, message: '请求内容过大' });
  });

  it('lists a few invalid fields in one readable message', async () => {
    const res = await t.app.inject({
      method: OperatorOps.login.method,
      url: urlOf(OperatorOps.login),
      payload: { username: 7 },
    });
    expect(res.json()).toEqual({ code: '400', message: 'username: 应为文本；password: 必填' });
  });

  it('a missing body names the body', async () => {
    const res = await t.app.inject({ method: OperatorOps.login.method, url: urlOf(OperatorOps.login) });
    expect(res.json()).toEqual({ code: '400', message: '请求体: 不能为空' });
  });

  // The broken escape is spliced in after the path is built (fillPath would encode its %).
  const setDefault = (plateId: string) => urlOf(VehicleOps.setDefaultPlate, { plateId });
  it.each([
    ['a path parameter over 100 characters', setDefault('a'.repeat(101)), '请求地址中的参数过长'],
    ['a broken %-escape in a path parameter', setDefault('X').replace('/X/', '/%E0%A4%A/'), '请求地址格式错误'],
  ])('%s → 400 envelope (refused before routing)', async (_case, url, message) => {
    const res = await t.app.inject({ method: VehicleOps.setDefaultPlate.method, url });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ErrorCode.INVALID_INPUT, message });
  });
});

describe('compression', () => {
  it('compresses large responses for clients that accept it', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.headers['content-encoding']).toBe('gzip');
  });
});

describe('the web app', () => {
  it('serves index.html at / and for any app route (SPA fallback), never cached', async () => {
    for (const url of ['/', '/home', '/customerService/index?type=5', '/newsDetail?newId=1']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toBe(INDEX_HTML);
    }
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-abc123.js' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('serves other files revalidated', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('answers a missing asset with 404, not with index.html', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/index-old999.js' });
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain('<html');
  });

  it('does not let a path escape the build folder', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fpackage.json' });
    expect(res.body).not.toContain('"name"');
  });

  it('without a build, pages explain how to build the web app (503), and the API still works', async () => {
    const bare = Fastify();
    await serveWebApp(bare, path.join(webDist, 'missing'));
    const res = await bare.inject({ method: 'GET', url: '/home' });
    expect(res.statusCode).toBe(503);
    expect(res.body).toContain('npm run build -w apps/web');
    await bare.close();
  });
});
