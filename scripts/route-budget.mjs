// The per-route weight budget (docs/decisions/026), as pure functions over Vite's build manifest: what a visit to each
// route downloads before the screen is usable, and whether that is within its budget. scripts/size.mjs feeds it the
// real manifest, route table and file sizes; route-budget.test.mjs feeds it made-up ones.

/**
 * Budgets in bytes of gzip (JS + CSS together): the pages drivers land on from a QR code or a host get less. Set from
 * the weights measured on React 19 (docs/decisions/065: 132–137 KB landing, 150 KB the heaviest other route), a few KB
 * above them, so that growth is a choice made in review.
 */
export const BUDGETS = { landing: 140 * 1024, other: 155 * 1024 };

/** The screens a driver lands on from outside the app: home, the plate entry screen and the scan entry pages. */
export const LANDING_PATHS = ['/home', '/plateSearch', '/scanPayPage', '/scanOverduePay', '/H5Mounth'];

/**
 * The files a visit to each route loads before it is usable: the entry chunk with its static imports, then the
 * route's page chunk with its static imports and those of `everyPage` (modules every page loads with it,
 * app/lazy-page.ts), each chunk with its CSS. Dynamic imports (loaded later, on use) are not counted.
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} manifest
 * @param {{path: string, module: string, with?: string[]}[]} routes `module`: the page's source, as the manifest
 *   keys it; `with`: modules loaded before it (the route table, for a screen outside the first bundle)
 * @param {string[]} [everyPage]
 * @returns {{path: string, module: string, files: string[]}[]}
 */
export function routeLoads(manifest, routes, everyPage = []) {
  const entry = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entry) throw new Error('no entry in the Vite manifest: build the web app first (npm run build)');
  const closure = (keys) => {
    const files = [];
    const seen = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
      if (seen.has(key)) return;
      seen.add(key);
      files.push(chunk.file, ...(chunk.css ?? []));
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return [...new Set(files)];
  };
  return routes.map(({ path, module, with: alsoLoaded = [] }) => ({
    path,
    module,
    files: closure([entry, ...alsoLoaded, module, ...everyPage]),
  }));
}

/**
 * Each route's gzip JS and CSS against its budget. `over`: above the budget; `failed`: above the budget and above
 * the route's allowance too, if it has one (routes that were over budget when the check came in may not grow while
 * they are brought down: scripts/route-budget-allowances.json, which only ever goes down).
 * @param {{path: string, module: string, files: string[]}[]} loads
 * @param {(file: string) => number} gzipSize
 * @param {{budgets?: {landing: number, other: number}, landingPaths?: string[], allowances?: Record<string, number>}} [options]
 */
export function checkBudgets(loads, gzipSize, options = {}) {
  const { budgets = BUDGETS, landingPaths = LANDING_PATHS, allowances = {} } = options;
  return loads.map(({ path, module, files }) => {
    const js = files.filter((f) => f.endsWith('.js')).reduce((n, f) => n + gzipSize(f), 0);
    const css = files.filter((f) => f.endsWith('.css')).reduce((n, f) => n + gzipSize(f), 0);
    const landing = landingPaths.includes(path);
    const budget = landing ? budgets.landing : budgets.other;
    const total = js + css;
    const allowance = allowances[path];
    const over = total > budget;
    const failed = over && !(allowance !== undefined && total <= allowance);
    return { path, module, landing, js, css, total, budget, allowance, over, failed, files: files.length };
  });
}

/** Allowances for the routes now over budget: their weight rounded up to the next KB, plus 1 KB of headroom. */
export function allowancesFor(rows) {
  return Object.fromEntries(rows.filter((r) => r.over).map((r) => [r.path, (Math.ceil(r.total / 1024) + 1) * 1024]));
}

const kb = (bytes) => (bytes / 1024).toFixed(1);

/** The table CI prints: one line per route, heaviest first, over-budget routes marked. */
export function formatTable(rows) {
  const header = ['route', 'kind', 'JS KB', 'CSS KB', 'total KB', 'budget KB', 'files', ''];
  const lines = [...rows]
    .sort((a, b) => b.total - a.total || a.path.localeCompare(b.path))
    .map((r) => [
      r.path,
      r.landing ? 'landing' : 'other',
      kb(r.js),
      kb(r.css),
      kb(r.total),
      kb(r.budget),
      String(r.files),
      !r.over
        ? 'ok'
        : r.failed
          ? `FAIL: over by ${kb(r.total - r.budget)} KB${r.allowance === undefined ? '' : `, allowance ${kb(r.allowance)}`}`
          : `over by ${kb(r.total - r.budget)} KB (allowance ${kb(r.allowance)})`,
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
  const numeric = new Set([2, 3, 4, 5, 6]);
  const row = (cells) =>
    cells
      .map((c, i) => (numeric.has(i) ? c.padStart(widths[i]) : c.padEnd(widths[i])))
      .join('  ')
      .trimEnd();
  return [row(header), row(widths.map((w) => '-'.repeat(w))), ...lines.map(row)].join('\n');
}

/**
 * The source module a route's `page` loader imports, from its source text (`() => import('../features/x/page')`),
 * as the manifest keys it (relative to the web app, with its extension).
 * @param {string} loaderSource String(route.page)
 * @param {string} fromDir the directory of the route table relative to the web app (src/app)
 * @param {(candidate: string) => boolean} exists
 */
export function pageModuleOf(loaderSource, fromDir, exists) {
  const match = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(loaderSource);
  if (!match) throw new Error(`no import() in route loader: ${loaderSource}`);
  const parts = [...fromDir.split('/'), ...match[1].split('/')];
  const resolved = [];
  for (const part of parts) {
    if (part === '..') resolved.pop();
    else if (part !== '.' && part !== '') resolved.push(part);
  }
  const base = resolved.join('/');
  const found = ['', '.tsx', '.ts', '/index.tsx', '/index.ts'].map((ext) => base + ext).find(exists);
  if (!found) throw new Error(`cannot resolve ${match[1]} from ${fromDir}`);
  return found;
}

/**
 * What a cold visit to each route must fetch beyond what index.html already names (the entry and its static imports),
 * so the server can name it too (`<link rel="modulepreload">`, apps/server/src/plugins/route-preloads.ts) and the
 * browser fetches it all at once instead of learning of each file from the one before (entry → group's routes →
 * page → its imports). `group`: the route file of a grouped screen (decision 042); `page`: the page with its static
 * imports and `everyPage`'s, their CSS included; `needLogin`: a signed-out visit gets the login page instead.
 * @param {Record<string, {file: string, isEntry?: boolean, imports?: string[], css?: string[]}>} manifest
 * @param {{path: string, module: string, with?: string[], needLogin?: boolean}[]} routes
 * @param {string[]} [everyPage]
 * @returns {Record<string, {group: string[], page: string[], needLogin: boolean}>}
 */
export function routePreloads(manifest, routes, everyPage = []) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (!entryKey) throw new Error('no entry in the Vite manifest: build the web app first (npm run build)');
  const filesOf = (keys, skip) => {
    const files = [];
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      const chunk = manifest[key];
      if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
      for (const file of [chunk.file, ...(chunk.css ?? [])]) if (!skip.has(file)) files.push(`/${file}`);
      (chunk.imports ?? []).forEach(visit);
    };
    keys.forEach(visit);
    return [...new Set(files)];
  };
  const loaded = new Set(filesOf([entryKey], new Set()).map((f) => f.slice(1)));
  return Object.fromEntries(
    routes.map(({ path, module, with: before = [], needLogin = false }) => {
      const group = filesOf(before, loaded);
      const skip = new Set([...loaded, ...group.map((f) => f.slice(1))]);
      return [path, { group, page: filesOf([module, ...everyPage], skip), needLogin }];
    }),
  );
}

/**
 * The style sheets a route's page applies before it is usable, in the order the app applies them (each chunk's
 * imports' before its own; what every page loads first), without the entry's (index.html links those): what the
 * server's first paint of that screen is drawn with.
 */
export function routeStyles(manifest, module, everyPage = []) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  const seen = new Set();
  const skip = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    (manifest[key]?.imports ?? []).forEach(skip);
  };
  if (entryKey) skip(entryKey);
  const styles = [];
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
    (chunk.imports ?? []).forEach(visit);
    styles.push(...(chunk.css ?? []).map((file) => `/${file}`));
  };
  [...everyPage, module].forEach(visit);
  return styles;
}
