// `npm run db:generate -w apps/server -- --name <name>`: drizzle-kit generate, then the hand-written SQL of
// src/db/custom (triggers drizzle-kit cannot express) appended to the new migration unless an earlier migration
// already carries it. A custom file is recognised by its first line.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, appendFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const migrations = path.join(root, 'src/db/migrations');
const custom = path.join(root, 'src/db/custom');

const before = new Set(readdirSync(migrations).filter((f) => f.endsWith('.sql')));
const run = spawnSync('npx', ['drizzle-kit', 'generate', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);
const created = readdirSync(migrations).filter((f) => f.endsWith('.sql') && !before.has(f));
if (created.length !== 1) process.exit(0); // nothing new (no schema change), nothing to append to

const target = path.join(migrations, created[0]);
const existing = [...before].map((f) => readFileSync(path.join(migrations, f), 'utf8'));
for (const file of readdirSync(custom)
  .filter((f) => f.endsWith('.sql'))
  .sort()) {
  const text = readFileSync(path.join(custom, file), 'utf8');
  const marker = text.split('\n', 1)[0];
  if (existing.some((sql) => sql.includes(marker))) continue;
  appendFileSync(target, `--> statement-breakpoint\n${text}`);
  console.log(`appended src/db/custom/${file} to ${created[0]}`);
}
