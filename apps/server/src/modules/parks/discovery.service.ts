import {
  AppError,
  ErrorCode,
  Nearby,
  PayChannel,
  UNLIMITED_SPACES,
  payChannelLabel,
  type Citys,
  type CollectResult,
  type Park,
  type ParkPage,
  type ParkPayTypes,
  type PageQuery,
} from '@parking/contracts';
import { pageOf } from '../../db/paging';
import { cityVariants } from '../../geo/city';
import type { LatLng } from '../../geo/haversine';
import { feeRuleHeadline, feeRuleLabels, type FeeRule } from '../tariffs';
import type { RowsPage } from '../../db/paging';
import type { DiscoveredParkRow, DiscoveryRepository, ParkFilter } from './discovery.repository';

/** Who is asking: a signed-in driver sees which parks are their favourites. */
export interface Viewer {
  id: string;
}

/** A circle search: centre, radius and page. */
export interface CircleQuery extends PageQuery {
  destLat: number;
  destLng: number;
  radius: number;
}

/** Spaces left of a capacity: -1 (unlimited) stays -1; the plans holding spaces subtract here when they exist. */
const spacesLeft = (offered: boolean | null, capacity: number | null): number =>
  offered ? (capacity ?? UNLIMITED_SPACES) : 0;

/** A park as drivers see it, from its row, the cars parked now, its current rule and the viewer's favourites. */
export function toPark(row: DiscoveredParkRow, occupied: number, rule: FeeRule | undefined, collected: boolean): Park {
  const diffTimeBag = row.supportDiffTimeBag ? (row.diffTimeBagCapacity ?? 0) : 0;
  const diffTimeBook = row.supportDiffTimeBook ? (row.diffTimeBookCapacity ?? 0) : 0;
  return {
    parkId: row.parkId,
    parkName: row.name,
    parkAddr: row.address,
    cityName: row.city ?? '',
    distance: row.distance === null ? null : Math.round(row.distance),
    latitude: row.latitude,
    longitude: row.longitude,
    isOnline: row.isOnline,
    leftParkSpaceNum: Math.max(0, row.totalSpaces - occupied),
    totalParkSpaceNum: row.totalSpaces,
    supportBag: row.supportBag ?? false,
    supportBook: row.supportBook ?? false,
    supportCharge: row.supportCharge ?? false,
    supportDiffTimeBag: row.supportDiffTimeBag ?? false,
    supportDiffTimeBook: row.supportDiffTimeBook ?? false,
    feeRuleLabels: rule ? feeRuleLabels(rule) : [],
    priceSummary: rule ? feeRuleHeadline(rule) : '',
    description: row.description ?? '',
    leftBagSpaceNum: spacesLeft(row.supportBag, row.bagCapacity),
    leftBookSpaceNum: spacesLeft(row.supportBook, row.bookCapacity),
    diffTimeBagLeftNum: diffTimeBag,
    diffTimeBagTotalNum: diffTimeBag,
    diffTimeBookLeftNum: diffTimeBook,
    diffTimeBookTotalNum: diffTimeBook,
    collected,
  };
}

const parkNotFound = () => new AppError(ErrorCode.NOT_FOUND, '停车场不存在');

/** Nearby and name searches of parks, the cities list, pay types and the driver's favourite parks. */
export function createDiscoveryService(deps: {
  repo: DiscoveryRepository;
  /** Monthly-plan spaces left per park, for the parks that sell plans (the bag module); else the capacity shows. */
  bagSpacesLeft?: (parkIds: string[]) => Promise<Map<string, number>>;
  /** Off-peak slots left and total per park for the coming period (the sharing module), for parks selling shares. */
  sharingSlots?: (
    parkIds: string[],
  ) => Promise<Map<string, { bag: { left: number; total: number }; book: { left: number; total: number } }>>;
  /** Whether the dealer lets drivers pay from their balance (`offers(menuConfig).balance`). */
  supportsBalance: (dealerId: string) => Promise<boolean>;
  /** The app's clock: which fee rule is in force now (decision 084). */
  now?: () => Date;
}) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Completes a page of rows: spaces left, fee labels and favourites, each one query for the whole page. */
  async function parkPage(page: RowsPage<DiscoveredParkRow>, viewer: Viewer | null): Promise<ParkPage> {
    const ids = page.rows.map((row) => row.parkId);
    const [details, collected, bagLeft, slots] = await Promise.all([
      repo.pageDetails(ids, now()),
      viewer ? repo.collectedIds(viewer.id, ids) : Promise.resolve(new Set<string>()),
      deps.bagSpacesLeft ? deps.bagSpacesLeft(ids) : Promise.resolve(new Map<string, number>()),
      deps.sharingSlots ? deps.sharingSlots(ids) : Promise.resolve(undefined),
    ]);
    const results = page.rows.map((row) => {
      const detail = details.get(row.parkId);
      const park = toPark(row, detail?.occupied ?? 0, detail?.rule ?? undefined, collected.has(row.parkId));
      const left = bagLeft.get(row.parkId);
      const withBag = left !== undefined && park.supportBag ? { ...park, leftBagSpaceNum: left } : park;
      const shared = slots?.get(row.parkId);
      return shared
        ? {
            ...withBag,
            diffTimeBagLeftNum: shared.bag.left,
            diffTimeBagTotalNum: shared.bag.total,
            diffTimeBookLeftNum: shared.book.left,
            diffTimeBookTotalNum: shared.book.total,
          }
        : withBag;
    });
    return pageOf(results, page.total);
  }

  const centerOf = (q: { destLat?: number; destLng?: number }): LatLng | undefined =>
    q.destLat === undefined || q.destLng === undefined ? undefined : { lat: q.destLat, lng: q.destLng };

  return {
    /** Parks within the radius, nearest first; `filter` narrows to monthly, bookable or off-peak parks. */
    async nearby(dealerId: string, viewer: Viewer | null, query: CircleQuery, filter: ParkFilter = {}) {
      const center = { lat: query.destLat, lng: query.destLng };
      return parkPage(await repo.nearby(dealerId, center, query.radius, filter, query), viewer);
    },

    /** The home list: the first HOME_PARKS_ASKED parks (the app shows items 2 to 4). */
    async nearbyForHome(dealerId: string, viewer: Viewer | null, query: CircleQuery) {
      const paging = { pageNo: 1, pageSize: Math.min(query.pageSize, Nearby.HOME_PARKS_ASKED) };
      const center = { lat: query.destLat, lng: query.destLng };
      return parkPage(await repo.nearby(dealerId, center, query.radius, {}, paging), viewer);
    },

    /** Parks whose name or address holds the keyword, nearest first when the driver's position is known. */
    async searchByName(
      dealerId: string,
      viewer: Viewer | null,
      query: PageQuery & { keyword: string; destLat?: number; destLng?: number },
      filter: ParkFilter = {},
    ) {
      const where = { ...filter, keyword: query.keyword };
      return parkPage(await repo.search(dealerId, centerOf(query), where, query), viewer);
    },

    /** One of the dealer's parks as the lists show it (the legacy getParkDetail); undefined when it is not theirs. */
    async park(dealerId: string, viewer: Viewer | null, parkId: string): Promise<Park | undefined> {
      const rows = await repo.byIds(dealerId, [parkId]);
      return (await parkPage({ rows, total: rows.length }, viewer)).results[0];
    },

    /** Parks by name within a city (or every city), by name. */
    async byName(dealerId: string, viewer: Viewer | null, query: PageQuery & { parkName: string; cityName?: string }) {
      const cities = query.cityName ? cityVariants(query.cityName) : [];
      const filter: ParkFilter = { keyword: query.parkName, ...(cities.length ? { cities } : {}) };
      return parkPage(await repo.search(dealerId, undefined, filter, query), viewer);
    },

    async cities(dealerId: string): Promise<Citys> {
      const rows = await repo.cities(dealerId);
      return { results: rows.map((r) => ({ cityName: r.city, parkCount: r.n })) };
    },

    /** WeChat and Alipay everywhere; the balance where the dealer supports it. A named park must be the dealer's. */
    async payTypes(dealerId: string, parkId: string | undefined): Promise<ParkPayTypes> {
      if (parkId && !(await repo.parkOfDealer(dealerId, parkId))) throw parkNotFound();
      const channels: PayChannel[] = [PayChannel.WX, PayChannel.ALI];
      if (await deps.supportsBalance(dealerId)) channels.push(PayChannel.BALANCE);
      return { results: channels.map((payType) => ({ payType, payTypeName: payChannelLabel[payType] })) };
    },

    async collected(driver: Viewer & { dealerId: string }, query: PageQuery & { destLat?: number; destLng?: number }) {
      return parkPage(await repo.collected(driver.id, driver.dealerId, centerOf(query), query), driver);
    },

    /** These parks of the dealer as drivers see them (spaces left, fee labels), in no particular order. */
    async byIds(dealerId: string, viewer: Viewer | null, parkIds: string[]): Promise<Park[]> {
      const rows = await repo.byIds(dealerId, parkIds);
      return (await parkPage({ rows, total: rows.length }, viewer)).results;
    },

    /** Whether the park is one of the dealer's. */
    async isDealerPark(dealerId: string, parkId: string): Promise<boolean> {
      return (await repo.parkOfDealer(dealerId, parkId)) !== undefined;
    },

    /** Adds a favourite; only a park of the driver's own dealer can be one. Adding twice changes nothing. */
    async collect(driver: Viewer & { dealerId: string }, parkId: string): Promise<CollectResult> {
      if (!(await repo.parkOfDealer(driver.dealerId, parkId))) throw parkNotFound();
      return { count: await repo.addCollection(driver.id, parkId) };
    },

    async uncollect(driver: Viewer, parkIds: string[]): Promise<CollectResult> {
      return { count: await repo.removeCollections(driver.id, parkIds) };
    },
  };
}
export type DiscoveryService = ReturnType<typeof createDiscoveryService>;
