// Every route of the web app's table must be rendered by a test: a page test through the test helper
// (apps/web/src/test/render-app.tsx) or a screen an end-to-end test showed (e2e/support/test.ts). With
// ROUTE_COVERAGE_DIR set, both write the paths they rendered there, one per line with the test file after a tab
// (page-tests-*.txt, e2e-*.txt); this check reads them after the suites ran (scripts/test-all.sh), lists the routes no
// test rendered and fails on any.
// Run with tsx: the route table is TypeScript.  Usage: tsx scripts/route-coverage.mjs <dir>
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The paths each kind of test rendered, from the record files in `dir`. */
export function readRecords(dir) {
  const records = { page: new Set(), e2e: new Set() };
  for (const file of readdirSync(dir)) {
    const kind = file.startsWith('page-tests-') ? 'page' : file.startsWith('e2e-') ? 'e2e' : undefined;
    if (!kind || !file.endsWith('.txt')) continue;
    for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
      const [path] = line.split('\t');
      if (path) records[kind].add(path);
    }
  }
  return records;
}

/** The table's routes split by what renders them; `uncovered` is what no test renders. */
export function coverageOf(tablePaths, { page, e2e }) {
  const byPage = tablePaths.filter((path) => page.has(path));
  const byE2eOnly = tablePaths.filter((path) => !page.has(path) && e2e.has(path));
  const uncovered = tablePaths.filter((path) => !page.has(path) && !e2e.has(path));
  return { byPage, byE2eOnly, uncovered };
}

/** What the check prints. */
export function formatCoverage(total, { byPage, byE2eOnly, uncovered }) {
  const lines = [
    `routes: ${total}; rendered by a page test: ${byPage.length}; by an end-to-end test only: ${byE2eOnly.length}` +
      `; by no test: ${uncovered.length}`,
  ];
  if (byE2eOnly.length > 0) lines.push(`end-to-end only: ${byE2eOnly.join(' ')}`);
  if (uncovered.length > 0) {
    lines.push('Routes no test renders (add a page test through test/render-app.tsx, or an end-to-end visit):');
    lines.push(...uncovered.map((path) => `  ${path}`));
  }
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) {
    console.error('usage: tsx scripts/route-coverage.mjs <ROUTE_COVERAGE_DIR of a test run>');
    process.exit(2);
  }
  const { appRoutes } = await import('../apps/web/src/app/routes.ts');
  const coverage = coverageOf(
    appRoutes.map((route) => route.path),
    readRecords(dir),
  );
  console.log(formatCoverage(appRoutes.length, coverage));
  process.exit(coverage.uncovered.length > 0 ? 1 : 0);
}
