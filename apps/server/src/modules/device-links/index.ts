import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import {
  API_BASE,
  AppError,
  DEVICE_LINK_PATH,
  type DeviceAckMessage,
  type DeviceCommandMessage,
} from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ModuleDeps } from '../../kernel/deps';
import { mount, type ModuleOf, type ServerModule } from '../../kernel/module';
import type { NonceStore } from '../../plugins/nonce-store';
import type { Database } from '../../db/client';
import type { EventBus } from '../../events/bus';
import { Topic } from '../../events/outbox';
import { DEVICE_LINKS_ONLINE } from '../../observability/metrics';
import {
  identifyDevice,
  verifyDeviceSignature,
  type AuthenticatedDevice,
  type DeviceAuthDeps,
  type ParksRepository,
} from '../parks';
import { createLinkStore, type LinkStore } from './link-store';

export { createLinkStore, type CommandOutcome, type LinkStore } from './link-store';

/** A lease outlives a dead node by at most this; live nodes renew at a third of it. */
export const DEVICE_LEASE_MS = 15_000;
const PRUNE_EVERY_MS = 60 * 60_000;
const LINK_URL = `${API_BASE}${DEVICE_LINK_PATH}`;
/** Close codes a device sees: taken over by a newer connection (do not reconnect here at once). */
export const LINK_TAKEN_OVER = 4001;

declare module 'fastify' {
  interface FastifyInstance {
    /** Device links: leases and commands (decision 034). */
    deviceLinks: DeviceLinks;
  }
}

/** Devices' sockets held by this node, commands from any node (decision 034); devices sign in as on the device API. */
export function createDeviceLinksModule(
  deps: Pick<ModuleDeps, 'database' | 'events' | 'clock' | 'log' | 'config'>,
  uses: { parks: ModuleOf<{ parks: ParksRepository }>; nonces: NonceStore },
): ServerModule<{ links: DeviceLinks }> {
  const module = createDeviceLinks({
    database: deps.database,
    events: deps.events,
    auth: { parks: uses.parks.services.parks, nonces: uses.nonces, clock: deps.clock },
    log: deps.log,
    pruneJobs: deps.config.pruneJobs,
  });
  return { ...module, install: (app) => void app.decorate('deviceLinks', module.services.links) };
}

/** The leases and commands, and this node's side of them. */
export type DeviceLinks = LinkStore & {
  /** The devices connected to this node. */
  connected(): string[];
  /** The renewal round (runs every third of the lease; tests call it). */
  renewLeases(): Promise<void>;
};

interface Link {
  device: AuthenticatedDevice;
  socket: WebSocket;
  /** Command ids sent on this socket (a reconnect sends the unacknowledged ones again). */
  sent: Set<number>;
}

/**
 * Device links (decision 034): devices keep a signed WebSocket open to one node, which leases them in the database;
 * a command issued on any node (`links.issue`) reaches the holding node through the event bus and goes down the socket.
 */
function createDeviceLinks(deps: {
  database: Pick<Database, 'db' | 'executeSql'>;
  events: Pick<EventBus, 'subscribe'>;
  auth: DeviceAuthDeps;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
  nodeId?: string;
  leaseMs?: number;
  /** Runs the hourly clean-up of old commands (off in tests, which run it themselves). */
  pruneJobs: boolean;
}): ServerModule<{ links: DeviceLinks }> {
  const leaseMs = deps.leaseMs ?? DEVICE_LEASE_MS;
  const store = createLinkStore(deps.database, deps.nodeId ?? randomUUID(), leaseMs);
  const links = new Map<string, Link>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });

  /** Sends what is pending for the device, if its socket is here and this node holds its lease. */
  async function flush(link: Link): Promise<void> {
    for (const command of await store.pending(link.device.id)) {
      if (link.sent.has(command.id) || links.get(link.device.id) !== link) continue;
      link.sent.add(command.id);
      link.socket.send(JSON.stringify({ type: 'command', ...command } satisfies DeviceCommandMessage));
    }
  }
  const flushLogged = (link: Link) =>
    flush(link).catch((error) => deps.log.error({ err: error, device: link.device.id }, 'device command send failed'));

  function onMessage(link: Link, data: unknown): void {
    let message: Partial<DeviceAckMessage>;
    try {
      message = JSON.parse(String(data)) as Partial<DeviceAckMessage>;
    } catch {
      return link.socket.close(1007, 'invalid JSON');
    }
    if (message.type !== 'ack' || !Number.isSafeInteger(message.id)) return link.socket.close(1008, 'unknown message');
    store.ack(link.device.id, message.id!).catch((error) => deps.log.error({ err: error }, 'device ack failed'));
  }

  async function accept(device: AuthenticatedDevice, socket: WebSocket): Promise<void> {
    links.get(device.id)?.socket.close(LINK_TAKEN_OVER, 'reconnected');
    const link: Link = { device, socket, sent: new Set() };
    links.set(device.id, link);
    socket.on('message', (data) => onMessage(link, data));
    socket.on('close', () => {
      if (links.get(device.id) !== link) return;
      links.delete(device.id);
      store.release(device.id).catch((error) => deps.log.error({ err: error }, 'device lease release failed'));
    });
    await store.claim(device.id);
    await flush(link);
  }

  async function upgrade(req: IncomingMessage, socket: Duplex, head: Buffer): Promise<void> {
    // Other paths are another handler's (OCPP chargers, decision 036), which refuses what nobody serves.
    if (new URL(req.url ?? '/', 'http://x').pathname !== LINK_URL) return;
    let device: AuthenticatedDevice;
    try {
      const identified = await identifyDevice(deps.auth, req.headers);
      device = identified.device;
      await verifyDeviceSignature(deps.auth, identified, {
        method: req.method ?? 'GET',
        url: req.url!,
        headers: req.headers,
        body: Buffer.alloc(0),
      });
    } catch (error) {
      const reason = error instanceof AppError ? error.message : 'error';
      if (!(error instanceof AppError)) deps.log.error({ err: error }, 'device link refused');
      socket.end(`HTTP/1.1 401 Unauthorized\r\ncontent-type: text/plain; charset=utf-8\r\n\r\n${reason}`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      accept(device, ws).catch((error) => {
        deps.log.error({ err: error, device: device.id }, 'device link failed');
        ws.close(1011, 'server error');
      });
    });
  }

  /** Extends this node's leases; a lease it no longer holds (a newer connection took it elsewhere) closes the socket. */
  async function renewLeases(): Promise<void> {
    const ids = [...links.keys()];
    const held = await store.renew(ids);
    for (const id of ids) if (!held.has(id)) links.get(id)?.socket.close(LINK_TAKEN_OVER, 'taken over');
  }
  const renewal = setInterval(
    () => void renewLeases().catch((error) => deps.log.error({ err: error }, 'device lease renewal failed')),
    leaseMs / 3,
  );
  renewal.unref();

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.topic !== Topic.DEVICE_COMMAND) return;
    const link = links.get(event.subject);
    if (link) void flushLogged(link);
  });

  async function linkRoutes(app: FastifyInstance): Promise<void> {
    const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => void upgrade(req, socket, head);
    app.server.on('upgrade', onUpgrade);
    app.addHook('onClose', async () => void app.server.off('upgrade', onUpgrade));
  }

  return {
    services: { links: { ...store, connected: () => [...links.keys()], renewLeases } },
    routes: { open: [mount(linkRoutes, {})] },
    jobs: [{ name: 'deviceCommands.prune', intervalMs: deps.pruneJobs ? PRUNE_EVERY_MS : 0, run: store.prune }],
    metrics: [
      {
        ...DEVICE_LINKS_ONLINE,
        read: async () => {
          const rows = (
            await deps.database.executeSql(
              `select d.kind, count(*)::int as n from device_leases l join devices d on d.id = l.device_id
               where l.expires_at > now() group by d.kind`,
            )
          ).rows as { kind: string; n: number }[];
          return ['gate', 'handheld'].map((kind) => ({
            labels: { kind },
            value: rows.find((r) => r.kind === kind)?.n ?? 0,
          }));
        },
      },
    ],
    stop: async () => {
      clearInterval(renewal);
      unsubscribe();
      const closing = [...links.values()];
      links.clear();
      for (const link of closing) link.socket.close(1001, 'server stopping');
      await Promise.all(closing.map((link) => store.release(link.device.id)));
    },
  };
}
export { createLinkHealth, type LinkHealth } from './link-health';
