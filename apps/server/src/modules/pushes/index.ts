import type { ServerResponse } from 'node:http';
import { mount, type ServerModule } from '../../kernel/module';
import type { EventBus } from '../../events/bus';
import type { Payments } from '../payments';
import { pushRoutes } from './pushes.routes';

/** Live pushes to the browsers connected to this node (Server-Sent Events over the event bus). */
export function createPushesModule(deps: {
  payments: Pick<Payments, 'status'>;
  events: Pick<EventBus, 'subscribe'>;
}): ServerModule<Record<string, never>> {
  const open = new Set<ServerResponse>();
  return {
    services: {},
    routes: { driver: [mount(pushRoutes, { ...deps, open })] },
    // Open streams would keep the server from closing.
    stop: async () => {
      for (const res of open) res.end();
    },
  };
}
