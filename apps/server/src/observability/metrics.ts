import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';

/** One figure of a gauge family: its label values and its value. */
export interface Sample {
  labels: Record<string, string>;
  value: number;
}

/**
 * A gauge family computed when /metrics is scraped (decision 079): a cheap query over its owner's rows (an indexed
 * count, the age of the oldest row). Several owners may feed one family (device links: gates from one module,
 * chargers from another); the family's help and labels must then agree.
 */
export interface GaugeSource {
  name: string;
  help: string;
  labelNames: readonly string[];
  read(): Promise<Sample[]>;
}

/**
 * Devices linked to the cluster, by kind: gates and handhelds with a leased socket on some node (device links),
 * chargers with a leased OCPP socket, lock gateways whose MQTT status says online. Three modules feed it.
 */
export const DEVICE_LINKS_ONLINE = {
  name: 'parking_device_links_online',
  help: 'Devices linked to the cluster now, by kind: gate, handheld, charger (a leased socket), lock_gateway (online)',
  labelNames: ['kind'],
} as const;

/** How a finished piece of work went, for the counters' `outcome` label. */
export type Outcome = 'ok' | 'error';

const SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

/** The process's own figures (CPU, memory, event loop, GC), made once per process however many apps it builds. */
let processRegistry: Registry | undefined;
function processFigures(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry, prefix: 'parking_' });
  }
  return processRegistry;
}

/** Age buckets of waiting rows (payment orders, refunds): the label `age` of the families that count them. */
export const AGE_BUCKETS = [
  { label: '<15m', seconds: 15 * 60 },
  { label: '15m-1h', seconds: 3600 },
  { label: '1h-1d', seconds: 86_400 },
  { label: '>1d', seconds: Infinity },
] as const;

/** The `age` label of a row this many seconds old. */
export const ageBucket = (seconds: number): string => AGE_BUCKETS.find((b) => seconds < b.seconds)!.label;

/** SQL text of the index into AGE_BUCKETS of an age in seconds (`ageSeconds`, an SQL expression). */
export const ageBucketSql = (ageSeconds: string): string =>
  `case ${AGE_BUCKETS.slice(0, -1)
    .map((b, i) => `when ${ageSeconds} < ${b.seconds} then ${i}`)
    .join(' ')} else ${AGE_BUCKETS.length - 1} end`;

/**
 * Samples of a family counted by `state` and age bucket, every pair present (0 when none): a series that vanishes
 * when its count drops to zero would leave an alert on it undecided.
 */
export function byStateAndAge(
  states: readonly string[],
  rows: readonly { state: string; bucket: number; n: number }[],
): Sample[] {
  return states.flatMap((state) =>
    AGE_BUCKETS.map((b, i) => ({
      labels: { state, age: b.label },
      value: rows.find((r) => r.state === state && Number(r.bucket) === i)?.n ?? 0,
    })),
  );
}

/**
 * The figures of one app (one registry each, so that test apps in one process do not mix theirs): what the request
 * hook, the OCPP central system and the job runner count as they go, and the gauge families read at scrape time.
 */
export function createMetrics(log: { error(obj: object, msg: string): void }) {
  const registry = new Registry();
  const registers = [registry];

  // Every family of this app's registry; the durations share SECONDS_BUCKETS.
  const counter = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Counter<L>({ name, help, labelNames, registers });
  const histogram = <L extends string>(name: string, help: string, labelNames: readonly L[]) =>
    new Histogram<L>({ name, help, labelNames, buckets: SECONDS_BUCKETS, registers });

  const requests = counter(
    'parking_http_requests_total',
    'HTTP requests answered, by operation (its descriptor, e.g. PaymentOps.payCharges), method and status',
    ['operation', 'method', 'status'],
  );
  const requestErrors = counter(
    'parking_http_request_errors_total',
    'HTTP requests answered with a server error (5xx), by operation and status',
    ['operation', 'status'],
  );
  const requestSeconds = histogram(
    'parking_http_request_duration_seconds',
    'Time from a request’s arrival to its answer, by operation',
    ['operation', 'method'],
  );
  const ocppMessages = counter(
    'parking_ocpp_messages_total',
    'OCPP 1.6J calls from chargers handled by this node, by action and outcome',
    ['action', 'outcome'],
  );
  const ocppSeconds = histogram(
    'parking_ocpp_handling_duration_seconds',
    'Time this node took to answer a charger’s OCPP call, by action',
    ['action'],
  );
  const jobRuns = counter(
    'parking_job_runs_total',
    'Jobs run by this node, by queue and outcome (an error is retried, then dead-lettered)',
    ['queue', 'outcome'],
  );
  const jobSeconds = histogram('parking_job_duration_seconds', 'Time a job took on this node, by queue', ['queue']);
  const sourceErrors = counter(
    'parking_metrics_source_errors_total',
    'Scrape-time gauge families that could not be read (their figures are missing from that scrape)',
    ['family'],
  );

  const families = new Map<string, GaugeSource[]>();

  return {
    /** A request answered: counted under its operation; 5xx also as an error. */
    request(operation: string, method: string, status: number, seconds: number): void {
      requests.inc({ operation, method, status: String(status) });
      requestSeconds.observe({ operation, method }, seconds);
      if (status >= 500) requestErrors.inc({ operation, status: String(status) });
    },

    /** A charger's OCPP call answered (or failed) after `seconds`. */
    ocppMessage(action: string, outcome: Outcome, seconds: number): void {
      ocppMessages.inc({ action, outcome });
      ocppSeconds.observe({ action }, seconds);
    },

    /** A job run on this node. */
    jobRun(queue: string, outcome: Outcome, seconds: number): void {
      jobRuns.inc({ queue, outcome });
      jobSeconds.observe({ queue }, seconds);
    },

    /** Registers gauge families read at scrape time; sources of one name are joined into one family. */
    addGauges(sources: readonly GaugeSource[]): void {
      for (const source of sources) {
        const known = families.get(source.name);
        if (known) {
          known.push(source);
          continue;
        }
        const group = [source];
        families.set(source.name, group);
        new Gauge({
          name: source.name,
          help: source.help,
          labelNames: source.labelNames,
          registers,
          async collect() {
            this.reset();
            for (const member of group) {
              try {
                for (const sample of await member.read()) this.set(sample.labels, sample.value);
              } catch (error) {
                sourceErrors.inc({ family: source.name });
                log.error({ err: error, family: source.name }, 'metrics: gauge not read');
              }
            }
          },
        });
      }
    },

    contentType: registry.contentType,

    /** The exposition text: this app's families, then the process's. */
    async text(): Promise<string> {
      return `${await registry.metrics()}\n${await processFigures().metrics()}`;
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
