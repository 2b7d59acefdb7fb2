import { describe, expect, it } from 'vitest';
import { ROUTE_GROUPS, SCREEN_PATHS } from './route-groups';
import { appRoutes, firstRoutes, routeGroups } from './routes';

describe('route groups', () => {
  it.each(Object.keys(ROUTE_GROUPS) as (keyof typeof ROUTE_GROUPS)[])(
    'the %s group names exactly the paths of the descriptors of that group, and loads them',
    async (name) => {
      const paths = routeGroups[name].map((route) => route.path);
      expect(ROUTE_GROUPS[name].paths).toEqual(paths);
      expect(routeGroups[name].filter((route) => route.group !== name)).toEqual([]);
      expect((await ROUTE_GROUPS[name].load()).map((route) => route.path)).toEqual(paths);
    },
  );

  it('the first bundle carries the screens of no group', () => {
    expect(firstRoutes.filter((route) => route.group)).toEqual([]);
  });

  it('SCREEN_PATHS is every path of the route table, once', () => {
    expect([...SCREEN_PATHS].sort()).toEqual(appRoutes.map((route) => route.path).sort());
    expect(new Set(SCREEN_PATHS).size).toBe(SCREEN_PATHS.length);
  });
});
