import { e2ePort, E2E_METRICS_TOKEN } from './servers';

/** The families /metrics must show once the stories have run on the server (issue 43, decision 079). */
const FAMILIES = [
  'parking_http_requests_total',
  'parking_http_request_errors_total',
  'parking_http_request_duration_seconds',
  'parking_payment_orders_waiting',
  'parking_payment_refunds_pending',
  'parking_job_queue_depth',
  'parking_job_failed',
  'parking_job_runs_total',
  'parking_outbox_undispatched',
  'parking_outbox_lag_seconds',
  'parking_device_links_online',
  'parking_ocpp_messages_total',
  'parking_ocpp_handling_duration_seconds',
  'parking_sse_clients',
];

/**
 * After the stories, while the e2e server still runs: its /metrics (with the token the config gives it) shows every
 * family, and the stories' requests were counted under their operations' names. A server reused from a developer's shell
 * (not started with the token) is skipped.
 */
export default async function globalTeardown(): Promise<void> {
  const response = await fetch(`http://127.0.0.1:${e2ePort}/metrics`, {
    headers: { authorization: `Bearer ${E2E_METRICS_TOKEN}` },
  }).catch(() => undefined);
  if (!response || response.status === 404) {
    console.warn('metrics: the e2e server has no /metrics with the suite’s token (a reused server?); not checked');
    return;
  }
  const text = await response.text();
  if (response.status !== 200) throw new Error(`metrics: /metrics answered ${response.status}: ${text.slice(0, 200)}`);
  const missing = FAMILIES.filter((family) => !text.includes(`# TYPE ${family} `));
  // An operation's requests are counted under its descriptor name (`PaymentOps.payCharges`).
  const counted = new Map<string, number>();
  for (const line of text.split('\n').filter((l) => l.startsWith('parking_http_requests_total{'))) {
    const operation = /operation="([^"]*)"/.exec(line)?.[1] ?? '';
    counted.set(operation, (counted.get(operation) ?? 0) + Number(line.slice(line.lastIndexOf(' ') + 1)));
  }
  const byName = [...counted].filter(([operation]) => /^[A-Z]\w*Ops\.\w+$/.test(operation));
  if (missing.length > 0 || byName.length === 0) {
    throw new Error(
      `metrics: families missing: ${missing.join(', ') || 'none'}; operations counted by name: ${byName.length}`,
    );
  }
  const busiest = byName.sort((a, b) => b[1] - a[1]).slice(0, 3);
  console.log(
    `metrics: ${FAMILIES.length} families on /metrics after the stories; ${byName.length} operations counted by name ` +
      `(most: ${busiest.map(([operation, n]) => `${operation} ${n}`).join(', ')})`,
  );
}
