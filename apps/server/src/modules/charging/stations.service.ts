import {
  AppError,
  ErrorCode,
  Nearby,
  StationOpenState,
  StationSource,
  kwhPriceYuan,
  stationOpenStateText,
  type CollectResult,
  type Station,
  type StationPage,
  type PageQuery,
} from '@parking/contracts';
import { pageOf } from '../../db/paging';
import type { LatLng } from '../../geo/haversine';
import type { StationRow, StationsPage, StationsRepository } from './stations.repository';

/** Busy connectors as a whole percentage of all (0 for a station without connectors). */
export function usageRate(row: Pick<StationRow, 'quickTotal' | 'quickFree' | 'slowTotal' | 'slowFree'>): number {
  const total = row.quickTotal + row.slowTotal;
  if (total === 0) return 0;
  const busy = total - row.quickFree - row.slowFree;
  return Math.round((busy * 100) / total);
}

const openStateOf = (code: number) => {
  const known = Object.values(StationOpenState).find((state) => state === code);
  return { code, text: known ? stationOpenStateText[known] : '未知' };
};

/** A station as drivers see it. */
export function toStation(row: StationRow & { distance: number | null }, collected: boolean): Station {
  return {
    stationId: row.id,
    stationName: row.name,
    stationAddr: row.address,
    openState: openStateOf(row.openState),
    supportBook: row.supportBook,
    supportOccupy: row.supportOccupy,
    usageRate: usageRate(row),
    currentPrice: kwhPriceYuan(row.currentPrice),
    quickChargingInfo: { leftNum: row.quickFree, totalNum: row.quickTotal },
    slowChargingInfo: { leftNum: row.slowFree, totalNum: row.slowTotal },
    parkingFeeDesc: row.parkingFeeDesc,
    distance: row.distance === null ? null : Math.round(row.distance),
    latitude: row.latitude,
    longitude: row.longitude,
    collected,
  };
}

const stationNotFound = () => new AppError(ErrorCode.NOT_FOUND, '充电站不存在');

/** Nearby charging stations and the driver's favourite stations. */
export function createStationsService({ repo }: { repo: StationsRepository }) {
  async function stationPage(page: StationsPage, viewer: { id: string } | null): Promise<StationPage> {
    const ids = page.rows.map((row) => row.id);
    const collected = viewer ? await repo.collectedIds(viewer.id, ids) : new Set<string>();
    return pageOf(
      page.rows.map((row) => toStation(row, collected.has(row.id))),
      page.total,
    );
  }

  return {
    /** Stations near the driver, nearest first; the home list (source home) is trimmed to HOME_STATION_COUNT. */
    async nearby(
      dealerId: string,
      viewer: { id: string } | null,
      query: PageQuery & { destLat: number; destLng: number; radius: number; source: StationSource },
      homeCount: number,
    ): Promise<StationPage> {
      const paging = query.source === StationSource.HOME ? { pageNo: 1, pageSize: homeCount } : query;
      const center: LatLng = { lat: query.destLat, lng: query.destLng };
      return stationPage(
        await repo.nearby(dealerId, center, Math.min(query.radius, Nearby.MAX_RADIUS_M), paging),
        viewer,
      );
    },

    async collected(
      driver: { id: string; dealerId: string },
      query: PageQuery & { destLat?: number; destLng?: number },
    ): Promise<StationPage> {
      const center =
        query.destLat === undefined || query.destLng === undefined
          ? undefined
          : { lat: query.destLat, lng: query.destLng };
      return stationPage(await repo.collected(driver.id, driver.dealerId, center, query), driver);
    },

    /** These stations of the dealer as drivers see them, in no particular order. */
    async byIds(dealerId: string, viewer: { id: string } | null, stationIds: string[]): Promise<Station[]> {
      const rows = await repo.byIds(dealerId, stationIds);
      return (await stationPage({ rows: rows.map((row) => ({ ...row, distance: null })), total: rows.length }, viewer))
        .results;
    },

    async isDealerStation(dealerId: string, stationId: string): Promise<boolean> {
      return (await repo.stationOfDealer(dealerId, stationId)) !== undefined;
    },

    async collect(driver: { id: string; dealerId: string }, stationId: string): Promise<CollectResult> {
      if (!(await repo.stationOfDealer(driver.dealerId, stationId))) throw stationNotFound();
      return { count: await repo.addCollection(driver.id, stationId) };
    },

    async uncollect(driver: { id: string }, stationIds: string[]): Promise<CollectResult> {
      return { count: await repo.removeCollections(driver.id, stationIds) };
    },
  };
}
export type StationsService = ReturnType<typeof createStationsService>;
