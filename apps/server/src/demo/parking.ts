import { cameraPicture } from '@parking/contracts/camera-picture';
import { demoDeviceSecret } from '@parking/contracts/device-signing';
import { HANGZHOU, SUZHOU, randomPlate, seededRng, type Rng } from '@parking/contracts/plate-samples';
import { and, eq, inArray, isNull, lt } from 'drizzle-orm';
import type { Clock } from '../clock';
import { createDriversRepository, ensureDriver } from '../modules/driver';
import { createStayEnder, type ParkingPictures, type StayPricer } from '../modules/parking';
import type { Db } from '../db/client';
import {
  berths,
  collectors,
  devices,
  driverPlates,
  lanes,
  parkFeeRules,
  parkingPayments,
  parkingSessions,
  parks,
} from '../db/schema';
import {
  DEMO_DRIVER_DEALER,
  DEMO_DRIVER_PASSWORD,
  DEMO_DRIVERS,
  DEMO_OPS_PARKS,
  type DemoOpsPark,
} from './parking-parks';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
/** Rules in force since before any demo stay. */
const RULES_SINCE = new Date('2026-01-01T00:00:00+08:00');
/** A demo car still "parked" after this long left unseen by the demo's gates: it is checked out at restart. */
const DEMO_MAX_PARKED_MS = 24 * HOUR;

interface Deps {
  db: Db;
  pictures: ParkingPictures;
  pricer: StayPricer;
  clock: Clock;
  /** Random source; by default seeded from the minute of start, so a run is repeatable under a fixed clock. */
  rng?: Rng;
}

/**
 * The living side of the demo, run at every start in DEMO mode: parks with lanes, berths, gate cameras, collector
 * handhelds (secrets from demoDeviceSecret) and collectors; cars parked right now with fees owed (entry times in
 * the past relative to now, topped up at each start, overdue ones checked out); and the demo drivers
 * 13800138000–2 with their plates, the first with one car parked now, an arrears, and a paid stay with pictures.
 */
export async function seedParkingDemo({ db, pictures, pricer, clock, rng }: Deps): Promise<void> {
  const random = rng ?? seededRng(Math.floor(clock.now().getTime() / MINUTE));
  for (const park of DEMO_OPS_PARKS) await ensurePark(db, park);
  const now = clock.now();
  for (const park of DEMO_OPS_PARKS) {
    await checkOutOverdue(db, pricer, clock, park, random);
    await topUp(db, park, now, random);
  }
  await seedDemoDriver({ db, pictures, pricer, clock });
}

async function ensurePark(db: Db, p: DemoOpsPark): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .insert(parks)
      .values({
        id: p.id,
        dealerId: p.dealerId,
        name: p.name,
        address: p.address,
        kind: p.kind,
        latitude: p.lat,
        longitude: p.lng,
        totalSpaces: p.totalSpaces,
        leaveFirst: p.leaveFirst,
      })
      .onConflictDoNothing();
    // How the park runs is this seed's business, also on a row the discovery seed made.
    await tx.update(parks).set({ leaveFirst: p.leaveFirst }).where(eq(parks.id, p.id));
    await tx
      .insert(parkFeeRules)
      .values({ id: p.ruleId, parkId: p.id, rule: p.rule, createdAt: RULES_SINCE })
      .onConflictDoNothing();
    if (p.lanes.length > 0) {
      await tx
        .insert(lanes)
        .values(p.lanes.map((l) => ({ ...l, parkId: p.id })))
        .onConflictDoNothing();
    }
    if (p.berthPrefix) {
      const codes = Array.from(
        { length: p.totalSpaces },
        (_, i) => `${p.berthPrefix}${String(i + 1).padStart(3, '0')}`,
      );
      await tx
        .insert(berths)
        .values(codes.map((code) => ({ parkId: p.id, code })))
        .onConflictDoNothing();
    }
    await tx
      .insert(devices)
      .values({
        id: p.deviceId,
        dealerId: p.dealerId,
        parkId: p.id,
        kind: p.kind === 'roadSide' ? 'handheld' : 'gate',
        name: p.kind === 'roadSide' ? `${p.name}收费员手持机` : `${p.name}道闸相机`,
        secret: demoDeviceSecret(p.deviceId),
      })
      .onConflictDoNothing();
    // The demo's one gate camera of a park answers the console's 远程开闸 at its first exit lane.
    const [exit] = await tx
      .select({ id: lanes.id })
      .from(lanes)
      .where(and(eq(lanes.parkId, p.id), eq(lanes.direction, 'exit')))
      .orderBy(lanes.code)
      .limit(1);
    if (exit && p.kind === 'offStreet') {
      // Only while unbound: a binding changed in the console stays.
      await tx
        .update(devices)
        .set({ laneId: exit.id })
        .where(and(eq(devices.id, p.deviceId), isNull(devices.laneId)));
    }
    if (p.collector)
      await tx
        .insert(collectors)
        .values({ ...p.collector, dealerId: p.dealerId })
        .onConflictDoNothing();
  });
}

/** How long a demo car has been parked: a mix of short visits, half days and long stays (minutes). */
function dwellMinutes(rng: Rng): number {
  const roll = rng();
  if (roll < 0.4) return 20 + Math.floor(rng() * 70);
  if (roll < 0.8) return 90 + Math.floor(rng() * 210);
  return 300 + Math.floor(rng() * 900);
}

/** Ends, through the stay rules, a demo stay that is already over: the car left at `at`, by `departure`, unseen live. */
function pastStayEnder(db: Db, pricer: StayPricer, clock: Clock) {
  const close = createStayEnder({ pricer, clock });
  return (stay: Parameters<typeof close>[1], at: Date, departure: Parameters<typeof close>[4]) =>
    db.transaction(async (tx) => close(tx, stay, at, { live: false, leaveFirst: true }, departure));
}

/** Closes demo cars parked longer than a day (they left while the demo was not running) through the stay rules. */
async function checkOutOverdue(db: Db, pricer: StayPricer, clock: Clock, park: DemoOpsPark, rng: Rng): Promise<void> {
  const endPast = pastStayEnder(db, pricer, clock);
  const cutoff = new Date(clock.now().getTime() - DEMO_MAX_PARKED_MS);
  const overdue = await db
    .select()
    .from(parkingSessions)
    .where(
      and(
        eq(parkingSessions.parkId, park.id),
        inArray(parkingSessions.state, ['parked', 'awaitingPayment']),
        lt(parkingSessions.enteredAt, cutoff),
      ),
    );
  const exitLane = (await db.select().from(lanes).where(eq(lanes.parkId, park.id))).find((l) => l.direction === 'exit');
  for (const stay of overdue) {
    const leftAt = new Date(stay.enteredAt.getTime() + dwellMinutes(rng) * MINUTE);
    await endPast(stay, leftAt, {
      exitLaneId: exitLane?.id ?? null,
      endedBy: park.kind === 'roadSide' ? 'collector' : 'gate',
    });
  }
}

/** Parks cars until the park holds its demo share, each entered a realistic while ago. */
async function topUp(db: Db, park: DemoOpsPark, now: Date, rng: Rng): Promise<void> {
  const open = await db
    .select({ plateNo: parkingSessions.plateNo, berthId: parkingSessions.berthId })
    .from(parkingSessions)
    .where(and(eq(parkingSessions.parkId, park.id), inArray(parkingSessions.state, ['parked', 'awaitingPayment'])));
  const target = Math.min(park.maxParked, Math.round(park.totalSpaces * park.occupancy));
  if (open.length >= target) return;
  const parkLanes = await db.select().from(lanes).where(eq(lanes.parkId, park.id));
  const entries = parkLanes.filter((l) => l.direction === 'entry');
  const takenBerths = new Set(open.map((o) => o.berthId));
  const freeBerths = (await db.select().from(berths).where(eq(berths.parkId, park.id))).filter(
    (b) => !takenBerths.has(b.id),
  );
  const plates = new Set(open.map((o) => o.plateNo));
  const region = park.region === 'suzhou' ? SUZHOU : HANGZHOU;
  const rows: (typeof parkingSessions.$inferInsert)[] = [];
  for (let i = open.length; i < target; i++) {
    const sample = randomPlate(rng, region);
    if (plates.has(sample.plateNo)) continue;
    plates.add(sample.plateNo);
    const berth = park.kind === 'roadSide' ? freeBerths.splice(Math.floor(rng() * freeBerths.length), 1)[0] : undefined;
    if (park.kind === 'roadSide' && !berth) break;
    rows.push({
      dealerId: park.dealerId,
      parkId: park.id,
      feeRuleId: park.ruleId,
      plateNo: sample.plateNo,
      plateColor: sample.plateColor ?? 0,
      state: 'parked',
      enteredAt: new Date(now.getTime() - dwellMinutes(rng) * MINUTE),
      entryLaneId: entries.length > 0 ? entries[Math.floor(rng() * entries.length)]!.id : null,
      berthId: berth?.id ?? null,
      entryCollectorCode: park.collector?.code ?? null,
    });
  }
  if (rows.length > 0) await db.insert(parkingSessions).values(rows).onConflictDoNothing();
}

/**
 * The demo driver's plates and stays: 浙A2B8M6 parked at 武林广场 for 2¼ hours (fee due, entry picture), a paid
 * visit to the hospital yesterday (entry and exit pictures, a WeChat payment); 浙AD05210 left 杭州大厦 two days ago
 * without paying (arrears). Made once; the parked stay again whenever the car is no longer parked.
 */
async function seedDemoDriver({ db, pictures, pricer, clock }: Omit<Deps, 'rng'>): Promise<void> {
  const now = clock.now();
  for (const demo of DEMO_DRIVERS) {
    const driver = await ensureDriver(createDriversRepository(db), {
      dealerId: DEMO_DRIVER_DEALER,
      phone: demo.phone,
      password: DEMO_DRIVER_PASSWORD,
      nickName: demo.nickName,
    });
    for (const [i, plate] of demo.plates.entries()) {
      await db
        .insert(driverPlates)
        .values({
          ...plate,
          dealerId: DEMO_DRIVER_DEALER,
          driverId: driver.id,
          isDefault: i === 0,
          boundAt: new Date(now.getTime() - 30 * 24 * HOUR),
        })
        .onConflictDoNothing();
    }
  }
  const [wulin, mall, hospital] = [DEMO_OPS_PARKS[0]!, DEMO_OPS_PARKS[1]!, DEMO_OPS_PARKS[2]!];
  const laneOf = async (park: DemoOpsPark, direction: 'entry' | 'exit') =>
    (await db.select().from(lanes).where(eq(lanes.parkId, park.id))).find((l) => l.direction === direction)!;
  const shot = async (plateNo: string, at: Date, place: string) =>
    pictures.put({ bytes: cameraPicture({ plateNo, at, place }), extension: 'png' });
  const [parked, plateB] = DEMO_DRIVERS[0].plates;

  const stay = async (park: DemoOpsPark, plateNo: string, enteredAt: Date, exitedAt?: Date) => {
    const [entry, exit] = [await laneOf(park, 'entry'), await laneOf(park, 'exit')];
    const [row] = await db
      .insert(parkingSessions)
      .values({
        dealerId: park.dealerId,
        parkId: park.id,
        feeRuleId: park.ruleId,
        plateNo,
        state: 'parked',
        enteredAt,
        entryLaneId: entry.id,
        entryPicture: await shot(plateNo, enteredAt, entry.code),
        exitLaneId: exitedAt ? exit.id : null,
        exitPicture: exitedAt ? await shot(plateNo, exitedAt, exit.code) : null,
      })
      .onConflictDoNothing()
      .returning();
    return row;
  };
  const endPast = pastStayEnder(db, pricer, clock);
  const finish = async (row: NonNullable<Awaited<ReturnType<typeof stay>>>, at: Date) => {
    await endPast(row, at, { exitLaneId: row.exitLaneId, exitPicture: row.exitPicture, endedBy: 'gate' });
  };

  const [anyStay] = await db
    .select({ id: parkingSessions.id })
    .from(parkingSessions)
    .where(eq(parkingSessions.plateNo, plateB.plateNo))
    .limit(1);
  if (!anyStay) {
    // Yesterday at the hospital, paid by WeChat before leaving.
    const inAt = new Date(now.getTime() - 27 * HOUR);
    const outAt = new Date(inAt.getTime() + 95 * MINUTE);
    const visit = await stay(hospital, parked.plateNo, inAt, outAt);
    if (visit) {
      const paidAt = new Date(outAt.getTime() - 6 * MINUTE);
      const due = (await pricer.quote(visit, paidAt)).dueFen;
      await db.insert(parkingPayments).values({
        sessionId: visit.id,
        dealerId: visit.dealerId,
        paymentRef: `demo-${visit.id}`,
        amountFen: due,
        channel: 3,
        paidAt,
      });
      const [paid] = await db
        .update(parkingSessions)
        .set({ paidFen: due, paidAt })
        .where(eq(parkingSessions.id, visit.id))
        .returning();
      await finish(paid!, outAt);
    }
    // Two days ago at the mall: left without paying (the mall lets cars leave first).
    const mallIn = new Date(now.getTime() - 52 * HOUR);
    const mallVisit = await stay(mall, plateB.plateNo, mallIn, new Date(mallIn.getTime() + 5 * HOUR + 20 * MINUTE));
    if (mallVisit) await finish(mallVisit, new Date(mallIn.getTime() + 5 * HOUR + 20 * MINUTE));
  }
  const [inPark] = await db
    .select({ id: parkingSessions.id })
    .from(parkingSessions)
    .where(
      and(eq(parkingSessions.plateNo, parked.plateNo), inArray(parkingSessions.state, ['parked', 'awaitingPayment'])),
    );
  if (!inPark) await stay(wulin, parked.plateNo, new Date(now.getTime() - 135 * MINUTE));
}
