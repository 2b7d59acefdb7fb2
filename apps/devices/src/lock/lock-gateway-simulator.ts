import mqtt, { type MqttClient } from 'mqtt';
import {
  lockTopic,
  type LockAckMessage,
  type LockCommandMessage,
  type LockFault,
  type LockPosition,
  type LockStateMessage,
} from '@parking/contracts';

/** One simulated parking lock: its arm, the ultrasonic sensor, its battery and what is wrong with it. */
export interface SimulatedLock {
  lockId: string;
  position: LockPosition;
  occupied: boolean;
  batteryPct: number;
  fault: LockFault | null;
  /** Something under the arm (a car parked badly, a cone): raising fails and the arm comes down again. */
  obstructed: boolean;
}

export interface LockGatewayOptions {
  /** The broker, e.g. mqtt://127.0.0.1:1883. */
  url: string;
  gatewayId: string;
  /** The key the console showed once: the gateway signs in as its id with it (decision 038). */
  secret?: string;
  locks: readonly string[];
  /** Chance that a command never reaches the lock (radio loss): no movement, no ACK. */
  commandLossRate?: number;
  /** Chance that the lock moves but its ACK is lost. */
  ackLossRate?: number;
  /** Chance that the ACK arrives `lateAckMs` late (after the server may have resent). */
  lateAckRate?: number;
  lateAckMs?: number;
  /** How long the arm takes to move. */
  moveMs?: number;
  /** Every lock reports its state this often (0: only on change). */
  heartbeatMs?: number;
  /** Repeatable faults (tests, the bench). */
  random?: () => number;
}

export interface LockGatewayStats {
  commands: number;
  lost: number;
  acksLost: number;
  acksLate: number;
  duplicates: number;
}

/**
 * A lock gateway (Zigbee locks behind one MQTT connection) as firmware behaves, with the faults of the field: lost
 * commands, lost and late ACKs, obstruction, a flat battery, a dropped connection. Commands are deduplicated by id (a
 * resent command is acknowledged again, not carried out twice); its last will tells the server it went offline.
 */
export async function simulateLockGateway(options: LockGatewayOptions) {
  const random = options.random ?? Math.random;
  const moveMs = options.moveMs ?? 200;
  const locks = new Map<string, SimulatedLock>(
    options.locks.map((lockId) => [
      lockId,
      { lockId, position: 'raised', occupied: false, batteryPct: 100, fault: null, obstructed: false },
    ]),
  );
  const done = new Map<number, LockAckMessage>();
  const stats: LockGatewayStats = { commands: 0, lost: 0, acksLost: 0, acksLate: 0, duplicates: 0 };
  const timers = new Set<NodeJS.Timeout>();
  const later = (ms: number, run: () => void) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      run();
    }, ms);
    timers.add(timer);
  };
  const status = lockTopic(options.gatewayId, 'status');
  let client: MqttClient;

  const publish = (topic: string, message: unknown, retain = false) => {
    if (client.connected) client.publish(topic, JSON.stringify(message), { qos: 1, retain });
  };
  const report = (lock: SimulatedLock) =>
    publish(lockTopic(options.gatewayId, 'state'), {
      lockId: lock.lockId,
      position: lock.position,
      occupied: lock.occupied,
      batteryPct: lock.batteryPct,
      fault: lock.fault,
    } satisfies LockStateMessage);

  function acknowledge(ack: LockAckMessage, fresh: boolean): void {
    if (fresh && random() < (options.ackLossRate ?? 0)) {
      stats.acksLost += 1;
      return;
    }
    if (fresh && random() < (options.lateAckRate ?? 0)) {
      stats.acksLate += 1;
      later(options.lateAckMs ?? 5_000, () => publish(lockTopic(options.gatewayId, 'ack'), ack));
      return;
    }
    publish(lockTopic(options.gatewayId, 'ack'), ack);
  }

  function carryOut(command: LockCommandMessage): void {
    stats.commands += 1;
    const seen = done.get(command.id);
    if (seen) {
      stats.duplicates += 1;
      return acknowledge(seen, false);
    }
    if (random() < (options.commandLossRate ?? 0)) {
      stats.lost += 1;
      return;
    }
    const lock = locks.get(command.lockId);
    if (!lock) {
      return acknowledge(
        { id: command.id, lockId: command.lockId, ok: false, position: 'unknown', reason: 'unknownLock' },
        true,
      );
    }
    later(moveMs, () => {
      let ack: LockAckMessage;
      if (lock.fault === 'motor' || lock.batteryPct <= 0) {
        ack = {
          id: command.id,
          lockId: lock.lockId,
          ok: false,
          position: lock.position,
          reason: lock.fault ?? 'battery',
        };
      } else if (command.action === 'raise' && (lock.obstructed || lock.occupied)) {
        // The arm meets something and comes back down by itself.
        lock.fault = 'obstructed';
        lock.position = 'lowered';
        ack = { id: command.id, lockId: lock.lockId, ok: false, position: lock.position, reason: 'obstructed' };
      } else {
        lock.position = command.action === 'raise' ? 'raised' : 'lowered';
        if (lock.fault === 'obstructed') lock.fault = null;
        lock.batteryPct = Math.max(0, lock.batteryPct - 0.01);
        ack = { id: command.id, lockId: lock.lockId, ok: true, position: lock.position };
      }
      done.set(command.id, ack);
      if (done.size > 10_000) done.delete(done.keys().next().value!);
      report(lock);
      acknowledge(ack, true);
    });
  }

  async function connect(): Promise<void> {
    client = await mqtt.connectAsync(options.url, {
      clientId: `lock-gateway-${options.gatewayId}`,
      reconnectPeriod: 500,
      ...(options.secret === undefined ? {} : { username: options.gatewayId, password: options.secret }),
      will: { topic: status, payload: Buffer.from(JSON.stringify({ online: false })), qos: 1, retain: true },
    });
    client.on('message', (topic, payload) => {
      try {
        carryOut(JSON.parse(payload.toString()) as LockCommandMessage);
      } catch {
        // A garbled frame is dropped, as firmware would.
      }
    });
    client.on('connect', () => {
      publish(status, { online: true }, true);
      for (const lock of locks.values()) report(lock);
    });
    await client.subscribeAsync(lockTopic(options.gatewayId, 'command'), { qos: 1 });
    publish(status, { online: true }, true);
    for (const lock of locks.values()) report(lock);
  }
  await connect();

  const heartbeat =
    options.heartbeatMs && options.heartbeatMs > 0
      ? setInterval(() => locks.forEach(report), options.heartbeatMs)
      : undefined;
  heartbeat?.unref();

  const lockOf = (lockId: string) => {
    const lock = locks.get(lockId);
    if (!lock) throw new Error(`no simulated lock ${lockId}`);
    return lock;
  };

  return {
    gatewayId: options.gatewayId,
    locks,
    stats,
    /** A car drives onto the space (the sensor sees it). */
    carArrives(lockId: string) {
      const lock = lockOf(lockId);
      lock.occupied = true;
      report(lock);
    },
    /** The car drives off. */
    carLeaves(lockId: string) {
      const lock = lockOf(lockId);
      lock.occupied = false;
      report(lock);
    },
    /** Something is (or no longer is) under the arm. */
    obstruct(lockId: string, obstructed = true) {
      lockOf(lockId).obstructed = obstructed;
    },
    /** A fault appears or is repaired; reported at once. */
    setFault(lockId: string, fault: LockFault | null) {
      const lock = lockOf(lockId);
      lock.fault = fault;
      report(lock);
    },
    setBattery(lockId: string, batteryPct: number) {
      const lock = lockOf(lockId);
      lock.batteryPct = batteryPct;
      if (batteryPct <= 5) lock.fault = 'battery';
      report(lock);
    },
    /** The connection drops without a goodbye (the broker publishes the last will). */
    drop(): void {
      client.stream.destroy();
    },
    async close(): Promise<void> {
      if (heartbeat) clearInterval(heartbeat);
      for (const timer of timers) clearTimeout(timer);
      publish(status, { online: false }, true);
      await client.endAsync();
    },
  };
}
export type LockGatewaySimulator = Awaited<ReturnType<typeof simulateLockGateway>>;
