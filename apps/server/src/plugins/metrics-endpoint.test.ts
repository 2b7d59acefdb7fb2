import { API_BASE, fillPath, HealthOps, PayChannel, PushRoutes } from '@parking/contracts';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { aConnectedCharger, aProvisionedCharger } from '../../test/charging';
import { aPayablePark, aParkedCar, appHeaders, confirmInSandbox, payBill } from '../../test/payments';
import { until } from '../../test/until';
import { createMetrics } from '../observability/metrics';
import { serveMetrics } from './metrics-endpoint';

const TOKEN = 'metrics-test-token-0123456789';
let t: TestApp;
let base: string;
beforeAll(async () => {
  t = await buildTestApp({
    config: { observability: { metricsToken: TOKEN, otlpEndpoint: undefined, serviceName: 'parking-test' } },
  });
  base = await t.app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of the series of `name` whose labels include `labels` (0 when there is none). */
function valueOf(text: string, name: string, labels: Record<string, string> = {}): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  const line = text
    .split('\n')
    .find(
      (l) =>
        (l.startsWith(`${name}{`) || l.startsWith(`${name} `)) &&
        wanted.every((pair) => l.slice(0, l.lastIndexOf(' ')).includes(pair)),
    );
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : 0;
}

describe('GET /metrics', () => {
  it('answers a scraper without the token, or with another, 401', async () => {
    for (const authorization of [undefined, 'Bearer not-the-token-at-all', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('parking_');
    }
  });

  it('is not there at all without METRICS_TOKEN (404)', async () => {
    const bare = Fastify();
    serveMetrics(bare, createMetrics(bare.log), undefined);
    const res = await bare.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(res.statusCode).toBe(404);
    await bare.close();
  });

  it('shows every family operations watch', async () => {
    const text = await scrape();
    const families = [...text.matchAll(/^# TYPE (\S+) (\S+)$/gm)].map((m) => `${m[1]} ${m[2]}`);
    expect(families).toEqual(
      expect.arrayContaining([
        'parking_http_requests_total counter',
        'parking_http_request_errors_total counter',
        'parking_http_request_duration_seconds histogram',
        'parking_payment_orders_waiting gauge',
        'parking_payment_refunds_pending gauge',
        'parking_job_queue_depth gauge',
        'parking_job_queue_active gauge',
        'parking_job_failed gauge',
        'parking_job_dead_letters gauge',
        'parking_job_runs_total counter',
        'parking_job_duration_seconds histogram',
        'parking_outbox_undispatched gauge',
        'parking_outbox_lag_seconds gauge',
        'parking_device_links_online gauge',
        'parking_ocpp_messages_total counter',
        'parking_ocpp_handling_duration_seconds histogram',
        'parking_sse_clients gauge',
        'parking_process_cpu_seconds_total counter',
      ]),
    );
    for (const kind of ['gate', 'handheld', 'charger', 'lock_gateway']) {
      expect(text).toContain(`parking_device_links_online{kind="${kind}"}`);
    }
    expect(text).toContain('parking_payment_orders_waiting{state="pending",age="<15m"}');
    expect(text).toContain('parking_job_queue_depth{queue="event.payments.purchaseRelease"}');
  });

  it('counts and times each request under its operation’s name', async () => {
    const health = { operation: 'HealthOps.health', method: 'GET' };
    const before = await scrape();
    for (let i = 0; i < 3; i++) await t.app.inject({ method: 'GET', url: `${API_BASE}${HealthOps.health.path}` });
    const after = await scrape();
    expect(valueOf(after, 'parking_http_requests_total', { ...health, status: '200' })).toBe(
      valueOf(before, 'parking_http_requests_total', { ...health, status: '200' }) + 3,
    );
    expect(valueOf(after, 'parking_http_request_duration_seconds_count', health)).toBe(
      valueOf(before, 'parking_http_request_duration_seconds_count', health) + 3,
    );
    // An unknown path is one series, whatever the path: no label value comes from the URL.
    await t.app.inject({ method: 'GET', url: `${API_BASE}/no/such/path/${Date.now()}` });
    expect(valueOf(await scrape(), 'parking_http_requests_total', { operation: 'unmatched', status: '404' })).toBe(1);
  });

  it('follows a payment: a pending order, its live page, then none pending and its event’s job run', async () => {
    const pending = { state: 'pending', age: '<15m' };
    expect(valueOf(await scrape(), 'parking_payment_orders_waiting', pending)).toBe(0);
    const park = await aPayablePark(t);
    const car = await aParkedCar(t, park);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX);
    const { orderNo, launch } = paid.body.data!;
    let text = await scrape();
    expect(valueOf(text, 'parking_payment_orders_waiting', pending)).toBe(1);
    expect(valueOf(text, 'parking_http_requests_total', { operation: 'PaymentOps.payCharges', status: '200' })).toBe(1);

    // The order's page listens for its result (Server-Sent Events).
    const stream = new AbortController();
    const res = await fetch(`${base}${API_BASE}${fillPath(PushRoutes.orderEvents, { orderNo })}`, {
      headers: appHeaders(t),
      signal: stream.signal,
    });
    expect(res.status).toBe(200);
    expect(valueOf(await scrape(), 'parking_sse_clients', { operation: 'PushOps.orderEvents' })).toBe(1);

    await confirmInSandbox(t, (launch as { url: string }).url);
    await t.app.events.settle();
    text = await scrape();
    expect(valueOf(text, 'parking_payment_orders_waiting', pending)).toBe(0);
    // The payment's event became a job of the rewards handler, which some round of the queue runs.
    await until(
      async () =>
        valueOf(await scrape(), 'parking_job_runs_total', { queue: 'event.rewards.payment', outcome: 'ok' }) > 0,
      'the payment event’s job',
    );
    expect(valueOf(await scrape(), 'parking_outbox_undispatched')).toBe(0);

    stream.abort();
    await until(
      async () => valueOf(await scrape(), 'parking_sse_clients', { operation: 'PushOps.orderEvents' }) === 0,
      'the stream closing',
    );
  });

  it('counts a charger online and times its OCPP calls', async () => {
    const charger = await aProvisionedCharger(t);
    const before = await scrape();
    const client = await aConnectedCharger(t, base.replace(/^http/, 'ws'), charger);
    try {
      const online = (text: string) => valueOf(text, 'parking_device_links_online', { kind: 'charger' });
      // The lease is taken just after the socket is accepted.
      await until(async () => online(await scrape()) === online(before) + 1, 'the charger’s lease');
      const text = await scrape();
      const boot = { action: 'BootNotification' };
      expect(valueOf(text, 'parking_ocpp_messages_total', { ...boot, outcome: 'ok' })).toBe(
        valueOf(before, 'parking_ocpp_messages_total', { ...boot, outcome: 'ok' }) + 1,
      );
      expect(valueOf(text, 'parking_ocpp_handling_duration_seconds_count', { action: 'StatusNotification' })).toBe(
        valueOf(before, 'parking_ocpp_handling_duration_seconds_count', { action: 'StatusNotification' }) + 1,
      );
    } finally {
      await client.close({ force: true });
    }
  });
});
