import mqtt, { type MqttClient } from 'mqtt';
import { eq, sql } from 'drizzle-orm';
import {
  LOCK_TOPIC_ROOT,
  lockTopic,
  type LockAckMessage,
  type LockCommandMessage,
  type LockGatewayStatusMessage,
  type LockStateMessage,
} from '@parking/contracts';
import type { Db } from '../../db/client';
import { lockGateways } from '../../db/schema/bookings';
import type { EventBus } from '../../events/bus';
import { createLocksRepository, LOCK_COMMAND_TOPIC, type LockCommandRow, type LockRow } from './locks.repository';

export interface LockTimings {
  /** An attempt not acknowledged by then is sent again (or the command ends). */
  ackTimeoutMs: number;
  /** Attempts before a command ends on what the lock reports. */
  maxAttempts: number;
  /** How often the holder looks at deadlines and auto-raises. */
  tickMs: number;
  /** A lock whose car left this long ago raises itself (0: never). */
  autoRaiseMs: number;
  /** A gateway lease outlives a dead node by at most this. */
  leaseMs: number;
}
export const DEFAULT_LOCK_TIMINGS: LockTimings = {
  ackTimeoutMs: 3_000,
  maxAttempts: 3,
  tickMs: 250,
  autoRaiseMs: 60_000,
  leaseMs: 15_000,
};

/** What the rest of the module hears from the gateways (the guarantee listens). */
export interface LockListener {
  commandEnded?(command: LockCommandRow): Promise<void>;
  reported?(lock: LockRow): Promise<void>;
}

const parse = <T>(payload: Buffer): T | undefined => {
  try {
    return JSON.parse(payload.toString()) as T;
  } catch {
    return undefined;
  }
};

/**
 * This node's side of the lock gateways (decision 038): it leases the gateways nobody holds, and for those only it
 * sends the queued commands over MQTT, drives each command's state machine (resend on timeout, end on an ACK — a
 * stale one ignored — or, after the last attempt, on the lock's reported state), stores the locks' reports, lowers an
 * obstructed lock and raises one whose car left. Commands are queued on any node (locks.repository `issue`).
 */
export function createLockGateways(deps: {
  db: Db;
  events: Pick<EventBus, 'subscribe'>;
  mqttUrl: string;
  /** The server's own broker sign-in (user `parking:server`, allowed every topic). */
  credentials?: { username: string; password: string };
  nodeId: string;
  timings?: Partial<LockTimings>;
  now?: () => Date;
  log: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}) {
  const t = { ...DEFAULT_LOCK_TIMINGS, ...deps.timings };
  const now = deps.now ?? (() => new Date());
  const repo = createLocksRepository(deps.db);
  const listeners: LockListener[] = [];
  let held = new Set<string>();
  let client: MqttClient | undefined;
  let stopped = false;
  let ticking: Promise<void> | undefined;
  let again = false;

  const logged = (what: string) => (error: unknown) => deps.log.error({ err: error }, what);

  async function ended(command: LockCommandRow | undefined): Promise<void> {
    if (!command) return;
    for (const l of listeners) await l.commandEnded?.(command);
  }

  function send(command: LockCommandRow): void {
    const message: LockCommandMessage = { id: command.id, lockId: command.lockId, action: command.action };
    client?.publish(lockTopic(command.gatewayId, 'command'), JSON.stringify(message), { qos: 1 });
  }

  /** One round over the held gateways' commands in flight: send what is queued, resend or end what timed out. */
  async function round(): Promise<void> {
    const gateways = [...held];
    const at = now();
    for (const command of await repo.sendQueued(gateways, new Date(at.getTime() + t.ackTimeoutMs))) send(command);
    for (const command of await repo.timedOut(gateways, at)) {
      if (command.attempts >= t.maxAttempts) {
        await ended(await settleOnReport(command, at));
        continue;
      }
      if (await repo.markSent(command, new Date(at.getTime() + t.ackTimeoutMs))) send(command);
    }
    if (t.autoRaiseMs > 0) {
      for (const lock of await repo.vacantLowered(gateways, new Date(at.getTime() - t.autoRaiseMs))) {
        await repo.clearVacant(lock.id);
        await repo.issue(lock, { action: 'raise' }).catch(() => undefined); // busy: a command of its own is running
      }
    }
  }

  /** Every attempt timed out: the lock's own report decides (it may have moved and lost only its ACKs). */
  async function settleOnReport(command: LockCommandRow, at: Date) {
    const lock = await repo.lock(command.lockId);
    const target = command.action === 'raise' ? 'raised' : 'lowered';
    const reportedSince = lock?.reportedAt && lock.reportedAt >= command.createdAt;
    if (lock && reportedSince && lock.position === target && !lock.fault) {
      return repo.end({ id: command.id }, 'acked', '已按地锁上报状态确认', at);
    }
    return repo.end({ id: command.id }, 'failed', lock?.online ? '地锁无响应' : '网关离线', at);
  }

  /** Runs a round now, or once more after the one running (rounds never overlap on a node). */
  function tick(): void {
    if (stopped) return;
    if (ticking) {
      again = true;
      return;
    }
    ticking = round()
      .catch(logged('lock command round failed'))
      .finally(() => {
        ticking = undefined;
        if (again) {
          again = false;
          tick();
        }
      });
  }

  async function onAck(gatewayId: string, ack: LockAckMessage): Promise<void> {
    if (!Number.isSafeInteger(ack.id) || typeof ack.lockId !== 'string') return;
    // Only a command in flight of this gateway and lock ends: a stale ACK (the command ended already — a late ACK of
    // a resent command, or after the timeout), or another gateway's, changes nothing.
    const where = { id: ack.id, gatewayId, lockId: ack.lockId };
    const done = ack.ok
      ? await repo.end(where, 'acked', '已完成', now())
      : await repo.end(where, 'failed', refusal(ack.reason), now());
    if (!done) return;
    if (ack.position === 'raised' || ack.position === 'lowered') await repo.setPosition(ack.lockId, ack.position);
    if (!ack.ok && ack.reason === 'obstructed') await obstructed(ack.lockId);
    await ended(done);
  }

  /**
   * The gateway is back (it dropped mid-command): what was sent to it and not acknowledged goes again at once, without
   * spending an attempt; the gateway deduplicates by id, so a command it had carried out is only acknowledged again.
   */
  async function resendAfterReconnect(gatewayId: string): Promise<void> {
    for (const command of await repo.inFlight([gatewayId])) if (command.state === 'sent') send(command);
    tick();
  }

  async function obstructed(lockId: string): Promise<void> {
    const lock = await repo.lock(lockId);
    if (!lock) return;
    await repo.setAlert(lockId, '升锁遇阻，已自动降锁，请现场查看');
    if (lock.position !== 'lowered') await repo.issue(lock, { action: 'lower' }).catch(() => undefined);
  }

  async function onState(gatewayId: string, state: LockStateMessage): Promise<void> {
    if (typeof state.lockId !== 'string') return;
    const stored = await repo.report(gatewayId, state, now());
    if (!stored) return;
    if (state.fault === 'obstructed' && stored.before.fault !== 'obstructed') await obstructed(state.lockId);
    if (state.batteryPct <= 20 && stored.before.batteryPct > 20)
      await repo.setAlert(state.lockId, '地锁电量低，请更换电池');
    for (const l of listeners) await l.reported?.(stored.after);
  }

  /** Its last seen time, written at most every 10 s per gateway (a gateway reports every few seconds). */
  const lastSeenWritten = new Map<string, number>();
  async function seen(gatewayId: string): Promise<void> {
    const at = now().getTime();
    if (at - (lastSeenWritten.get(gatewayId) ?? 0) < 10_000) return;
    lastSeenWritten.set(gatewayId, at);
    await deps.db
      .update(lockGateways)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(lockGateways.id, gatewayId));
  }

  async function onMessage(topic: string, payload: Buffer): Promise<void> {
    const [, , gatewayId, kind] = topic.split('/');
    if (!gatewayId || !held.has(gatewayId)) return; // another node's gateway
    await seen(gatewayId);
    if (kind === 'ack') {
      const ack = parse<LockAckMessage>(payload);
      if (ack) await onAck(gatewayId, ack);
    } else if (kind === 'state') {
      const state = parse<LockStateMessage>(payload);
      if (state) await onState(gatewayId, state);
    } else if (kind === 'status') {
      const status = parse<LockGatewayStatusMessage>(payload);
      if (status) await repo.setOnline(gatewayId, status.online === true);
      if (status?.online) await resendAfterReconnect(gatewayId);
    }
  }

  async function renewLeases(): Promise<void> {
    const before = held;
    held = new Set(await repo.leaseGateways(deps.nodeId, t.leaseMs));
    // Newly held gateways: their retained status tells whether they are online.
    if ([...held].some((id) => !before.has(id))) {
      await client?.unsubscribeAsync(`${LOCK_TOPIC_ROOT}/+/status`);
      await client?.subscribeAsync(`${LOCK_TOPIC_ROOT}/+/status`, { qos: 1 });
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let leaseTimer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  return {
    listen(listener: LockListener): void {
      listeners.push(listener);
    },

    /** The gateways this node holds. */
    held: () => [...held],

    /** Connects to the broker, takes the free gateways and starts the rounds. */
    async start(): Promise<void> {
      client = await mqtt.connectAsync(deps.mqttUrl, {
        clientId: `parking-server-${deps.nodeId}`,
        reconnectPeriod: 1_000,
        ...deps.credentials,
      });
      client.on('message', (topic, payload) => void onMessage(topic, payload).catch(logged('lock message failed')));
      client.on('error', logged('lock broker error'));
      await client.subscribeAsync(
        ['ack', 'state'].map((kind) => `${LOCK_TOPIC_ROOT}/+/${kind}`),
        { qos: 1 },
      );
      await renewLeases();
      await client.subscribeAsync(`${LOCK_TOPIC_ROOT}/+/status`, { qos: 1 });
      timer = setInterval(tick, t.tickMs);
      timer.unref();
      leaseTimer = setInterval(() => void renewLeases().catch(logged('lock gateway lease failed')), t.leaseMs / 3);
      leaseTimer.unref();
      unsubscribe = deps.events.subscribe((event) => {
        if (event.topic === LOCK_COMMAND_TOPIC && held.has(event.subject)) tick();
      });
      tick();
    },

    /** A round now (tests). */
    async round(): Promise<void> {
      tick();
      while (ticking) await ticking;
    },

    async stop(): Promise<void> {
      stopped = true;
      if (timer) clearInterval(timer);
      if (leaseTimer) clearInterval(leaseTimer);
      unsubscribe?.();
      await ticking;
      await repo.releaseGateways(deps.nodeId).catch(logged('lock gateway release failed'));
      await client?.endAsync();
    },
  };
}
export type LockGateways = ReturnType<typeof createLockGateways>;

function refusal(reason: LockAckMessage['reason']): string {
  switch (reason) {
    case 'obstructed':
      return '升锁遇阻';
    case 'motor':
      return '地锁电机故障';
    case 'battery':
      return '地锁电量耗尽';
    case 'unknownLock':
      return '网关未找到该地锁';
    default:
      return '地锁拒绝执行';
  }
}
