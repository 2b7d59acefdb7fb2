import type { ServerResponse } from 'node:http';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import { createChargerHealth } from '../charging';
import { createLinkHealth } from '../device-links';
import { createParkActivity } from '../parking';
import type { ParksRepository } from '../parks';
import { createLockHealth } from '../bookings';
import { boardRoutes } from './board.routes';
import { createBoardService, type BoardService } from './board.service';
import { createHealthWatch, type HealthWatch } from './health-watch';

export { BOARD_ROLES } from './board.routes';
export type { BoardService, HealthWatch };

declare module 'fastify' {
  interface FastifyInstance {
    /** The live board's health watch (tests run its round directly; decision 085). */
    boardHealth: HealthWatch;
  }
}

/**
 * The operators' live board (issue 39, decision 085): each park's spaces, traffic, revenue, devices and alarms, and a
 * push stream (SSE over the outbox, plus this node's health watch) telling the console which park to read again.
 */
export function createBoardModule(
  deps: Pick<ModuleDeps, 'db' | 'clock' | 'events' | 'log'>,
  uses: { parks: ModuleOf<{ parks: Pick<ParksRepository, 'parksOfDealer' | 'devicesOfDealer'> }> },
): ServerModule<{ board: BoardService; health: HealthWatch }> {
  const { db } = deps;
  // Each park read through its owners' ports (decision 085).
  const board = createBoardService({
    parks: uses.parks.services.parks,
    activity: createParkActivity(db),
    locks: createLockHealth(db),
    chargers: createChargerHealth(db),
    links: createLinkHealth(db),
    clock: deps.clock,
  });
  const health = createHealthWatch(board, deps.log);
  const open = new Set<ServerResponse>();
  return {
    services: { board, health },
    routes: { operator: [mount(boardRoutes, { board, health, events: deps.events, open })] },
    install: (app) => void app.decorate('boardHealth', health),
    // Open streams would keep the server from closing.
    stop: async () => {
      health.stop();
      for (const res of open) res.end();
    },
  };
}
