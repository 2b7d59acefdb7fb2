/** The port of the e2e server (E2E_PORT); the short-token server listens on the next one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4817);

/** The access-token lifetime of the second e2e server. */
export const SHORT_ACCESS_TOKEN_SECONDS = 5;

/** The second e2e server: the same app, with access tokens that expire within a test. */
export const shortTokenBaseURL = `http://127.0.0.1:${e2ePort + 1}`;

/** The bearer token of the e2e server's /metrics (issue 43): the suite's teardown reads what the stories made it count. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789';
