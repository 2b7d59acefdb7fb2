// The simulated chargers' rows and their drivers' paid orders, as `bench:ocpp`, `bench:ocpp-failover` and `bench:soak`
// set them up, and a charger that survives its node (failover, soak).
import { randomBytes } from 'node:crypto';
import { RPCClient } from 'ocpp-rpc';
import type { Db } from '../src/db/client';
import { chargerConnectors, chargers, chargingOrders } from '../src/db/schema';
import { DEMO_CHARGING_TARIFF } from '../src/demo/charging';
import { DEMO_STATION_IDS } from '../src/demo/discovery';
import { publish, Topic } from '../src/events/outbox';
import { hashChargerPassword } from '../src/modules/charging';
import { createDriversRepository, ensureDriver } from '../src/modules/driver';
import { sleep, until } from '../test/nodes-harness';

type ClientOptions = ConstructorParameters<typeof RPCClient>[0];
const POWER_W = 60_000;

export const BENCH_DEALER = '330100';
export const BENCH_STATION = DEMO_STATION_IDS[2]!;
/** The hold every bench order was paid with: far above what a run's energy costs, so no order stops on it. */
export const BENCH_PREPAY_FEN = 50_000;

/**
 * `count` chargers of two guns each on the demo's third station, all with one password (returned). Ids are
 * `<prefix>-00000`…, their guns' numbers unique to the prefix's position `series` (0–9).
 */
export async function insertBenchChargers(db: Db, count: number, prefix: string, series = 0) {
  const password = randomBytes(16).toString('hex');
  const passwordHash = hashChargerPassword(password);
  const ids = Array.from({ length: count }, (_, i) => `${prefix}-${String(i).padStart(5, '0')}`);
  for (let i = 0; i < ids.length; i += 500) {
    const slice = ids.slice(i, i + 500);
    await db
      .insert(chargers)
      .values(slice.map((id) => ({ id, dealerId: BENCH_DEALER, stationId: BENCH_STATION, name: id, passwordHash })));
    await db.insert(chargerConnectors).values(
      slice.flatMap((id, k) =>
        [1, 2].map((connectorId) => ({
          dealerId: BENCH_DEALER,
          chargerId: id,
          stationId: BENCH_STATION,
          connectorId,
          gunNo: `${8 - series}${String(i + k).padStart(6, '0')}${connectorId}`,
          name: `${connectorId}号枪`,
          kind: 'quick' as const,
          maxKw: 120,
        })),
      ),
    );
  }
  return { ids, password };
}

export interface BenchOrder {
  orderNo: string;
  idTag: string;
  chargerId: string;
  connectorId: number;
}

/**
 * One paid order on every gun of the chargers whose id starts with `prefix` (as the purchase's fulfil leaves it:
 * `starting`, with the command's outbox event, so the node holding the charger sends RemoteStartTransaction).
 * `onIssued` is called just before each order's transaction.
 */
export async function payForEveryGun(db: Db, prefix: string, onIssued: (order: BenchOrder) => void = () => {}) {
  const driver = await ensureDriver(createDriversRepository(db), {
    dealerId: BENCH_DEALER,
    phone: '13900000000',
    password: 'Bench1234',
  });
  const guns = (await db.select().from(chargerConnectors)).filter((c) => c.chargerId.startsWith(`${prefix}-`));
  const orders: BenchOrder[] = [];
  for (const c of guns) {
    const orderNo = `C${randomBytes(10).toString('hex').toUpperCase().slice(0, 19)}`;
    const order = { orderNo, idTag: `A${orderNo.slice(-19)}`, chargerId: c.chargerId, connectorId: c.connectorId };
    onIssued(order);
    await db.transaction(async (tx) => {
      await tx.insert(chargingOrders).values({
        orderNo,
        dealerId: BENCH_DEALER,
        driverId: driver.id,
        stationId: BENCH_STATION,
        connectorRef: c.id,
        chargerId: c.chargerId,
        connectorId: c.connectorId,
        idTag: order.idTag,
        state: 'starting',
        tariff: DEMO_CHARGING_TARIFF,
        prepayFen: BENCH_PREPAY_FEN,
        bandWh: { sharp: 0, peak: 0, flat: 0, valley: 0 },
      });
      await publish(tx, { topic: Topic.CHARGING_COMMAND, dealerId: BENCH_DEALER, subject: c.chargerId });
    });
    orders.push(order);
  }
  return orders;
}

/** A charger's OCPP message that must reach the central system, in order, whatever node it ends up on. */
type Queued = { action: 'MeterValues' | 'StopTransaction'; params: object; sentAt: number };

export interface Gun {
  order: BenchOrder;
  transactionId?: number;
  wh: number;
}

/** One simulated charger: its current connection, its guns, and what it still has to deliver. */
export class Charger {
  client?: RPCClient;
  node: number;
  guns = new Map<number, Gun>();
  queue: Queued[] = [];
  flushing = false;
  lostAt?: number;
  /** The last call or dial that failed, and why: what a wait that timed out reports. */
  lastError?: string;
  constructor(
    readonly id: string,
    readonly password: string,
    /** Each node's OCPP endpoint, undefined while it is down. */
    readonly endpoints: () => (string | undefined)[],
    first: number,
    readonly stats: FleetStats,
    /** Seconds between two readings of the meter (60 kW). */
    readonly meterS: number,
  ) {
    this.node = first;
  }

  /** Dials its node, or the next live one; resolves once BootNotification is answered. */
  async connect(): Promise<void> {
    for (let attempt = 0; ; attempt++) {
      const endpoint = this.endpoints()[this.node];
      if (endpoint) {
        const client = new RPCClient({
          endpoint,
          identity: this.id,
          password: this.password,
          protocols: ['ocpp1.6'],
          strictMode: true,
          reconnect: false,
        } as Partial<ClientOptions> as ClientOptions);
        client.handle('RemoteStartTransaction', async ({ params }) => {
          const { connectorId } = params as { connectorId: number; idTag: string };
          setImmediate(() => void this.start(connectorId).catch(() => this.stats.errors++));
          return { status: 'Accepted' };
        });
        client.handle('RemoteStopTransaction', async () => ({ status: 'Rejected' }));
        try {
          await client.connect();
          await client.call('BootNotification', { chargePointVendor: 'Bench', chargePointModel: 'F2' });
          this.client = client;
          client.once('close', () => this.lost(client));
          if (this.lostAt !== undefined) {
            this.stats.reconnectMs.push(performance.now() - this.lostAt);
            this.lostAt = undefined;
          }
          void this.flush();
          return;
        } catch (error) {
          this.lastError = `dialling node ${this.node}: ${String(error).slice(0, 200)}`;
          await client.close({ force: true }).catch(() => undefined);
        }
      }
      this.node = (this.node + 1) % this.endpoints().length;
      if (attempt % this.endpoints().length === this.endpoints().length - 1) await sleep(500);
    }
  }

  private lost(client: RPCClient) {
    if (this.client !== client || this.stats.closing) return;
    this.client = undefined;
    this.lostAt = performance.now();
    this.node = (this.node + 1) % this.endpoints().length;
    void this.connect();
  }

  private async start(connectorId: number) {
    const gun = this.guns.get(connectorId)!;
    const answer = (await this.client!.call('StartTransaction', {
      connectorId,
      idTag: gun.order.idTag,
      meterStart: 0,
      timestamp: new Date().toISOString(),
    })) as { transactionId: number; idTagInfo: { status: string } };
    if (answer.idTagInfo.status !== 'Accepted') throw new Error(`${gun.order.orderNo}: ${answer.idTagInfo.status}`);
    gun.transactionId = answer.transactionId;
    this.stats.started++;
  }

  /** Every started gun reads its meter: the reading is queued and sent when the charger is connected. */
  read(at = new Date()) {
    for (const [connectorId, gun] of this.guns) {
      if (gun.transactionId === undefined) continue;
      gun.wh += Math.round((POWER_W * this.meterS) / 3600);
      this.send('MeterValues', {
        connectorId,
        transactionId: gun.transactionId,
        meterValue: [
          {
            timestamp: at.toISOString(),
            sampledValue: [
              { value: String(gun.wh), measurand: 'Energy.Active.Import.Register', unit: 'Wh' },
              { value: String(POWER_W), measurand: 'Power.Active.Import', unit: 'W' },
            ],
          },
        ],
      });
      this.stats.readings++;
    }
  }

  stop() {
    for (const gun of this.guns.values()) {
      if (gun.transactionId === undefined) continue;
      this.send('StopTransaction', {
        transactionId: gun.transactionId,
        meterStop: gun.wh,
        timestamp: new Date().toISOString(),
        reason: 'Local',
      });
    }
  }

  private send(action: Queued['action'], params: object) {
    this.queue.push({ action, params, sentAt: performance.now() });
    void this.flush();
  }

  /** Sends the queue in order; a call lost with its connection stays first in line for the next one. */
  private async flush() {
    if (this.flushing) return;
    this.flushing = true;
    try {
      while (this.client && this.queue.length) {
        const next = this.queue[0]!;
        const client = this.client;
        try {
          await client.call(next.action, next.params);
        } catch (error) {
          this.lastError = `${next.action}: ${String(error).slice(0, 200)}`;
          if (this.client === client) await sleep(200); // an error answer: try again
          continue;
        }
        this.queue.shift();
        if (next.action === 'MeterValues') {
          this.stats.answered++;
          (this.stats.killedAt === undefined ? this.stats.rttBefore : this.stats.rttAfter).push(
            performance.now() - next.sentAt,
          );
        } else this.stats.stopped++;
      }
    } finally {
      this.flushing = false;
    }
  }
}

/**
 * Waits until every gun of the fleet has started (`started`) or every charger has delivered its queue (`delivered`);
 * one that does not in time is named, with where it is and its last failure, before the wait throws.
 */
export async function untilFleet(chargers: Charger[], state: 'started' | 'delivered', ms = 60_000): Promise<void> {
  const waiting = (c: Charger) =>
    state === 'started' ? [...c.guns.values()].some((g) => g.transactionId === undefined) : c.queue.length > 0;
  try {
    await until(`every charger ${state}`, async () => (chargers.some(waiting) ? undefined : true), ms);
  } catch (error) {
    for (const c of chargers.filter(waiting)) {
      const idle = [...c.guns].filter(([, g]) => g.transactionId === undefined).map(([n]) => n);
      console.error(
        `${c.id}: node ${c.node}${c.client ? '' : ' (not connected)'}, guns not started: ${idle.join(',') || 'none'}, ` +
          `${c.queue.length} queued (${c.queue[0]?.action ?? 'nothing'} first), last error: ${c.lastError ?? 'none'}`,
      );
    }
    throw error;
  }
}

export interface FleetStats {
  started: number;
  stopped: number;
  readings: number;
  answered: number;
  errors: number;
  reconnectMs: number[];
  rttBefore: number[];
  rttAfter: number[];
  /** Set when a node is killed or restarted: round trips after it are counted apart. */
  killedAt?: number;
  closing: boolean;
}

export const newFleetStats = (): FleetStats => ({
  started: 0,
  stopped: 0,
  readings: 0,
  answered: 0,
  errors: 0,
  reconnectMs: [],
  rttBefore: [],
  rttAfter: [],
  closing: false,
});
