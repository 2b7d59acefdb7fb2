import { startThrowawayPostgres, type ThrowawayPostgresOptions } from './throwaway-postgres';

export interface PostgresForThisProcess {
  /** Superuser (admin) connection URL: create a database per test file, node or benchmark on it. */
  url: string;
  /** True when this process started the cluster (and `stop` ends it); false when the URL came from the environment. */
  throwaway: boolean;
  /** Milliseconds the cluster took to start (0 for a given URL). */
  startMs: number;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL for this process: the server at the first of `envVars` that is set (default TEST_DATABASE_URL), or
 * else a throwaway cluster started now and gone when `stop` is called or the process ends.
 */
export async function postgresForThisProcess(
  envVars: string[] = ['TEST_DATABASE_URL'],
  options?: ThrowawayPostgresOptions,
): Promise<PostgresForThisProcess> {
  const given = envVars.map((name) => process.env[name]).find(Boolean);
  if (given) return { url: given, throwaway: false, startMs: 0, stop: async () => {} };
  const cluster = await startThrowawayPostgres(options);
  return { url: cluster.url, throwaway: true, startMs: cluster.startMs, stop: cluster.stop };
}
