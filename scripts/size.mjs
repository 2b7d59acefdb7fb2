// Bundle budget: gzip size of the JS and CSS a driver downloads to see the landing page (`/` → `/home`):
// the entry chunk with its static imports and CSS, plus the lazily loaded chunks of the landing route.
// Reads Vite's manifest (apps/web/dist/.vite/manifest.json). Fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'apps/web/dist';
const budgets = {
  js: Number(process.env.SIZE_BUDGET_JS_KB ?? 130) * 1024,
  css: Number(process.env.SIZE_BUDGET_CSS_KB ?? 15) * 1024,
};
/** Source modules whose chunks the landing route loads right after the entry. */
const landingModules = (process.env.SIZE_LANDING ?? 'src/features/home/pages/home-page.tsx').split(',');

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const files = new Set();
const visit = (key) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const css of chunk.css ?? []) files.add(css);
  for (const dep of chunk.imports ?? []) visit(dep);
};
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry in the Vite manifest: build the web app first (npm run build)');
visit(entry);
for (const mod of landingModules) {
  if (!manifest[mod]) throw new Error(`landing module ${mod} is not in the manifest (set SIZE_LANDING)`);
  visit(mod);
}

const totals = { js: 0, css: 0 };
const rows = [];
for (const file of files) {
  const kind = file.endsWith('.css') ? 'css' : 'js';
  const gz = gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;
  totals[kind] += gz;
  rows.push([file, kind, gz]);
}
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
for (const [file, kind, gz] of rows.sort((a, b) => b[2] - a[2]))
  console.log(`  ${kind.padEnd(3)} ${kb(gz).padStart(9)}  ${file}`);
console.log(
  `initial load (gzip): JS ${kb(totals.js)} (budget ${kb(budgets.js)}), CSS ${kb(totals.css)} (budget ${kb(budgets.css)})`,
);
const over = ['js', 'css'].filter((k) => totals[k] > budgets[k]);
if (over.length) {
  console.error(`over budget: ${over.join(', ')}`);
  process.exit(1);
}
