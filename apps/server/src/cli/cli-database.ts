import { loadConfig, type Config } from '../config';
import { openDatabase, type Database } from '../db/client';

/**
 * Opens the configured database for a command-line tool (DATABASE_URL, else PGlite in DATA_DIR). PGlite allows one
 * process per data directory: stop the server first, or point the tool at the server's PostgreSQL.
 */
export async function withDatabase<T>(run: (database: Database, config: Config) => Promise<T>): Promise<T> {
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    return await run(database, config);
  } finally {
    await database.close();
  }
}
