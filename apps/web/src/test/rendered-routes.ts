import type { createMemoryRouter, RouterState } from 'react-router';
import { expect } from 'vitest';
import { appRoutes, type AppRoute } from '../app/routes';

/** The bits of Node a test needs to write its record (the web project's types are the browser's). */
interface NodeProcess {
  env: Record<string, string | undefined>;
  pid: number;
  getBuiltinModule(id: 'node:fs'): { appendFileSync(file: string, data: string): void };
}

const nodeProcess = (globalThis as { process?: NodeProcess }).process;
/**
 * Where a run records the screens it rendered, a line per route and test file (scripts/route-coverage.mjs reads it);
 * unset, nothing is written.
 */
const recordDir = nodeProcess?.env.ROUTE_COVERAGE_DIR;
/** Real pages only: a test's own stand-in page (`routeOf`) at a real path does not cover that path. */
const realPages = new Set(appRoutes.map((route) => route.page));
const recorded = new Set<string>();

/**
 * Records each route of the app's table whose page the router has rendered: the navigation has settled on it, its
 * code loaded and its loader passed (a login redirect renders the login page, not the guarded one).
 */
export function recordRenderedRoutes(router: ReturnType<typeof createMemoryRouter>, routes: readonly AppRoute[]) {
  if (!recordDir || !nodeProcess) return;
  const routeAt = new Map(routes.map((route) => [route.path, route]));
  const record = (state: RouterState) => {
    if (!state.initialized || state.navigation.state !== 'idle' || state.errors) return;
    const path = state.matches.at(-1)?.route.id;
    const route = path === undefined ? undefined : routeAt.get(path);
    if (!path || !route || !realPages.has(route.page) || recorded.has(path)) return;
    recorded.add(path);
    const line = `${path}\t${expect.getState().testPath ?? ''}\n`;
    nodeProcess.getBuiltinModule('node:fs').appendFileSync(`${recordDir}/page-tests-${nodeProcess.pid}.txt`, line);
  };
  record(router.state);
  router.subscribe(record);
}
