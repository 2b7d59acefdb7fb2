import { PayChannel } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { SpanKindNo, startOtlpCollector, type CollectedSpan } from '../../test/fakes/otlp-collector';
import { aPayablePark, aParkedCar, confirmInSandbox, payBill } from '../../test/payments';
import { until } from '../../test/until';
import { startTracing, statementName, type Tracing } from './tracing';

let collector: Awaited<ReturnType<typeof startOtlpCollector>>;
let tracing: Tracing;
let t: TestApp;
beforeAll(async () => {
  collector = await startOtlpCollector();
  tracing = await startTracing({ endpoint: collector.endpoint, serviceName: 'parking-trace-test' });
  t = await buildTestApp();
});
afterAll(async () => {
  await t?.close();
  await tracing?.shutdown();
  await collector?.close();
});

const byOperation = (operation: string) =>
  collector.spans.filter((s) => s.kind === SpanKindNo.SERVER && s.attributes['parking.operation'] === operation);
const childrenOf = (span: CollectedSpan) => collector.spans.filter((s) => s.parentSpanId === span.spanId);
const isDatabase = (s: CollectedSpan) =>
  s.kind === SpanKindNo.CLIENT && s.attributes['db.system.name'] === 'postgresql';

describe('traces over OTLP (OTEL_EXPORTER_OTLP_ENDPOINT)', () => {
  it('a payment: its HTTP spans, their database spans and the job of its event, in one trace', async () => {
    const park = await aPayablePark(t);
    const car = await aParkedCar(t, park);
    const paid = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, PayChannel.WX);
    await confirmInSandbox(t, (paid.body.data!.launch as { url: string }).url);
    await t.app.events.settle();
    await until(async () => {
      await tracing.flush();
      return collector.spans.some((s) => s.name === 'job event.rewards.payment');
    }, 'the job span exported');

    // The order is made in the request's own trace, by statements that are its children.
    const [pay] = byOperation('PaymentOps.payCharges');
    expect(pay).toMatchObject({
      service: 'parking-trace-test',
      name: expect.stringMatching(/^POST \/api\/.*payCharges/),
    });
    expect(pay!.attributes).toMatchObject({ 'http.request.method': 'POST', 'http.response.status_code': 200 });
    expect(
      childrenOf(pay!)
        .filter(isDatabase)
        .map((s) => s.name),
    ).toContain('INSERT payment_orders');

    // The payer's confirmation, the sandbox's notification it causes and the job of the paid order's event.
    const job = collector.spans.find((s) => s.name === 'job event.rewards.payment')!;
    const trace = collector.spans.filter((s) => s.traceId === job.traceId);
    const [confirm] = byOperation('SandboxCheckoutOps.confirm').filter((s) => s.traceId === job.traceId);
    const [notify] = byOperation('PaymentOps.providerNotify').filter((s) => s.traceId === job.traceId);
    expect(confirm, 'the confirmation starts the trace').toBeDefined();
    expect(confirm!.parentSpanId).toBe('');
    expect(notify!.parentSpanId).toBe(confirm!.spanId);
    expect(
      childrenOf(notify!)
        .filter(isDatabase)
        .map((s) => s.name),
    ).toEqual(expect.arrayContaining(['UPDATE payment_orders', 'WITH outbox_events']));
    expect(job).toMatchObject({ kind: SpanKindNo.CONSUMER, status: 0 });
    expect(job.attributes).toMatchObject({ 'messaging.system': 'pg-boss' });
    // The job's parent is a span of this trace (the one that published the event), and its statements are its own.
    expect(trace.map((s) => s.spanId)).toContain(job.parentSpanId);
    expect(childrenOf(job).some(isDatabase)).toBe(true);
  });

  it('names a statement by its verb and first table', () => {
    expect.soft(statementName('select "id" from "payment_orders" where "id" = $1')).toBe('SELECT payment_orders');
    expect.soft(statementName('insert into "outbox_events" (topic) values ($1)')).toBe('INSERT outbox_events');
    expect.soft(statementName('update pgboss.job set state = $1')).toBe('UPDATE job');
    expect.soft(statementName('with e as (insert into outbox_events values (1)) select 1')).toBe('WITH outbox_events');
    expect.soft(statementName('begin')).toBe('BEGIN');
  });
});
