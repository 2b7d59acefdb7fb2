import { describe, expect, it } from 'vitest';
import { selectRouteSet } from './embedded-routes';
import { MENU_CONFIG_SKIPPED_PATHS } from './guard';
import { appRoutes, type AppRoute } from './routes';
import { OWN_ROUTE_PATHS, SPEC_ROUTE_PATHS } from '../test/spec-routes';

const EMBEDDED_PATHS = appRoutes.filter((route) => route.embedded).map((route) => route.path);

/** A route as its descriptor would say it: embedded when the real screen is. */
const page = (path: string, tabBar = false): AppRoute => ({
  path,
  page: async () => ({ default: () => null }),
  meta: { tabBar },
  embedded: EMBEDDED_PATHS.includes(path),
});

describe('route lists', () => {
  it('only name routes of the spec, and the few of our own for screens whose route it does not name', () => {
    const named = [...appRoutes.map((r) => r.path), ...EMBEDDED_PATHS, ...MENU_CONFIG_SKIPPED_PATHS];
    const known = [...SPEC_ROUTE_PATHS, ...OWN_ROUTE_PATHS];
    expect(named.filter((path) => !known.includes(path))).toEqual([]);
    expect(OWN_ROUTE_PATHS.filter((path) => SPEC_ROUTE_PATHS.includes(path))).toEqual([]);
  });

  it('show the tab bar on the three tabs only', () => {
    expect(appRoutes.filter((r) => r.meta.tabBar).map((r) => r.path)).toEqual(['/home', '/map', '/mine']);
    expect(appRoutes.at(-1)?.path).toBe('/404');
    expect(appRoutes.map((r) => r.path)).toEqual(
      expect.arrayContaining(['/parkingPayPage', '/payPage', '/multiPayPage', '/payResultPage', '/BarrierRslt']),
    );
    expect(appRoutes.find((r) => r.path === '/map')?.meta.keepAlive).toBe(true);
  });
});

describe('selectRouteSet', () => {
  it('keeps every route and starts at /home in the full app', () => {
    const set = selectRouteSet(appRoutes, false);
    expect(set.routes).toEqual(appRoutes);
    expect(set.startPath).toBe('/home');
  });

  it('keeps only the embedded routes, without the tab bar, in embedded mode', () => {
    const set = selectRouteSet(appRoutes, true);
    expect(set.routes.map((r) => r.path).sort()).toEqual(
      [
        '/map',
        '/parkingPayPage',
        '/payPage',
        '/multiPayPage',
        '/scanPayPage',
        '/scanOverduePay',
        '/arrearsPage',
        '/payResultPage',
        '/paySuccess',
        '/BarrierRslt',
        '/thirdpay',
        '/thirdpaySuccess',
        '/thirdpayFail',
        '/notice1',
        '/notice2',
        '/privacyPolicyHistory',
        '/plateSearch',
        '/404',
      ].sort(),
    );
    expect(set.routes.every((r) => !r.meta.tabBar)).toBe(true);
    expect(set.startPath).toBe('/plateSearch');
  });

  it('starts embedded mode at the plate entry screen once that page exists', () => {
    const set = selectRouteSet([page('/home', true), page('/map', true), page('/plateSearch'), page('/mine')], true);
    expect(set.startPath).toBe('/plateSearch');
    expect(set.routes.map((r) => r.path)).toEqual(['/map', '/plateSearch']);
  });

  it('has no account, wallet or tab pages in the embedded list', () => {
    for (const path of ['/home', '/mine', '/login', '/loginIndex', '/wallet', '/userInfo', '/carManage', '/addCar']) {
      expect(EMBEDDED_PATHS).not.toContain(path);
    }
  });
});
