// Bundle budget: gzip size of the JS and CSS a driver downloads to see a landing page: the entry chunk with its static
// imports and CSS, plus the lazily loaded chunks of that page. Landing pages: home (`/` → `/home`) and the plate entry
// screen (`/plateSearch`, where embedded hosts and parking QR codes start). Each is measured on its own.
// Reads Vite's manifest (apps/web/dist/.vite/manifest.json). Fails when a budget is exceeded.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

const dist = 'apps/web/dist';
const budgets = {
  js: Number(process.env.SIZE_BUDGET_JS_KB ?? 130) * 1024,
  css: Number(process.env.SIZE_BUDGET_CSS_KB ?? 15) * 1024,
};
/** Source modules of the landing pages, each loaded right after the entry. */
const landingModules = (
  process.env.SIZE_LANDING ?? 'src/features/home/pages/home-page.tsx,src/features/vehicles/pages/plate-search-page.tsx'
).split(',');

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const entry = Object.keys(manifest).find((k) => manifest[k].isEntry);
if (!entry) throw new Error('no entry in the Vite manifest: build the web app first (npm run build)');

/** The files a visit to this landing module downloads first: the entry's and the page's, with their imports. */
function initialFiles(landing) {
  if (!manifest[landing]) throw new Error(`landing module ${landing} is not in the manifest (set SIZE_LANDING)`);
  const files = new Set();
  const visit = (key) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit(entry);
  visit(landing);
  return files;
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const gzipped = new Map();
const gz = (file) => {
  if (!gzipped.has(file)) gzipped.set(file, gzipSync(readFileSync(join(dist, file)), { level: 9 }).length);
  return gzipped.get(file);
};
let failed = false;
for (const landing of landingModules) {
  const totals = { js: 0, css: 0 };
  const rows = [...initialFiles(landing)].map((file) => [file, file.endsWith('.css') ? 'css' : 'js', gz(file)]);
  for (const [, kind, size] of rows) totals[kind] += size;
  console.log(`\n${landing}`);
  for (const [file, kind, size] of rows.sort((a, b) => b[2] - a[2]))
    console.log(`  ${kind.padEnd(3)} ${kb(size).padStart(9)}  ${file}`);
  console.log(
    `initial load (gzip): JS ${kb(totals.js)} (budget ${kb(budgets.js)}), CSS ${kb(totals.css)} (budget ${kb(budgets.css)})`,
  );
  const over = ['js', 'css'].filter((k) => totals[k] > budgets[k]);
  if (over.length) {
    console.error(`over budget: ${over.join(', ')} (${landing})`);
    failed = true;
  }
}
if (failed) process.exit(1);
