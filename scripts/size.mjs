// `npm run size` (a step of `npm test`): the gzip JavaScript and CSS each route of the app loads before it is usable,
// from the web build's manifest (apps/web/dist/.vite/manifest.json), one table for every route of the route table
// (apps/web/src/app/routes.ts), failing when a route is over its budget: 140 KB for the landing pages, 155 KB for
// the others (scripts/route-budget.mjs, docs/decisions/026 and 065). A route that was over budget when the check came
// in has an allowance (scripts/route-budget-allowances.json) it may not grow past; `npm run size -- --lower-allowances`
// lowers them to today's weights after a cut (never raises one); `-- --set-allowances` records a deliberate increase
// (the JSON's diff shows it in review). Run with tsx: the route table is TypeScript. Build first.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { allowancesFor, checkBudgets, formatTable, routeLoads } from './route-budget.mjs';
import { EVERY_PAGE, webRoutes } from './route-table.mjs';

const web = 'apps/web';
const dist = join(web, 'dist');
const manifestFile = join(dist, '.vite/manifest.json');
if (!existsSync(manifestFile)) throw new Error(`no ${manifestFile}: build the web app first (npm run build)`);
const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));

const routes = await webRoutes();

const sizes = new Map();
const gzipSize = (file) => {
  if (!sizes.has(file)) sizes.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return sizes.get(file);
};
const allowancesFile = 'scripts/route-budget-allowances.json';
const allowances = existsSync(allowancesFile) ? JSON.parse(readFileSync(allowancesFile, 'utf8')) : {};
const rows = checkBudgets(routeLoads(manifest, routes, EVERY_PAGE), gzipSize, { allowances });
if (process.argv.includes('--set-allowances')) {
  // A deliberate increase (or the first baseline): every route over budget gets today's weight; the JSON's diff shows
  // the growth in review.
  writeFileSync(allowancesFile, `${JSON.stringify(allowancesFor(rows), null, 2)}\n`);
  console.log(`wrote ${allowancesFile}`);
} else if (process.argv.includes('--lower-allowances')) {
  // Only routes that have an allowance keep one, never higher than it was; a route now within budget loses its own.
  const now = allowancesFor(rows);
  const lowered = Object.fromEntries(
    Object.entries(now)
      .filter(([path]) => path in allowances)
      .map(([path, bytes]) => [path, Math.min(bytes, allowances[path])]),
  );
  writeFileSync(allowancesFile, `${JSON.stringify(lowered, null, 2)}\n`);
  console.log(`wrote ${allowancesFile}`);
}
console.log(`Weight of each route before it is usable (gzip; budget: JS + CSS)\n\n${formatTable(rows)}`);
const over = rows.filter((r) => r.over);
const failed = rows.filter((r) => r.failed);
console.log(`\n${rows.length - over.length} of ${rows.length} routes within budget; ${over.length} over, on allowance`);
if (failed.length) {
  console.error(`over budget (and allowance): ${failed.map((r) => r.path).join(', ')}`);
  process.exit(1);
}
