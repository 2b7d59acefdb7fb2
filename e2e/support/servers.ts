/** The port of the e2e server (E2E_PORT); the short-token server listens on the next one. */
export const e2ePort = Number(process.env.E2E_PORT ?? 4817);

/** The access-token lifetime of the second e2e server. */
export const SHORT_ACCESS_TOKEN_SECONDS = 5;

/** The second e2e server: the same app, with access tokens that expire within a test. */
export const shortTokenBaseURL = `http://127.0.0.1:${e2ePort + 1}`;

/** The bearer token of the e2e server's /metrics (issue 43): the suite's teardown reads what the stories made it count. */
export const E2E_METRICS_TOKEN = 'e2e-metrics-token-0123456789';

/**
 * The third e2e server: a database that `npm run setup` made and nothing else (no demo), for the story of a new
 * deployment set up from the console alone (e2e/console-setup.spec.ts). Its data lives in a fresh directory.
 */
export const emptyBaseURL = `http://127.0.0.1:${e2ePort + 2}`;

/** The first admin `npm run setup` creates on the empty server (its password comes from SETUP_ADMIN_PASSWORD). */
export const EMPTY_ADMIN = { username: 'admin', password: 'setup-pass-2026' } as const;
