// The last step of the web build (`npm run build -w apps/web`): writes dist/route-preloads.json, each route's files
// beyond what index.html names (its group's route file, its page and their imports and CSS) and whether it is behind
// login, from the build's manifest. The server names them in the index.html it answers for that path
// (apps/server/src/plugins/route-preloads.ts), so a cold deep link fetches them all at once (docs/performance.md);
// with them the screen's first calls (apps/web/src/app/first-calls.ts, decision 051), which that script sends too.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { routePreloads, routeStyles } from './route-budget.mjs';
import { EVERY_PAGE, WEB_DIR, webRoutes } from './route-table.mjs';

const dist = join(WEB_DIR, 'dist');
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
const { firstCallSpecs } = await import('../apps/web/src/app/first-calls.ts');
const webRoutesList = await webRoutes();
const routes = routePreloads(manifest, webRoutesList, EVERY_PAGE);
for (const [path, route] of Object.entries(routes)) {
  const calls = firstCallSpecs(path);
  if (calls) route.calls = calls;
}
writeFileSync(join(dist, 'route-preloads.json'), JSON.stringify(routes));

// The styles of the screens the server paints as their frame (apps/web/src/first-paint/frame-paths.ts), beside the
// landing pages' (vite.config.ts writes those).
const { FRAME_PAINT_PATHS } = await import('../apps/web/src/first-paint/frame-paths.ts');
const stylesFile = join(dist, 'first-paint-styles.json');
const styles = JSON.parse(readFileSync(stylesFile, 'utf8'));
const modules = new Map(webRoutesList.map((route) => [route.path, route.module]));
for (const path of FRAME_PAINT_PATHS) {
  if (!modules.has(path)) throw new Error(`first paint: ${path} is not a route`);
  styles[path] = routeStyles(manifest, modules.get(path), EVERY_PAGE);
}
writeFileSync(stylesFile, JSON.stringify(styles));
console.log(
  `route-preloads.json: ${Object.keys(routes).length} routes, ` +
    `${Object.values(routes).filter((r) => r.calls).length} with first calls; ` +
    `first-paint-styles.json: ${FRAME_PAINT_PATHS.length} frames`,
);
