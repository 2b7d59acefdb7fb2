// Decision 096: a screen's path is written once, in its descriptor (apps/web/src/features/*/screens.ts); the first
// bundle's lists are generated from the descriptors, and nothing else writes a route path.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { literalScreenPaths } from './route-literals.mjs';
import { expectedGeneratedFiles, groupPathsModule, screenName, screenPathsModule } from './route-screens.mjs';

const SRC = join(import.meta.dirname, '..', 'apps', 'web', 'src');

describe('screen descriptors', () => {
  it('names a screen after its path', () => {
    expect(screenName('/roadParking/index')).toBe('roadParkingIndex');
    expect(screenName('/H5Mounth')).toBe('h5Mounth');
    expect(screenName('/404')).toBe('page404');
  });

  it('refuses a path described twice', () => {
    const twice = [
      { path: '/a', group: 'g' },
      { path: '/a', group: 'g' },
    ];
    expect(() => screenPathsModule(twice)).toThrow(/two descriptors/);
  });

  it('names each screen’s path, and lists each group’s paths and the grouped embedded screens in a second file', () => {
    const screens = [{ path: '/a' }, { path: '/b/c', group: 'g', embedded: true }];
    const names = screenPathsModule(screens);
    expect(names).toContain("export const bC = '/b/c' as ScreenPath<'bC'>;");
    expect(names).not.toContain('GROUP_PATHS');
    const lists = groupPathsModule(screens);
    expect(lists).toContain("  g: ['/b/c'],");
    expect(lists).toContain("EMBEDDED_GROUP_PATHS: readonly string[] = ['/b/c'];");
  });

  it('has generated lib/screen-paths.gen.ts and app/group-paths.gen.ts from the descriptors as they are (the web build writes them)', async () => {
    for (const [file, text] of await expectedGeneratedFiles()) expect(readFileSync(file, 'utf8'), file).toBe(text);
  }, 60_000);

  it('writes each screen path once in apps/web/src, in its descriptor: no navigation writes a literal path', async () => {
    const { appRoutes } = await import('../apps/web/src/app/routes.ts');
    const found = literalScreenPaths(
      SRC,
      appRoutes.map((route) => route.path),
    );
    const where = (hit) => `${hit.file}:${hit.line} ${hit.text}`;
    // A descriptor file (features/*/screens.ts) or the notices' table its descriptors are made from.
    const outside = found.filter(
      (hit) => !/(^|-|\/)screens\.ts$/.test(hit.file) && hit.file !== 'features/notices/lib/notice-pages.ts',
    );
    expect(outside.map(where)).toEqual([]);
    const seen = new Map();
    for (const hit of found) seen.set(hit.path, [...(seen.get(hit.path) ?? []), where(hit)]);
    expect([...seen.values()].filter((hits) => hits.length > 1)).toEqual([]);
  }, 60_000);
});
