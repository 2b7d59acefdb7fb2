import {
  AppError,
  BERTH_TYPE_TEXT,
  ErrorCode,
  formatPlateNo,
  type AllPlateInfo,
  type BerthInfo,
  type BerthTypeOption,
  type BookableParks,
  type EvasionCarList,
  type Park,
  type ParkDetail,
  type ParkingBerthTypes,
  type RecommendBerth,
  type RegisteredBerths,
} from '@parking/contracts';
import type { Clock } from '../../clock';
import type { Db } from '../../db/client';
import type { DiscoveryService } from '../parks';
import type { PlatesService } from '../vehicles';
import { createBookingsRepository } from './bookings.repository';
import type { BookingsService, DriverRef } from './bookings.service';
import { createLocksRepository } from './locks.repository';
import type { LocksService } from './locks.service';
import { freeSpaces, overlaps, slotOf } from './bookings.domain';

type Viewer = { id: string } | null;
const parkNotFound = () => new AppError(ErrorCode.NOT_FOUND, '车场不存在');
const RECOMMEND_RADIUS_M = 5_000;
const RECOMMEND_ASKED = 20;
const EVASIONS_SHOWN = 100;

/**
 * The rest of the legacy reservation calls (decision 038, second part): thin reads over discovery, the bookings and
 * locks of this module and the driver's plates — no rule of their own beyond counting free spaces.
 */
export function createLegacyBookings(deps: {
  db: Db;
  clock: Clock;
  discovery: Pick<DiscoveryService, 'nearby' | 'searchByName' | 'park'>;
  plates: Pick<PlatesService, 'list'>;
  bookings: BookingsService;
  locks: LocksService;
}) {
  const { db, clock } = deps;
  const bookingsRepo = createBookingsRepository(db);
  const locksRepo = createLocksRepository(db);
  const listed = (page: { results: Park[]; totalRecord: number }): BookableParks => ({
    results: page.results,
    hasMore: page.totalRecord > page.results.length,
  });

  /** Each package of the park with the spaces free for an arrival at `startAt` (a bad start is refused). */
  async function berthTypes(dealerId: string, parkId: string, startAt?: string): Promise<ParkingBerthTypes> {
    const info = await deps.bookings.packageInfo(dealerId, parkId);
    const now = clock.now();
    const start = startAt ? new Date(startAt) : now;
    const packages = await bookingsRepo.packagesOf(parkId);
    const spaces = await locksRepo.spacesOf(parkId);
    const results: BerthTypeOption[] = [];
    for (const p of info.packages) {
      const terms = packages.find((x) => x.id === p.packageId)!;
      const slot = slotOf(now, start, terms);
      if (!slot.ok) throw new AppError(ErrorCode.BOOKING_TIME_INVALID, slot.message);
      const ofType = spaces.filter((s) => s.berthType === p.berthType);
      const held = await bookingsRepo.holdingOn(
        ofType.map((s) => s.id),
        slot.slot.startAt,
        slot.slot.endAt,
      );
      const heldIds = new Set(held.filter((b) => overlaps(b, slot.slot)).map((b) => b.lockId));
      results.push({
        packageId: p.packageId,
        berthType: p.berthType,
        berthTypeText: p.berthTypeText,
        depositFen: p.depositFen,
        totalSpaces: ofType.length,
        freeSpaces: freeSpaces(now, start, ofType, heldIds),
      });
    }
    return { parkId, startAt: start.toISOString(), results };
  }

  return {
    berthTypes,

    async parkDetail(dealerId: string, viewer: Viewer, parkId: string): Promise<ParkDetail> {
      const park = await deps.discovery.park(dealerId, viewer, parkId);
      if (!park) throw parkNotFound();
      const { packages } = await deps.bookings.packageInfo(dealerId, parkId);
      return { ...park, packages };
    },

    async byName(
      dealerId: string,
      viewer: Viewer,
      q: { parkName: string; pageSize: number; longitude?: number | undefined; latitude?: number | undefined },
    ): Promise<BookableParks> {
      const query = {
        keyword: q.parkName,
        pageNo: 1,
        pageSize: q.pageSize,
        ...(q.longitude !== undefined && q.latitude !== undefined ? { destLng: q.longitude, destLat: q.latitude } : {}),
      };
      return listed(await deps.discovery.searchByName(dealerId, viewer, query, { book: true }));
    },

    async byLocation(
      dealerId: string,
      viewer: Viewer,
      q: { longitude: number; latitude: number; radius: number; pageSize: number },
    ): Promise<BookableParks> {
      const circle = { destLng: q.longitude, destLat: q.latitude, radius: q.radius, pageNo: 1, pageSize: q.pageSize };
      return listed(await deps.discovery.nearby(dealerId, viewer, circle, { book: true }));
    },

    /** Other bookable parks near this one where some berth type has a space free now, nearest first. */
    async recommendParks(dealerId: string, viewer: Viewer, parkId: string): Promise<BookableParks> {
      const park = await deps.discovery.park(dealerId, viewer, parkId);
      if (!park) throw parkNotFound();
      const circle = {
        destLng: park.longitude,
        destLat: park.latitude,
        radius: RECOMMEND_RADIUS_M,
        pageNo: 1,
        pageSize: RECOMMEND_ASKED,
      };
      const near = await deps.discovery.nearby(dealerId, viewer, circle, { book: true });
      const results: Park[] = [];
      for (const other of near.results) {
        if (other.parkId === parkId) continue;
        const types = await berthTypes(dealerId, other.parkId).catch(() => undefined);
        if (types?.results.some((t) => t.freeSpaces > 0)) results.push(other);
      }
      return { results, hasMore: false };
    },

    /** The cheapest berth type with a space free for the arrival. */
    async recommendBerth(dealerId: string, parkId: string, startAt?: string): Promise<RecommendBerth> {
      const types = await berthTypes(dealerId, parkId, startAt);
      const free = types.results.filter((t) => t.freeSpaces > 0).sort((a, b) => a.depositFen - b.depositFen);
      return { parkId, startAt: types.startAt, berth: free[0] ?? null };
    },

    /** The space of one of the driver's bookings (another driver's is not found). */
    async berth(driver: DriverRef, bookingId: string): Promise<BerthInfo> {
      const booking = await deps.bookings.detail(driver, bookingId);
      const lock = await locksRepo.lock(booking.lockId);
      const view = await deps.locks.peek(booking.lockId);
      if (!lock || !view) throw new AppError(ErrorCode.NOT_FOUND, '车位不存在');
      return { ...view, bookingId, berthType: lock.berthType, berthTypeText: BERTH_TYPE_TEXT[lock.berthType] };
    },

    async plates(driver: DriverRef): Promise<AllPlateInfo> {
      const { results } = await deps.plates.list(driver);
      return { results: results.length > 0 ? results : null };
    },

    currentBookingCount: async (driver: DriverRef): Promise<number> =>
      (await bookingsRepo.currentOfDriver(driver.id)).length,

    async registeredBerths(driver: DriverRef): Promise<RegisteredBerths> {
      const owned = await locksRepo.ownedBy(driver.dealerId, driver.id);
      return {
        hasBerth: owned.length > 0,
        berths: owned.map((l) => ({ lockId: l.id, parkName: l.parkName, spaceCode: l.spaceCode })),
      };
    },

    /** Cars that came by booking to the driver's own berths and left owing: the owner's evasion list. */
    async evasions(driver: DriverRef): Promise<EvasionCarList> {
      const owned = await locksRepo.ownedBy(driver.dealerId, driver.id);
      const rows = await bookingsRepo.evasionsOn(
        owned.map((l) => l.id),
        EVASIONS_SHOWN,
      );
      return {
        results: rows.map((r) => ({
          stayId: r.stayId,
          plateNo: r.plateNo,
          formatPlateNo: formatPlateNo(r.plateNo),
          parkName: r.parkName,
          spaceCode: r.spaceCode,
          enteredAt: r.enteredAt.toISOString(),
          exitedAt: r.exitedAt?.toISOString() ?? null,
          dueFen: Math.max(0, (r.totalFen ?? 0) - r.paidFen),
        })),
      };
    },
  };
}
export type LegacyBookings = ReturnType<typeof createLegacyBookings>;
