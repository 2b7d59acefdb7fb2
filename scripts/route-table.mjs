// The web app's routes as the size check and the preload list see them: each route's path, its page's source module
// (as Vite's manifest keys it), the group's route file a grouped screen loads first (decision 042) and whether it is
// behind login. Run with tsx: the route table is TypeScript; only its static imports run. The route table is the
// screens' descriptors (features/*/screens.ts, decision 096); each page's module is read from its loader's source
// (`() => import('./pages/…')`), resolved from the descriptor's file.
import { existsSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageModuleOf } from './route-budget.mjs';

/** The web app's directory (apps/web), whatever the working directory. */
export const WEB_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'apps', 'web');

/** What every page loads with its own chunk (app/lazy-page.ts). */
export const EVERY_PAGE = ['src/app/antd-global.ts'];

/** @returns {Promise<{path: string, module: string, with?: string[], needLogin: boolean}[]>} */
export async function webRoutes() {
  const { appRoutes } = await import('../apps/web/src/app/routes.ts');
  const { ROUTE_GROUPS } = await import('../apps/web/src/app/route-groups.ts');
  const exists = (file) => existsSync(join(WEB_DIR, file));
  // A group's loader is written in src/app (route-groups.ts); a page's, in its descriptor's file.
  const moduleOf = (loader, dir = 'src/app') => pageModuleOf(String(loader), dir, exists);
  const dirOf = await descriptorDirs();
  // A screen of a group loads its group's route file before its page (app/router.tsx, decision 042).
  const groupFileOf = new Map(
    Object.values(ROUTE_GROUPS).flatMap((group) => group.paths.map((path) => [path, moduleOf(group.load)])),
  );
  return appRoutes.map((route) => ({
    path: route.path,
    module: moduleOf(route.page, dirOf.get(route)),
    ...(groupFileOf.has(route.path) ? { with: [groupFileOf.get(route.path)] } : {}),
    needLogin: Boolean(route.meta.needLogin),
  }));
}

/** Each descriptor's folder (src/features/<feature>), from the feature files that write descriptors. */
async function descriptorDirs() {
  const dirs = new Map();
  for (const feature of readdirSync(join(WEB_DIR, 'src/features'))) {
    const dir = `src/features/${feature}`;
    for (const file of readdirSync(join(WEB_DIR, dir)).filter((name) => /(^|-)screens\.ts$/.test(name))) {
      // A file exports its descriptors one by one or as a list.
      const descriptors = Object.values(await import(join(WEB_DIR, dir, file))).flat();
      for (const descriptor of descriptors) dirs.set(descriptor, dir);
    }
  }
  return dirs;
}
