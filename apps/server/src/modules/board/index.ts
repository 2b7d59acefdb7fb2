import type { ServerResponse } from 'node:http';
import type { EventBus } from '../../events/bus';
import { mount, type ServerModule } from '../../kernel/module';
import { boardRoutes } from './board.routes';
import { createBoardService, type BoardPorts, type BoardService } from './board.service';
import { createHealthWatch, type HealthWatch } from './health-watch';

export { BOARD_ROLES } from './board.routes';
export type { BoardService, HealthWatch };

/**
 * The operators' live board (issue 39, decision 085): each park's spaces, traffic, revenue, devices and alarms, and a
 * push stream (SSE over the outbox, plus this node's health watch) telling the console which park to read again.
 */
export function createBoardModule(
  deps: BoardPorts & {
    events: Pick<EventBus, 'subscribe'>;
    log: { error(obj: object, msg: string): void };
  },
): ServerModule<{ board: BoardService; health: HealthWatch }> {
  const board = createBoardService(deps);
  const health = createHealthWatch(board, deps.log);
  const open = new Set<ServerResponse>();
  return {
    services: { board, health },
    routes: { operator: [mount(boardRoutes, { board, health, events: deps.events, open })] },
    // Open streams would keep the server from closing.
    stop: async () => {
      health.stop();
      for (const res of open) res.end();
    },
  };
}
