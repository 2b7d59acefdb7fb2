import { writeFileSync } from 'node:fs';
import {
  encodePayload,
  ErrorCode,
  OperatorRole,
  RequestHeader,
  DriverOps,
  OperatorOps,
  API_BASE,
  DEVICE_API_BASE,
  OPERATOR_API_BASE,
  AuditOps,
  BasicOps,
  BoardOps,
  SupportOperatorOps,
} from '@parking/contracts';
import { signDeviceRequest } from '@parking/contracts/device-signing';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, randomNonce, type TestApp } from '../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../test/drivers';
import {
  anAttack,
  attacked,
  describeInput,
  jsonSchemaOf,
  jsonText,
  PLATE_HINT,
  plausible,
  queryText,
  RawJson,
  URL_TEXT,
} from '../test/fuzz-inputs';
import { aGateEvent, aTestPark, postGate, type TestPark } from '../test/parking';
import { testDatabaseUrl } from '../test/test-database';
import { bindPlate, submitMaterial } from '../test/vehicles';
import type { ApiRoute } from './plugins/request-payload';
import { call } from '../test/call';

/**
 * The boundary fuzz: every API route, signed in as whoever it serves (driver, operator, device), gets requests derived
 * from its own zod schemas with one attack each. None may answer 5xx, and every JSON answer is the envelope.
 * Deterministic (fixed seed); FUZZ_SEED and FUZZ_PER_ROUTE explore further.
 *
 * CI runs this file twice, on PGlite and on PostgreSQL; PGlite is PostgreSQL itself (compiled to WebAssembly), so a
 * route refuses an input alike on both. PostgreSQL sends the 40 cases per route; PGlite the first 20 of them (the
 * same seed), in half the time.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20_261_125);
const PER_ROUTE = Number(process.env.FUZZ_PER_ROUTE ?? (testDatabaseUrl() ? 40 : 20));

/** Routes that answer in another protocol when they succeed: files, HTML pages of the sandboxes, provider acks. */
const NOT_ENVELOPE = [
  new RegExp(`^${API_BASE}${BasicOps.picture.path}$`),
  /^\/api\/charge\/v2\/api\/parkingPictureFiles\/:key$/,
  /^\/api\/sandbox\//,
  /^\/api\/pay\/sandbox\//,
  /^\/api\/pay\/notify\//,
  // The audit log's CSV export (decision 082).
  new RegExp(`^${API_BASE}${AuditOps.auditExport.path}$`),
];

/**
 * Streams the fuzz's own operator may open whatever else it sends (no params, query or body): they answer a
 * never-ending text/event-stream, which inject would wait for. Their refusals are tested in their own files.
 */
const ENDLESS_STREAMS = [BoardOps.boardEvents, BoardOps.deviceEvents, SupportOperatorOps.ticketEvents].map(
  (op) => `${API_BASE}${op.path}`,
);

type Audience = 'driver' | 'operator' | 'device';
const audienceOf = (url: string): Audience =>
  url.startsWith(`${API_BASE}${OPERATOR_API_BASE}/`)
    ? 'operator'
    : url.startsWith(`${API_BASE}${DEVICE_API_BASE}/`)
      ? 'device'
      : 'driver';

interface FuzzCase {
  paramValues: Record<string, string>;
  query: unknown;
  body: unknown;
  headers: Record<string, string>;
  /** A hostile x-payload header, or undefined for the signed-in client's own. */
  payload: string | undefined;
  /** The client's own credentials, none, or a hostile authorization header. */
  credentials: 'own' | 'none' | { authorization: string };
  contentType: string;
}

let t: TestApp;
let driver: SignedInDriver;
let operator: Record<string, string>;
let park: TestPark;
/** Ids of rows that exist, for path parameters: a request then reaches a row now and then, not only 404s. */
let knownIds: string[];
beforeAll(async () => {
  t = await buildTestApp();
  driver = await signInDriver(t);
  operator = await loggedInOperator(t, { roles: Object.values(OperatorRole) });
  park = await aTestPark(t);
  // A bound plate of the driver with a car parked for two hours (a bill to pay), and a certification under review
  // of another driver's plate.
  const plate = await bindPlate(t, driver, PLATE_HINT);
  await postGate(t, park, aGateEvent(t, 'entry', PLATE_HINT, { at: new Date(t.clock.now().getTime() - 7_200_000) }));
  await bindPlate(t, await signInDriver(t), '浙B54321');
  const material = await submitMaterial(t, driver, { plateNo: '浙B54321' });
  knownIds = [park.parkId, '330100', driver.driverId, plate.plateId, material.materialId, 'B001'];
});
afterAll(() => t.close());

/** Values a path parameter may take: hostile text, or ids that exist, so a request reaches a row now and then. */
const aParamValue = () => fc.oneof(fc.constantFrom(...URL_TEXT), fc.constantFrom(...knownIds), fc.uuid());

/** `x-payload` headers a client should never send: not base64, not the payload, huge numbers, NUL, lone surrogates. */
const HOSTILE_PAYLOADS = [
  'not base64!',
  encodePayload({ nonce: randomNonce(), timestamp: Date.now(), authModel: 0, driverDealerId: 'a\u0000b' }),
  encodePayload({ nonce: randomNonce(), timestamp: Date.now(), authModel: 0, openid: '\uD83D' }),
  Buffer.from('{"nonce":1}').toString('base64'),
  Buffer.from(`{"nonce":"${randomNonce()}","timestamp":1e400,"authModel":0}`).toString('base64'),
  Buffer.from(
    JSON.stringify({ nonce: randomNonce(), timestamp: 1, authModel: 2, driverDealerId: 'x'.repeat(10_000) }),
  ).toString('base64'),
];

/** Authorization headers that are not a session: empty, huge, another scheme, another kind of token. */
const HOSTILE_AUTHORIZATION = [
  'Bearer ',
  `Bearer ${'x'.repeat(10_000)}`,
  'Basic YTpi',
  'Bearer drt_x',
  'Bearer op_x',
  '停',
].map((authorization) => ({ authorization }));

/** Mostly JSON; now and then a body in a type no route takes. */
const aContentType = () =>
  fc.oneof(
    { weight: 8, arbitrary: fc.constant('application/json') },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        'text/plain',
        'application/x-www-form-urlencoded',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/xml',
      ),
    },
  );

function aCase(route: ApiRoute): fc.Arbitrary<FuzzCase> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const part = (name: string, wholeBodies: boolean) => {
    const json = jsonSchemaOf(schema[name]);
    return fc.tuple(json ? plausible(json) : fc.constant({}), anAttack(wholeBodies)).map(([v, a]) => attacked(v, a));
  };
  const names = [...route.url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  const hasBody = !['GET', 'HEAD'].includes(route.method);
  return fc.record({
    paramValues: fc.record(Object.fromEntries(names.map((n) => [n, aParamValue()]))),
    query: part('querystring', false),
    body: hasBody ? part('body', true) : fc.constant(undefined),
    headers: schema.headers ? part('headers', false).map(headerValues) : fc.constant({}),
    payload: fc.oneof(
      { weight: 6, arbitrary: fc.constant(undefined) },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_PAYLOADS) },
    ),
    credentials: fc.oneof(
      { weight: 6, arbitrary: fc.constant<'own'>('own') },
      { weight: 1, arbitrary: fc.constant<'none'>('none') },
      { weight: 1, arbitrary: fc.constantFrom(...HOSTILE_AUTHORIZATION) },
    ),
    contentType: aContentType(),
  });
}

/** Header values as a client can send them: text only; an attack that made the headers no object sends none. */
const headerValues = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, typeof v === 'string' ? v : (JSON.stringify(v) ?? '')]),
      )
    : {};

function urlOf(route: ApiRoute, c: FuzzCase): string {
  const path = route.url.replace(/:(\w+)/g, (_m, name: string) => encodeURIComponent(c.paramValues[name] ?? ''));
  const query = queryText(c.query);
  return query ? `${path}?${query}` : path;
}

function headersFor(
  audience: Audience,
  c: FuzzCase,
  url: string,
  method: string,
  body: string,
): Record<string, string> {
  const payload =
    c.payload ??
    encodePayload({ nonce: randomNonce(), timestamp: t.clock.now().getTime(), authModel: 0, driverDealerId: '330100' });
  const base: Record<string, string> = {
    ...c.headers,
    [RequestHeader.PAYLOAD]: payload,
    ...(body ? { 'content-type': c.contentType } : {}),
  };
  if (c.credentials === 'none') return base;
  if (c.credentials !== 'own') return { ...base, ...c.credentials };
  if (audience === 'operator') return { ...base, ...operator };
  if (audience === 'driver') return { ...base, [RequestHeader.AUTHORIZATION]: `Bearer ${driver.token}` };
  const device = url.includes('/collector/') ? park.handheld : park.gate;
  return { ...base, ...signDeviceRequest(device, { method, path: url, body, now: t.clock.now().getTime() }) };
}

/** What is wrong with an answer, or undefined when it is a proper refusal or success. */
function problemOf(route: ApiRoute, res: LightMyRequestResponse): string | undefined {
  if (res.statusCode >= 500) return `status ${res.statusCode}`;
  const type = String(res.headers['content-type'] ?? '');
  if (!type.startsWith('application/json')) {
    return NOT_ENVELOPE.some((p) => p.test(route.url)) || res.statusCode === 204 ? undefined : `not JSON (${type})`;
  }
  let body: unknown;
  try {
    body = res.json();
  } catch {
    return 'JSON that does not parse';
  }
  const envelope = body as { code?: unknown; message?: unknown };
  const keys = body && typeof body === 'object' ? Object.keys(body) : [];
  const isEnvelope =
    typeof envelope.code === 'string' &&
    typeof envelope.message === 'string' &&
    keys.every((k) => ['code', 'message', 'data'].includes(k));
  if (isEnvelope || NOT_ENVELOPE.some((p) => p.test(route.url))) return undefined;
  return 'not the {code, message, data?} envelope';
}

/** A fuzzed request may end the session it was sent with (logout, password change): sign in again. */
async function keepSignedIn(audience: Audience, res: LightMyRequestResponse) {
  if (res.statusCode !== 401) return;
  if (audience === 'driver') {
    const info = await call(t, DriverOps.loginInfo, { headers: driver.headers });
    if (info.status !== 200) driver = await signInDriver(t);
  } else if (audience === 'operator') {
    const me = await call(t, OperatorOps.me, { headers: operator });
    if (me.body.code === ErrorCode.OPERATOR_LOGIN_REQUIRED) {
      operator = await loggedInOperator(t, { roles: Object.values(OperatorRole) });
    }
  }
}

it(`no API route answers 5xx or a non-envelope, whatever it is sent (seed ${SEED})`, { timeout: 600_000 }, async () => {
  // Fastify answers HEAD with the GET handler: the GET stands for both. An authorised stream never ends under inject.
  const routes = t.app.apiRoutes.filter((r) => r.method !== 'HEAD' && !ENDLESS_STREAMS.includes(r.url));
  const failures: { route: string; problem: string; input: string; answer: string }[] = [];
  let requests = 0;
  let serverErrors = 0;
  const byStatus = new Map<number, number>();
  const started = performance.now();
  const timeByRoute: [string, number][] = [];
  for (const [i, route] of routes.entries()) {
    const routeStarted = performance.now();
    const audience = audienceOf(route.url);
    const cases = fc.sample(aCase(route), { seed: SEED + i, numRuns: PER_ROUTE });
    for (const c of cases) {
      const url = urlOf(route, c);
      const body = c.body === undefined ? '' : c.body instanceof RawJson ? c.body.text : jsonText(c.body);
      const headers = headersFor(audience, c, url, route.method, body);
      const res = await t.app.inject({
        method: route.method as 'GET',
        url,
        headers,
        ...(body ? { payload: body } : {}),
      });
      requests++;
      if (res.statusCode >= 500) serverErrors++;
      byStatus.set(res.statusCode, (byStatus.get(res.statusCode) ?? 0) + 1);
      const problem = problemOf(route, res);
      if (problem) {
        const input = describeInput({ url, body: c.body, headers: c.headers, payload: c.payload });
        failures.push({ route: `${route.method} ${route.url}`, problem, input, answer: res.body.slice(0, 300) });
      }
      await keepSignedIn(audience, res);
    }
    timeByRoute.push([`${route.method} ${route.url}`, performance.now() - routeStarted]);
  }
  const slowest = timeByRoute.sort((a, b) => b[1] - a[1]).slice(0, 5);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `boundary fuzz (seed ${SEED}): ${routes.length} routes, ${requests} requests, ${serverErrors} answered 5xx, ` +
      `${failures.length} failures, ${seconds} s; by status: ${JSON.stringify(Object.fromEntries([...byStatus].sort()))}; slowest: ${slowest.map(([r, ms]) => `${r} ${Math.round(ms)} ms`).join(', ')}`,
  );
  if (process.env.FUZZ_REPORT) writeFileSync(process.env.FUZZ_REPORT, JSON.stringify(failures, null, 1));
  expect(failures).toEqual([]);
});
