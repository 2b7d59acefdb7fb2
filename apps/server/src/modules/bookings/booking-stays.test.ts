import { PayChannel, ReservationOps, type CreatedBooking } from '@parking/contracts';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { countedAndRolledBack } from '../../../test/count-statements';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, postGate, type TestPark } from '../../../test/parking';
import { anIdempotencyKey, aPlate, fundWallet } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import type { Db } from '../../db/client';
import { bookings, bookPackages, lockGateways, parkingLocks, parkingSessions, paymentRefunds } from '../../db/schema';
import { createLedgerRepository } from '../ledger';
import type { StayRow } from '../parking';

// Decision 098: parking's departure hook over a list of stays settles the same bookings, with the same refunds and
// stays, as over each stay alone; the arrived bookings of the whole list are found (and locked) in one statement.
let t: TestApp;
let park: TestPark;
let packageId: string;
const HOUR = 3_600_000;
const drivers: SignedInDriver[] = [];
const bookingIds: string[] = [];
/** Stays: ended without a booking, ended with one (surplus back / fee above the deposit), open with one. */
const stays: StayRow[] = [];

async function aBookedStay(startInHours: number) {
  const driver = await signInDriver(t);
  const plateNo = aPlate();
  await bindPlate(t, driver, plateNo);
  await fundWallet(t, driver, 10_000);
  const res = await call(t, ReservationOps.createBookOrder, {
    headers: { ...driver.headers, 'idempotency-key': anIdempotencyKey() },
    body: {
      payChannel: PayChannel.BALANCE,
      expectedFen: 500,
      packageId,
      plateNo,
      startAt: new Date(t.clock.now().getTime() + startInHours * HOUR).toISOString(),
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  drivers.push(driver);
  bookingIds.push((res.body.data as CreatedBooking).booking.bookingId);
  return plateNo;
}

const stayOfPlate = async (plateNo: string) =>
  (await t.db.select().from(parkingSessions).where(eq(parkingSessions.plateNo, plateNo)))[0]!;

/** The stay ended (as the exit's closing does before its hook) with its fee fixed at `totalFen`. */
async function ended(plateNo: string, totalFen: number) {
  const [row] = await t.db
    .update(parkingSessions)
    .set({ state: 'left', exitedAt: t.clock.now(), totalFen })
    .where(eq(parkingSessions.plateNo, plateNo))
    .returning();
  return row!;
}

beforeAll(async () => {
  t = await buildTestApp();
  park = await aTestPark(t);
  await t.db.insert(lockGateways).values({ id: 'T-LGW', dealerId: '330100', parkId: park.parkId });
  await t.db.insert(parkingLocks).values(
    ['A-1', 'A-2', 'A-3'].map((spaceCode) => ({
      id: `T-${spaceCode}`,
      dealerId: '330100',
      parkId: park.parkId,
      gatewayId: 'T-LGW',
      spaceCode,
      berthType: 'standard' as const,
    })),
  );
  const [p] = await t.db
    .insert(bookPackages)
    .values({
      dealerId: '330100',
      parkId: park.parkId,
      holdMinutes: 30,
      slotMinutes: 120,
      horizonDays: 7,
      berthType: 'standard',
      depositFen: 500,
      lateCancelFeeFen: 0,
    })
    .returning();
  packageId = p!.id;
  const booked = [await aBookedStay(24), await aBookedStay(24), await aBookedStay(24)];
  t.clock.advance(24 * HOUR);
  for (const plateNo of booked) await postGate(t, park, aGateEvent(t, 'entry', plateNo));
  const unbooked = [aPlate(), aPlate(), aPlate()];
  for (const plateNo of unbooked) await postGate(t, park, aGateEvent(t, 'entry', plateNo));
  t.clock.advance(HOUR);
  stays.push(await ended(unbooked[0]!, 400));
  stays.push(await ended(booked[0]!, 200)); // 3元 of the deposit back
  stays.push(await ended(unbooked[1]!, 0));
  stays.push(await ended(booked[1]!, 800)); // the deposit used whole
  stays.push(await stayOfPlate(booked[2]!)); // still in: nothing yet
  stays.push(await ended(unbooked[2]!, 600));
});
afterAll(() => t.close());

/** What settling changed: the stays answered, the bookings, their refunds and the drivers' wallets. */
async function effects(tx: Db, answered: StayRow[]) {
  const ledger = createLedgerRepository(tx);
  return {
    answered,
    bookings: await tx
      .select({
        id: bookings.id,
        state: bookings.state,
        appliedFen: bookings.appliedFen,
        refundFen: bookings.refundFen,
        note: bookings.note,
      })
      .from(bookings)
      .where(inArray(bookings.id, bookingIds))
      .orderBy(bookings.id),
    refunds: (
      await tx.select({ amountFen: paymentRefunds.amountFen, state: paymentRefunds.state }).from(paymentRefunds)
    )
      .map((r) => `${r.amountFen} ${r.state}`)
      .sort(),
    wallets: await Promise.all(
      drivers.map((d) => ledger.balance(d.dealerId, { kind: 'driverWallet', driverId: d.driverId })),
    ),
  };
}

const departed = (tx: Db, list: readonly StayRow[]) => t.app.reservations.bookings.departed(tx, list);

describe("bookings' departure hook over a list of stays", () => {
  it('settles the list as it settles each stay alone, in order', async () => {
    const inTurn = await countedAndRolledBack(t.db, async (tx) => {
      const answered: StayRow[] = [];
      for (const stay of stays) answered.push(...(await departed(tx, [stay])));
      return effects(tx, answered);
    });
    const together = await countedAndRolledBack(t.db, async (tx) => effects(tx, await departed(tx, stays)));
    expect(together.result).toEqual(inTurn.result);
    // What one at a time does: the surplus of the first booking back, the second used whole, the third still in.
    expect(inTurn.result.bookings.map((b) => [b.state, b.appliedFen, b.refundFen])).toEqual(
      expect.arrayContaining([
        ['completed', 200, 300],
        ['completed', 500, 0],
        ['arrived', 500, 0],
      ]),
    );
    expect(inTurn.result.answered.map((s) => s.paidFen)).toEqual([0, 200, 0, 500, 500, 0]);
    // A stay given twice settles its booking once, as in turn.
    const twice = [stays[1]!, stays[1]!];
    const twiceInTurn = await countedAndRolledBack(t.db, async (tx) => {
      const answered: StayRow[] = [];
      for (const stay of twice) answered.push(...(await departed(tx, [stay])));
      return effects(tx, answered);
    });
    const twiceTogether = await countedAndRolledBack(t.db, async (tx) => effects(tx, await departed(tx, twice)));
    expect(twiceTogether.result).toEqual(twiceInTurn.result);
  });

  it('stays without a booking cost one statement for the whole list; open stays and an empty list none', async () => {
    const cost = async (list: StayRow[]) => (await countedAndRolledBack(t.db, (tx) => departed(tx, list))).statements;
    const unbooked = [stays[0]!, stays[2]!, stays[5]!];
    expect(await cost([])).toBe(0);
    expect(await cost([stays[4]!])).toBe(0);
    expect(await cost(unbooked.slice(0, 1))).toBe(1);
    expect(await cost(unbooked)).toBe(1);
    expect(await cost([...unbooked, stays[4]!])).toBe(1);
  });
});
