import { BasicRoutes } from '@parking/contracts';
import { vi } from 'vitest';
import { aMenuConfig } from './builders';
import { at, fakeServer, ok, type Reply } from './fake-server';

/** Stubs fetch with a server that knows the dealer's app info and menu, plus the given routes (which win). */
export function serveApp(routes: Record<string, Reply> = {}) {
  const server = fakeServer({
    [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
    [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
    ...routes,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}
