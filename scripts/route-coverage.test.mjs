import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { coverageOf, formatCoverage, readRecords } from './route-coverage.mjs';

describe('route coverage', () => {
  it('reads the page tests’ and the end-to-end records apart, ignoring other files', () => {
    const dir = mkdtempSync(join(tmpdir(), 'route-coverage-'));
    writeFileSync(join(dir, 'page-tests-11.txt'), '/home\tsrc/home.test.tsx\n/mine\tsrc/mine.test.tsx\n');
    writeFileSync(join(dir, 'page-tests-12.txt'), '/home\n/wallet\n');
    writeFileSync(join(dir, 'e2e-13.txt'), '/login\te2e/accounts.spec.ts\n/home\te2e/shell.spec.ts\n');
    writeFileSync(join(dir, 'notes.md'), '/collect\n');
    const records = readRecords(dir);
    expect([...records.page].sort()).toEqual(['/home', '/mine', '/wallet']);
    expect([...records.e2e].sort()).toEqual(['/home', '/login']);
  });

  it('lists the routes no test renders, and a path outside the table covers nothing', () => {
    const table = ['/home', '/login', '/mine', '/collect'];
    const coverage = coverageOf(table, { page: new Set(['/home', '/nowhere']), e2e: new Set(['/login', '/home']) });
    expect(coverage).toEqual({ byPage: ['/home'], byE2eOnly: ['/login'], uncovered: ['/mine', '/collect'] });
    expect(formatCoverage(table.length, coverage)).toBe(
      [
        'routes: 4; rendered by a page test: 1; by an end-to-end test only: 1; by no test: 2',
        'end-to-end only: /login',
        'Routes no test renders (add a page test through test/render-app.tsx, or an end-to-end visit):',
        '  /mine',
        '  /collect',
      ].join('\n'),
    );
  });

  it('passes when every route is rendered', () => {
    expect(coverageOf(['/home'], { page: new Set(['/home']), e2e: new Set() }).uncovered).toEqual([]);
  });
});
