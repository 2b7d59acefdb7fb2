import { API_BASE, PARKING_PICTURE_URL_TTL_MS, type ParkOrderRef } from '@parking/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Clock } from '../../../clock';
import type { Db } from '../../../db/client';
import { deviceEvents } from '../../../db/schema/parking';
import type { ParkingPictures } from '../pictures/parking-pictures';
import type { StaysRepository } from '../stays/stays.repository';
import type { ParkOrdersRepository } from './park-orders.repository';
import type { DriverRef, ParkOrdersService } from './park-orders.service';

/** A stay as other modules name it (customer service appeals). */
export interface StayRef {
  stayId: string;
  dealerId: string;
  parkId: string;
  parkName: string;
  plateNo: string;
}

/** What the park's own devices recorded of a stay, beside a driver's appeal. */
export interface StayEvidence {
  enteredAt: string | null;
  exitedAt: string | null;
  /** Signed, expiring URLs of the entry and exit pictures. */
  pictures: string[];
  events: { kind: string; at: string; picUrl: string | null }[];
  paidFen: number;
}

/**
 * Parking's stays for other modules: the driver's own stay (another driver's is a 404, as on the order pages) and,
 * for agents, the stay's gate pictures and device events.
 */
export function createStayRefs(deps: {
  db: Db;
  orders: ParkOrdersService;
  ordersRepo: ParkOrdersRepository;
  stays: StaysRepository;
  pictures: ParkingPictures;
  clock: Clock;
}) {
  const { db, orders, ordersRepo, stays, pictures, clock } = deps;
  const refOf = (row: {
    stay: { id: string; dealerId: string; parkId: string; plateNo: string };
    parkName: string;
  }) => ({
    stayId: row.stay.id,
    dealerId: row.stay.dealerId,
    parkId: row.stay.parkId,
    parkName: row.parkName,
    plateNo: row.stay.plateNo,
  });
  return {
    async ownStay(driver: DriverRef, ref: ParkOrderRef): Promise<StayRef> {
      return refOf(await orders.ownOrder(driver, ref));
    },

    async stay(stayId: string): Promise<StayRef | undefined> {
      const row = await ordersRepo.order(stayId);
      return row ? refOf(row) : undefined;
    },

    async evidence(stayId: string): Promise<StayEvidence | null> {
      const stay = await stays.stay(stayId);
      if (!stay) return null;
      const expires = new Date(clock.now().getTime() + PARKING_PICTURE_URL_TTL_MS);
      const signed = (key: string | null) => (key ? pictures.signedUrl(key, expires, API_BASE) : null);
      const events = await db
        .select({ kind: deviceEvents.kind, at: deviceEvents.occurredAt, picture: deviceEvents.picture })
        .from(deviceEvents)
        .where(eq(deviceEvents.sessionId, stayId))
        .orderBy(asc(deviceEvents.occurredAt));
      return {
        enteredAt: stay.enteredAt.toISOString(),
        exitedAt: stay.exitedAt?.toISOString() ?? null,
        pictures: [stay.entryPicture, stay.exitPicture].map(signed).filter((u): u is string => u !== null),
        events: events.map((e) => ({ kind: e.kind, at: e.at.toISOString(), picUrl: signed(e.picture) })),
        paidFen: stay.paidFen,
      };
    },
  };
}
export type StayRefs = ReturnType<typeof createStayRefs>;
