// The simulated chargers' rows and their drivers' paid orders, as `bench:ocpp` and `bench:ocpp-failover` set them up.
import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { chargerConnectors, chargers, chargingOrders } from '../src/db/schema';
import { DEMO_CHARGING_TARIFF } from '../src/demo/charging';
import { DEMO_STATION_IDS } from '../src/demo/discovery';
import { publish, Topic } from '../src/events/outbox';
import { hashChargerPassword } from '../src/modules/charging';
import { createDriversRepository, ensureDriver } from '../src/modules/driver';

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
