import { readFileSync } from 'node:fs';
import path from 'node:path';
import { mount, type ServerModule } from '../../kernel/module';
import { MIGRATIONS_FOLDER } from '../../db/client';
import type { ModuleDeps } from '../../kernel/deps';
import { healthRoutes } from './health.routes';

/** How many migrations this build has (drizzle's journal). */
const migrationsOfBuild = (): number =>
  (JSON.parse(readFileSync(path.join(MIGRATIONS_FOLDER, 'meta', '_journal.json'), 'utf8')) as { entries: unknown[] })
    .entries.length;

/** HealthOps (health, live, ready); it owns no data and offers no services. */
export function createHealthModule(deps: Pick<ModuleDeps, 'database' | 'queue'>): ServerModule<Record<string, never>> {
  const expected = migrationsOfBuild();
  // drizzle records each applied migration in drizzle.__drizzle_migrations; a newer node may have applied more.
  const migrationsApplied = async () => {
    const { rows } = await deps.database.executeSql('select count(*)::int as n from drizzle.__drizzle_migrations');
    return (rows[0] as { n: number }).n >= expected;
  };
  return {
    services: {},
    routes: {
      open: [
        mount(healthRoutes, {
          ping: deps.database.ping,
          migrationsApplied,
          queueRunning: () => deps.queue.isRunning(),
        }),
      ],
    },
  };
}
