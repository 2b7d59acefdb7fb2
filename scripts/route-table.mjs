// The web app's routes as the size check and the preload list see them: each route's path, its page's source module
// (as Vite's manifest keys it), the group's route file a grouped screen loads first (decision 042) and whether it is
// behind login. Run with tsx: the route table is TypeScript; only its static imports run, and each page's module is
// read from its loader's source (`() => import('../features/…')`).
import { existsSync } from 'node:fs';
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
  // A loader is written in src/app (first-routes.ts, route-groups.ts) or in a group's file under src/app/routes.
  const moduleOf = (loader) => {
    try {
      return pageModuleOf(String(loader), 'src/app', exists);
    } catch {
      return pageModuleOf(String(loader), 'src/app/routes', exists);
    }
  };
  // A screen of a group loads its group's route file before its page (app/router.tsx, decision 042).
  const groupFileOf = new Map(
    Object.values(ROUTE_GROUPS).flatMap((group) => group.paths.map((path) => [path, moduleOf(group.load)])),
  );
  return appRoutes.map((route) => ({
    path: route.path,
    module: moduleOf(route.page),
    ...(groupFileOf.has(route.path) ? { with: [groupFileOf.get(route.path)] } : {}),
    needLogin: Boolean(route.meta.needLogin),
  }));
}
