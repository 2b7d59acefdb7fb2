import { timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import { randomUUID } from 'node:crypto';
import { API_BASE, DEVICE_LINK_PATH } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { RPCServer, type RPCClient } from 'ocpp-rpc';
import type { EventBus } from '../../events/bus';
import type { Metrics } from '../../observability/metrics';
import { Topic } from '../../events/outbox';
import { OCPP_PATH, hashChargerPassword } from './chargers.service';
import { answerChargerMessages, type Timed } from './ocpp-handlers';
import type { ChargingOrdersRepository } from './charging-orders.repository';
import type { ChargingOrdersService } from './charging-orders.service';
import type { ChargerCommands } from './charger-commands.service';
import type { TagStarts } from './tag-starts';

/** A charger's lease outlives a dead node by at most this; live nodes renew at a third of it (as decision 034). */
export const CHARGER_LEASE_MS = 15_000;

/** Handling times of the last messages (ms), for `npm run bench:ocpp`. */
export interface OcppStats {
  messages: number;
  byMethod: Record<string, number>;
  durations: number[];
  remoteStartMs: number[];
}

interface Held {
  client: RPCClient;
  stationId: string;
  /** Commands to this charger go one after another (one outstanding CALL per charger). */
  dispatching: Promise<void>;
}

type Log = {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
  info(obj: object, msg: string): void;
};

/**
 * The OCPP 1.6J central system (decision 036) on ocpp-rpc: chargers connect to `<OCPP_PATH>/<chargePointId>` with
 * HTTP Basic auth (security profile 1; profile 2 is the same behind TLS), every frame checked against the OCPP 1.6
 * schemas (strict mode: an invalid frame gets a CALLERROR, the socket stays). The node holding a charger's socket
 * leases it on the charger's row; a command (remote start or stop) issued on any node reaches it through the outbox.
 */
export function createCentralSystem(deps: {
  repo: ChargingOrdersRepository;
  chargingOrders: ChargingOrdersService;
  events: Pick<EventBus, 'subscribe'>;
  log: Log;
  /** Cards and VINs presented as idTags (decision 045): asked when no app order carries the tag. */
  tags?: Pick<TagStarts, 'authorize' | 'startTransaction'>;
  /** Operator commands owed to the charger, sent on its chain after the orders' (decision 045). */
  commands?: Pick<ChargerCommands, 'dispatch'>;
  nodeId?: string;
  leaseMs?: number;
  callTimeoutMs?: number;
  metrics?: Pick<Metrics, 'ocppMessage'>;
}) {
  const { repo, chargingOrders } = deps;
  const ocpp = chargingOrders.ocpp;
  const nodeId = deps.nodeId ?? randomUUID();
  const leaseMs = deps.leaseMs ?? CHARGER_LEASE_MS;
  const held = new Map<string, Held>();
  const stats: OcppStats = { messages: 0, byMethod: {}, durations: [], remoteStartMs: [] };
  const rpc = new RPCServer({
    protocols: ['ocpp1.6'],
    strictMode: true,
    callTimeoutMs: deps.callTimeoutMs ?? 10_000,
    pingIntervalMs: 60_000,
    deferPingsOnActivity: true,
    respondWithDetailedErrors: false,
  });

  rpc.auth((accept, reject, handshake) => {
    void (async () => {
      const charger = await repo.charger(handshake.identity).catch(() => undefined);
      const given = handshake.password ? hashChargerPassword(handshake.password.toString('utf8')) : '';
      const ok =
        !!charger &&
        given.length === charger.passwordHash.length &&
        timingSafeEqual(Buffer.from(given), Buffer.from(charger.passwordHash));
      if (!ok) return reject(401, 'Unauthorized');
      accept({ chargerId: charger.id });
    })().catch((error) => {
      deps.log.error({ err: error }, 'ocpp auth failed');
      reject(500, 'Error');
    });
  });

  /** Times a handler and keeps the figure (a ring of the last 20,000). */
  const timed: Timed = <P, R>(method: string, fn: (params: P) => Promise<R>) => {
    return async ({ params }: { params?: Record<string, unknown> }) => {
      const started = performance.now();
      let outcome: 'ok' | 'error' = 'error';
      try {
        const answer = (await fn(params as P)) as Record<string, unknown>;
        outcome = 'ok';
        return answer;
      } finally {
        const ms = performance.now() - started;
        stats.messages += 1;
        stats.byMethod[method] = (stats.byMethod[method] ?? 0) + 1;
        if (stats.durations.length >= 20_000) stats.durations.shift();
        stats.durations.push(ms);
        deps.metrics?.ocppMessage(method, outcome, ms / 1000);
      }
    };
  };

  async function dispatch(chargerId: string): Promise<void> {
    const h = held.get(chargerId);
    if (!h) return;
    for (const order of await ocpp.pendingCommands(chargerId)) {
      if (held.get(chargerId) !== h) return;
      if (order.state === 'starting') {
        if (!(await ocpp.markSent(order.orderNo, 'start'))) continue;
        const t0 = performance.now();
        let accepted = false;
        try {
          const answer = (await h.client.call('RemoteStartTransaction', {
            connectorId: order.connectorId,
            idTag: order.idTag,
          })) as { status: string };
          accepted = answer.status === 'Accepted';
        } catch (error) {
          deps.log.warn({ err: error, chargerId, orderNo: order.orderNo }, 'RemoteStartTransaction failed');
        }
        stats.remoteStartMs.push(performance.now() - t0);
        await ocpp.remoteStartAnswered(order.orderNo, accepted);
      } else {
        if (!(await ocpp.markSent(order.orderNo, 'stop'))) continue;
        try {
          const answer = (await h.client.call('RemoteStopTransaction', {
            transactionId: order.transactionId,
          })) as { status: string };
          if (answer.status !== 'Accepted') await ocpp.unmarkStop(order.orderNo);
        } catch (error) {
          deps.log.warn({ err: error, chargerId, orderNo: order.orderNo }, 'RemoteStopTransaction failed');
          await ocpp.unmarkStop(order.orderNo); // the sweep wakes it again
        }
      }
    }
    await deps.commands?.dispatch(chargerId, h.client, () => held.get(chargerId) === h);
  }
  const wake = (chargerId: string) => {
    const h = held.get(chargerId);
    if (!h) return;
    h.dispatching = h.dispatching
      .then(() => dispatch(chargerId))
      .catch((error) => deps.log.error({ err: error, chargerId }, 'charger command dispatch failed'));
  };

  rpc.on('client', (client: RPCClient) => {
    const chargerId = (client as unknown as { session: { chargerId: string } }).session.chargerId;
    held
      .get(chargerId)
      ?.client.close({ code: 4001, reason: 'reconnected' })
      .catch(() => {});
    const h: Held = { client, stationId: '', dispatching: Promise.resolve() };
    held.set(chargerId, h);

    answerChargerMessages(client, chargerId, { repo, ocpp, tags: deps.tags, timed, seen: (id) => seen.add(id) });

    client.on('close', () => {
      if (held.get(chargerId) !== h) return;
      held.delete(chargerId);
      void repo
        .release(chargerId, nodeId)
        .then((stationId) => (stationId ? ocpp.recount(stationId) : undefined))
        .catch((error) => deps.log.error({ err: error, chargerId }, 'charger lease release failed'));
    });

    void repo
      .claim(chargerId, nodeId, leaseMs)
      .then(async (stationId) => {
        h.stationId = stationId;
        await ocpp.recount(stationId);
        wake(chargerId);
      })
      .catch((error) => deps.log.error({ err: error, chargerId }, 'charger lease claim failed'));
  });

  const unsubscribe = deps.events.subscribe((event) => {
    if (event.topic === Topic.CHARGING_COMMAND) wake(event.subject);
  });

  /**
   * Chargers that sent a Heartbeat since the last renewal: their last-seen time is written with the renewal, one
   * statement every leaseMs / 3 for all of them, not one per Heartbeat (it only feeds the operators' list; whether a
   * charger is online is its lease).
   */
  const seen = new Set<string>();

  /**
   * Extends this node's leases and writes who was seen; a charger whose lease another node took (it reconnected
   * there) is closed here.
   */
  async function renewLeases(): Promise<void> {
    const ids = [...held.keys()];
    const seenNow = [...seen];
    seen.clear();
    const kept = await repo.renew(ids, nodeId, leaseMs, seenNow);
    for (const id of ids) if (!kept.has(id)) void held.get(id)?.client.close({ code: 4001, reason: 'taken over' });
  }
  const renewal = setInterval(
    () => void renewLeases().catch((error) => deps.log.error({ err: error }, 'charger lease renewal failed')),
    leaseMs / 3,
  );
  renewal.unref();

  const linkUrl = `${API_BASE}${DEVICE_LINK_PATH}`;
  async function ocppRoutes(app: FastifyInstance): Promise<void> {
    const onUpgrade = (req: IncomingMessage, socket: Socket, head: Buffer) => {
      const path = new URL(req.url ?? '/', 'http://x').pathname;
      if (path.startsWith(`${OCPP_PATH}/`)) return void rpc.handleUpgrade(req, socket, head);
      // Device links answer their own path; nothing else upgrades.
      if (path !== linkUrl) socket.destroy();
    };
    app.server.on('upgrade', onUpgrade);
    app.addHook('onClose', async () => void app.server.off('upgrade', onUpgrade));
  }

  return {
    nodeId,
    stats,
    /** MeterValues batches written (group commit) and the readings they held. */
    meterBatches: ocpp.meterBatches,
    routes: ocppRoutes,
    connected: () => [...held.keys()],
    renewLeases,
    async stop() {
      clearInterval(renewal);
      unsubscribe();
      const ids = [...held.keys()];
      held.clear();
      await rpc.close({ code: 1001, reason: 'server stopping', awaitPending: false, force: true }).catch(() => {});
      await Promise.all(ids.map((id) => repo.release(id, nodeId).catch(() => undefined)));
    },
  };
}
export type CentralSystem = ReturnType<typeof createCentralSystem>;
