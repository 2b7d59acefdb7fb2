/**
 * The server process of `npm run bench:lookup`: builds the app on the database named by BENCH_DATA_DIR (PGlite) or
 * BENCH_DB_URL (PostgreSQL), fills it, listens on BENCH_PORT and prints "ready". Alone in its process, like a
 * production node: the load generator runs elsewhere.
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { IN_MEMORY, loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { fillLookupData } from './lookup-data';

const started = Date.now();
const database = await openDatabase({
  dataDir: process.env.BENCH_DATA_DIR ?? IN_MEMORY,
  databaseUrl: process.env.BENCH_DB_URL,
});
const uploadDir = await mkdtemp(path.join(tmpdir(), 'bench-uploads-'));
const app = await buildApp({
  config: {
    ...loadConfig({ DATA_DIR: IN_MEMORY, DEMO: '1', LOG_LEVEL: 'error' }),
    webDist: path.join(uploadDir, 'none'),
    uploadDir,
  },
  database,
});
await fillLookupData(database, (line) => console.error(`  ${line}`));
console.error(`  filled in ${((Date.now() - started) / 1000).toFixed(0)} s`);
await app.listen({ port: Number(process.env.BENCH_PORT), host: '127.0.0.1' });
console.log('ready');
const stop = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', stop).on('SIGINT', stop);
