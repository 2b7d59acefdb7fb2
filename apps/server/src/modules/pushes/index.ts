import type { ServerResponse } from 'node:http';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { ModuleDeps } from '../../kernel/deps';
import type { Payments } from '../payments';
import { pushRoutes } from './pushes.routes';

/** Live pushes to the browsers connected to this node (Server-Sent Events over the event bus). */
export function createPushesModule(
  deps: Pick<ModuleDeps, 'events'>,
  uses: { payments: ModuleOf<{ payments: Pick<Payments, 'status'> }> },
): ServerModule<Record<string, never>> {
  const open = new Set<ServerResponse>();
  const { payments } = uses.payments.services;
  return {
    services: {},
    routes: { driver: [mount(pushRoutes, { payments, events: deps.events, open })] },
    // Open streams would keep the server from closing.
    stop: async () => {
      for (const res of open) res.end();
    },
  };
}
