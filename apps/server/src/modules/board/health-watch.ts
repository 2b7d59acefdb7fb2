import type { OutboxEvent } from '../../events/outbox';
import { healthSignature } from './board.domain';
import { BOARD_HEALTH_TOPIC, type BoardService } from './board.service';

/** How often a node with open board streams looks at its parks' devices and alarms. */
export const HEALTH_WATCH_MS = 30_000;

/**
 * Devices going quiet and lock or charger faults leave no outbox event (a device that stops talking writes nothing).
 * While board streams are open on this node, it reads the boards of their dealers every HEALTH_WATCH_MS and tells
 * the streams of each park whose offline devices or alarms changed since the last round (decision 085). Each node
 * watches for its own streams, reading the shared database, so this works across nodes like the outbox does.
 */
export function createHealthWatch(
  board: Pick<BoardService, 'boardOfDealer'>,
  log: { error(obj: object, msg: string): void },
  intervalMs = HEALTH_WATCH_MS,
) {
  const listeners = new Map<string, Set<(event: OutboxEvent) => void>>();
  const last = new Map<string, string>();
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> | undefined;

  async function check(): Promise<void> {
    for (const [dealerId, those] of listeners) {
      for (const park of (await board.boardOfDealer(dealerId)).parks) {
        const signature = healthSignature(park);
        const before = last.get(park.parkId);
        last.set(park.parkId, signature);
        if (before === undefined || before === signature) continue;
        const event = { id: 0, topic: BOARD_HEALTH_TOPIC, dealerId, subject: park.parkId };
        for (const listener of those) listener(event);
      }
    }
  }

  /** One round now (the timer's, and tests'); rounds never overlap. */
  async function round(): Promise<void> {
    running ??= check().finally(() => (running = undefined));
    await running;
  }

  return {
    round,

    /** Calls `listener` when a park of the dealer changes health; returns the unsubscribe. */
    subscribe(dealerId: string, listener: (event: OutboxEvent) => void): () => void {
      const those = listeners.get(dealerId) ?? new Set();
      listeners.set(dealerId, those.add(listener));
      timer ??= setInterval(
        () => void round().catch((error: unknown) => log.error({ err: error }, 'board health round failed')),
        intervalMs,
      ).unref();
      return () => {
        those.delete(listener);
        if (those.size === 0) listeners.delete(dealerId);
        if (listeners.size === 0 && timer) {
          clearInterval(timer);
          timer = undefined;
          last.clear();
        }
      };
    },

    stop(): void {
      clearInterval(timer);
      timer = undefined;
      listeners.clear();
    },
  };
}
export type HealthWatch = ReturnType<typeof createHealthWatch>;
