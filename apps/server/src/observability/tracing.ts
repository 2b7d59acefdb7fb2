import {
  context,
  propagation,
  ROOT_CONTEXT,
  SpanKind,
  SpanStatusCode,
  trace,
  type Attributes,
  type Context,
  type Span,
} from '@opentelemetry/api';

/**
 * OpenTelemetry traces (decision 079), by hand at three seams: the request hooks (an HTTP server span per request),
 * the database drivers (a span per statement run inside a trace) and the job runner (a span per job, the child of
 * whatever sent it). Off unless `startTracing` ran (OTEL_EXPORTER_OTLP_ENDPOINT): every helper then only checks one
 * flag and calls straight through, and the SDK is not even loaded.
 */
let enabled = false;
/** How long a shutdown waits for the last spans to reach the collector. */
const SHUTDOWN_EXPORT_MS = 2_000;
const tracer = () => trace.getTracer('parking-server');

/** Where a trace goes on across a queue: the W3C `traceparent` (and `tracestate`) of the span that sent the work. */
export type TraceCarrier = Record<string, string>;

export interface Tracing {
  /** Exports every span ended so far (tests; shutdown does it too). */
  flush(): Promise<void>;
  /** Exports what is left and stops tracing in this process. */
  shutdown(): Promise<void>;
}

/**
 * Starts exporting spans over OTLP/HTTP (JSON) to `<endpoint>/v1/traces`, in batches. Process-wide: OpenTelemetry's
 * tracer provider, context manager (AsyncLocalStorage) and W3C propagator are global. OTEL_EXPORTER_OTLP_HEADERS
 * (a collector's credentials) is read by the exporter itself.
 */
export async function startTracing({ endpoint, serviceName }: { endpoint: string; serviceName: string }) {
  const [{ NodeTracerProvider, BatchSpanProcessor }, { OTLPTraceExporter }, { resourceFromAttributes }] =
    await Promise.all([
      import('@opentelemetry/sdk-trace-node'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const exporter = new OTLPTraceExporter({ url: `${endpoint.replace(/\/+$/, '')}/v1/traces`, timeoutMillis: 5_000 });
  const provider = new NodeTracerProvider({
    resource: resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new BatchSpanProcessor(exporter, { scheduledDelayMillis: 1_000 })],
  });
  provider.register();
  enabled = true;
  return {
    flush: () => provider.forceFlush(),
    async shutdown() {
      enabled = false;
      // A collector that does not answer must not hold a node's shutdown: the last batch is given up after a while.
      let timer: NodeJS.Timeout | undefined;
      const given = new Promise<void>((resolve) => (timer = setTimeout(resolve, SHUTDOWN_EXPORT_MS)));
      await Promise.race([provider.shutdown(), given]).finally(() => clearTimeout(timer));
      trace.disable();
      context.disable();
      propagation.disable();
    },
  } satisfies Tracing;
}

export const tracingEnabled = (): boolean => enabled;

/** Ends `span` with the outcome of `promise`, which it returns. */
function endWith<T>(span: Span, promise: Promise<T>): Promise<T> {
  return promise.then(
    (value) => {
      span.end();
      return value;
    },
    (error: unknown) => {
      failSpan(span, error);
      span.end();
      throw error;
    },
  );
}

/** Marks a span failed with the error (its message; never a stack or an SQL value). */
export function failSpan(span: Span, error: unknown): void {
  const message = error instanceof Error ? error.message : String(error);
  span.setStatus({ code: SpanStatusCode.ERROR, message });
  span.addEvent('exception', {
    'exception.type': error instanceof Error ? error.name : typeof error,
    'exception.message': message,
  });
}

/** `SELECT payment_orders` from `select … from "payment_orders" …`: the statement's verb and its first table. */
export function statementName(text: string): string {
  const verb = /^\s*(\w+)/.exec(text)?.[1]?.toUpperCase() ?? 'SQL';
  const table = /\b(?:from|into|update|join)\s+(?:"?\w+"?\.)?"?(\w+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

/**
 * Runs one statement in a database span, the child of the active span. Statements outside any trace (the job
 * queue's polling, the event bus's reads) make no spans of their own: only work someone traced is followed.
 */
export function traceStatement<T>(text: string, run: () => Promise<T>): Promise<T> {
  if (!enabled || !trace.getSpan(context.active())) return run();
  const span = tracer().startSpan(statementName(text), {
    kind: SpanKind.CLIENT,
    attributes: { 'db.system.name': 'postgresql', 'db.query.text': text.length > 2000 ? text.slice(0, 2000) : text },
  });
  return endWith(
    span,
    context.with(trace.setSpan(context.active(), span), () => run()),
  );
}

/** The active trace as a carrier for a job's data; empty when nothing is traced. */
export function currentCarrier(): TraceCarrier {
  if (!enabled || !trace.getSpan(context.active())) return {};
  const carrier: TraceCarrier = {};
  propagation.inject(context.active(), carrier);
  return carrier;
}

/** Runs `fn` outside any trace: background rounds woken from inside a request must not join its trace. */
export function detached<T>(fn: () => T): T {
  return enabled ? context.with(ROOT_CONTEXT, fn) : fn();
}

/** Runs a job in a consumer span: the child of the trace that sent it (`carrier`), else the root of a new one. */
export function traceJob<T>(queue: string, carrier: TraceCarrier | undefined, run: () => Promise<T>): Promise<T> {
  if (!enabled) return run();
  const parent = carrier?.traceparent ? propagation.extract(ROOT_CONTEXT, carrier) : ROOT_CONTEXT;
  const span = tracer().startSpan(
    `job ${queue}`,
    { kind: SpanKind.CONSUMER, attributes: { 'messaging.system': 'pg-boss', 'messaging.destination.name': queue } },
    parent,
  );
  return endWith(
    span,
    context.with(trace.setSpan(parent, span), () => run()),
  );
}

/** An HTTP request's server span and the context its handling runs in. */
export interface RequestTrace {
  span: Span;
  context: Context;
}

/**
 * Starts a request's server span: the child of the caller's `traceparent` when it sent one, else of the active
 * context (a request made from inside a traced one, as the payment sandbox's notifications are), else a new trace.
 */
export function startRequestSpan(
  method: string,
  path: string,
  headers: Record<string, unknown>,
): RequestTrace | undefined {
  if (!enabled) return undefined;
  const parent = propagation.extract(context.active(), headers);
  const span = tracer().startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method, 'url.path': path } },
    parent,
  );
  return { span, context: trace.setSpan(parent, span) };
}

/** Ends a request's span with its route, operation and status (5xx: an error). */
export function endRequestSpan(
  { span }: RequestTrace,
  answer: { method: string; route: string | undefined; operation: string; status: number },
): void {
  const attributes: Attributes = { 'http.response.status_code': answer.status, 'parking.operation': answer.operation };
  // Named by its route, as OpenTelemetry's HTTP conventions ask (`POST /api/pay/notify/:provider`), not by its URL.
  if (answer.route) attributes['http.route'] = answer.route;
  span.updateName(answer.route ? `${answer.method} ${answer.route}` : answer.method);
  span.setAttributes(attributes);
  if (answer.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
  span.end();
}

/** Runs `fn` in the request's context (the hooks call it to carry the span across Fastify's body parsing). */
export const inRequestContext = <T>(request: RequestTrace | undefined, fn: () => T): T =>
  request ? context.with(request.context, fn) : fn();
