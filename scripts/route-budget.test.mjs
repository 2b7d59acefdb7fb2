import { describe, expect, it } from 'vitest';
import { allowancesFor, checkBudgets, formatTable, pageModuleOf, routeLoads, routePreloads } from './route-budget.mjs';

const KB = 1024;

// A made-up build: an entry with React, two light pages, one page that pulls a heavy form library statically and
// lazy-loads a chart (not counted), and a module every page loads.
const manifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'src/app/antd-global.ts': { file: 'assets/antd-global.js', imports: ['_react.js'] },
  'src/features/home/pages/home-page.tsx': {
    file: 'assets/home.js',
    imports: ['_shared.js'],
    css: ['assets/home.css'],
  },
  'src/features/news/pages/news-page.tsx': { file: 'assets/news.js', imports: ['_shared.js'] },
  'src/features/heavy/pages/heavy-page.tsx': {
    file: 'assets/heavy.js',
    imports: ['_form.js', '_react.js'],
    dynamicImports: ['_chart.js'],
  },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  '_form.js': { file: 'assets/form.js', imports: ['_shared.js'] },
  '_chart.js': { file: 'assets/chart.js' },
};
const sizes = {
  'assets/index.js': 14 * KB,
  'assets/index.css': 1 * KB,
  'assets/react.js': 60 * KB,
  'assets/antd-global.js': 1 * KB,
  'assets/home.js': 5 * KB,
  'assets/home.css': 1 * KB,
  'assets/news.js': 3 * KB,
  'assets/shared.js': 2 * KB,
  'assets/shared.css': 1 * KB,
  'assets/heavy.js': 2 * KB,
  'assets/form.js': 40 * KB,
  'assets/chart.js': 500 * KB,
};
const routes = [
  { path: '/home', module: 'src/features/home/pages/home-page.tsx' },
  { path: '/newsList', module: 'src/features/news/pages/news-page.tsx' },
  { path: '/heavy', module: 'src/features/heavy/pages/heavy-page.tsx' },
];
const everyPage = ['src/app/antd-global.ts'];
// The made-up build's own budgets (the real ones are BUDGETS, set from the app's weights).
const budgets = { landing: 90 * KB, other: 110 * KB };
const rows = (options = {}) =>
  checkBudgets(routeLoads(manifest, routes, everyPage), (file) => sizes[file], {
    budgets,
    landingPaths: ['/home'],
    ...options,
  });
const byPath = (path) => rows().find((r) => r.path === path);

describe('route budget', () => {
  it('counts the entry, the page and what both import statically, each file once, with their CSS', () => {
    const [home] = routeLoads(manifest, routes, everyPage);
    expect(home.files.sort()).toEqual(
      [
        'assets/index.js',
        'assets/index.css',
        'assets/react.js',
        'assets/home.js',
        'assets/home.css',
        'assets/shared.js',
        'assets/shared.css',
        'assets/antd-global.js',
      ].sort(),
    );
    expect(byPath('/home')).toMatchObject({ js: 82 * KB, css: 3 * KB, total: 85 * KB, landing: true, over: false });
  });

  it('does not count what a page loads later (dynamic imports)', () => {
    expect(routeLoads(manifest, routes, everyPage)[2].files).not.toContain('assets/chart.js');
  });

  it('fails a deliberately heavy route and passes the others', () => {
    const heavy = byPath('/heavy');
    expect(heavy).toMatchObject({ landing: false, budget: 110 * KB, over: true, failed: true });
    expect(heavy.total).toBe(14 * KB + 1 * KB + 60 * KB + 1 * KB + 2 * KB + 40 * KB + 2 * KB + 1 * KB);
    expect(
      rows()
        .filter((r) => r.failed)
        .map((r) => r.path),
    ).toEqual(['/heavy']);
    expect(formatTable(rows())).toMatch(/^\/heavy .* FAIL: over by 11\.0 KB$/m);
  });

  it('holds a landing page to the lower budget', () => {
    const tight = checkBudgets(routeLoads(manifest, routes, everyPage), (file) => sizes[file] + 1 * KB, {
      budgets,
      landingPaths: ['/home', '/newsList'],
    });
    expect(tight.find((r) => r.path === '/home')).toMatchObject({ budget: 90 * KB, over: true });
    expect(tight.find((r) => r.path === '/newsList')).toMatchObject({ budget: 90 * KB, over: false });
  });

  it('lets a route over budget pass within its allowance, and fails it when it grows past it', () => {
    const allowances = allowancesFor(rows());
    expect(allowances).toEqual({ '/heavy': 122 * KB });
    expect(rows({ allowances }).find((r) => r.path === '/heavy')).toMatchObject({ over: true, failed: false });
    const grown = checkBudgets(
      routeLoads(manifest, routes, everyPage),
      (f) => sizes[f] + (f === 'assets/form.js' ? 2 * KB : 0),
      {
        budgets,
        landingPaths: ['/home'],
        allowances,
      },
    );
    expect(grown.find((r) => r.path === '/heavy')).toMatchObject({ failed: true });
    expect(formatTable(grown)).toMatch(/FAIL: over by 13\.0 KB, allowance 122\.0$/m);
  });

  it('prints one line per route, heaviest first', () => {
    const table = formatTable(rows()).split('\n');
    expect(table).toHaveLength(2 + routes.length);
    expect(table.slice(2).map((line) => line.split(/\s+/)[0])).toEqual(['/heavy', '/home', '/newsList']);
  });

  it('lists what a cold visit fetches beyond index.html: the group file, then the page with its imports and CSS', () => {
    const grouped = { ...manifest, 'src/app/routes/heavy.ts': { file: 'assets/group.js', imports: ['_shared.js'] } };
    const preloads = routePreloads(
      grouped,
      [...routes.slice(0, 2), { ...routes[2], with: ['src/app/routes/heavy.ts'], needLogin: true }],
      everyPage,
    );
    expect(preloads['/heavy']).toEqual({
      group: ['/assets/group.js', '/assets/shared.js', '/assets/shared.css'],
      page: ['/assets/heavy.js', '/assets/form.js', '/assets/antd-global.js'],
      needLogin: true,
    });
    expect(preloads['/home']).toEqual({
      group: [],
      page: [
        '/assets/home.js',
        '/assets/home.css',
        '/assets/shared.js',
        '/assets/shared.css',
        '/assets/antd-global.js',
      ],
      needLogin: false,
    });
  });

  it('names a page that is not in the build', () => {
    expect(() => routeLoads(manifest, [{ path: '/x', module: 'src/x.tsx' }])).toThrow(/src\/x.tsx/);
  });

  it("finds a route's page module from its loader's source", () => {
    const files = new Set(['src/features/home/pages/home-page.tsx', 'src/features/news/index.ts']);
    const exists = (f) => files.has(f);
    expect(pageModuleOf(`() => import("../features/home/pages/home-page").then(s => s)`, 'src/app', exists)).toBe(
      'src/features/home/pages/home-page.tsx',
    );
    expect(pageModuleOf(`()=>import('../features/news')`, 'src/app', exists)).toBe('src/features/news/index.ts');
    expect(() => pageModuleOf('() => notAnImport()', 'src/app', exists)).toThrow(/no import/);
  });
});
