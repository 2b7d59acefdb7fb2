import {
  AppError,
  ErrorCode,
  FOLLOW_LIMIT,
  formatKwhPrice,
  kwhPriceUnits,
  StationOpenState,
  type FollowAlertSwitchChange,
  type FollowAlertSwitches,
  type FollowedItem,
  type FollowKind,
  type FollowList,
  type FollowState,
  type FollowTarget,
  type Park,
  type Station,
} from '@parking/contracts';
import type { DiscoveryService } from '../parks';
import type { StationsService } from '../charging';
import type { FollowsRepository } from './follows.repository';

interface DriverRef {
  id: string;
  dealerId: string;
}

/** A followed place as the list shows it, before the follow's own fields. */
export type PlaceItem = Omit<FollowedItem, 'followedAt' | 'alerts'>;

const parkItem = (p: Park): PlaceItem => ({
  kind: 'park',
  targetId: p.parkId,
  name: p.parkName,
  address: p.parkAddr,
  latitude: p.latitude,
  longitude: p.longitude,
  freeNum: p.leftParkSpaceNum,
  totalNum: p.totalParkSpaceNum,
  priceText: p.feeRuleLabels.join('；'),
  open: p.isOnline,
});

const stationItem = (s: Station): PlaceItem => {
  const units = kwhPriceUnits(s.currentPrice);
  return {
    kind: 'station',
    targetId: s.stationId,
    name: s.stationName,
    address: s.stationAddr,
    latitude: s.latitude,
    longitude: s.longitude,
    freeNum: s.quickChargingInfo.leftNum + s.slowChargingInfo.leftNum,
    totalNum: s.quickChargingInfo.totalNum + s.slowChargingInfo.totalNum,
    priceText: Number.isNaN(units) ? '' : formatKwhPrice(units),
    open: s.openState.code === StationOpenState.OPEN,
  };
};

type PlaceSources = {
  discovery: Pick<DiscoveryService, 'byIds'>;
  stations: Pick<StationsService, 'byIds'>;
};

/** Parks and stations of a dealer as the follow list shows them, by id (an unknown or another dealer's id is left out). */
export function placeReader(deps: PlaceSources) {
  return async (dealerId: string, ids: { park: string[]; station: string[] }): Promise<Map<string, PlaceItem>> => {
    const [parks, stations] = await Promise.all([
      ids.park.length ? deps.discovery.byIds(dealerId, null, ids.park) : [],
      ids.station.length ? deps.stations.byIds(dealerId, null, ids.station) : [],
    ]);
    return new Map<string, PlaceItem>([
      ...parks.map((p) => [`park:${p.parkId}`, parkItem(p)] as const),
      ...stations.map((s) => [`station:${s.stationId}`, stationItem(s)] as const),
    ]);
  };
}
export type PlaceReader = ReturnType<typeof placeReader>;

/**
 * The parks and stations a driver follows (decision 041): their availability and price are read live through the
 * parks and charging modules' services, so the list shows what the park sheet and station page show.
 */
export function createFollowsService(deps: {
  repo: FollowsRepository;
  discovery: Pick<DiscoveryService, 'isDealerPark'>;
  stations: Pick<StationsService, 'isDealerStation'>;
  places: PlaceReader;
  /** A new follow's starting point for its alerts (what the place looks like now). */
  remember: (kind: FollowKind, place: PlaceItem) => Promise<void>;
}) {
  const { repo } = deps;
  const notFound = (kind: FollowKind) =>
    new AppError(ErrorCode.NOT_FOUND, kind === 'park' ? '停车场不存在' : '充电站不存在');

  return {
    async list(me: DriverRef): Promise<FollowList> {
      const rows = await repo.ofDriver(me.id);
      const ids = (kind: FollowKind) => rows.filter((r) => r.kind === kind).map((r) => r.targetId);
      const found = await deps.places(me.dealerId, { park: ids('park'), station: ids('station') });
      // A follow of another dealer's park (the driver switched platform) is kept but not shown here.
      const results = rows.flatMap((r) => {
        const item = found.get(`${r.kind}:${r.targetId}`);
        return item ? [{ ...item, followedAt: r.createdAt.toISOString(), alerts: r.alerts }] : [];
      });
      return { results, totalRecord: results.length, limit: FOLLOW_LIMIT };
    },

    async state(me: DriverRef, target: FollowTarget): Promise<FollowState> {
      const [followed, count] = await Promise.all([repo.has(me.id, target.kind, target.targetId), repo.countOf(me.id)]);
      return { followed, count };
    },

    /** Follows a park or station of the driver's own dealer; twice changes nothing; past FOLLOW_LIMIT refused. */
    async follow(me: DriverRef, target: FollowTarget): Promise<FollowState> {
      const exists =
        target.kind === 'park'
          ? await deps.discovery.isDealerPark(me.dealerId, target.targetId)
          : await deps.stations.isDealerStation(me.dealerId, target.targetId);
      if (!exists) throw notFound(target.kind);
      const outcome = await repo.add(me.id, target.kind, target.targetId, FOLLOW_LIMIT);
      if (outcome === 'limit') throw new AppError(ErrorCode.FOLLOW_LIMIT_REACHED);
      if (outcome === 'added') {
        const ids = { park: [], station: [], [target.kind]: [target.targetId] };
        const place = (await deps.places(me.dealerId, ids)).get(`${target.kind}:${target.targetId}`);
        if (place) await deps.remember(target.kind, place);
      }
      return { followed: true, count: await repo.countOf(me.id) };
    },

    /** Switches one of the driver's own follows' alerts; another's follow or none → FOLLOW_NOT_FOUND (404). */
    async setAlerts(
      me: DriverRef,
      target: FollowTarget,
      change: FollowAlertSwitchChange,
    ): Promise<FollowAlertSwitches> {
      const switches = await repo.setAlerts(me.id, target.kind, target.targetId, change);
      if (!switches) throw new AppError(ErrorCode.FOLLOW_NOT_FOUND);
      return switches;
    },

    /** Only the driver's own follow goes; unfollowing what is not followed changes nothing. */
    async unfollow(me: DriverRef, target: FollowTarget): Promise<FollowState> {
      await repo.remove(me.id, target.kind, target.targetId);
      return { followed: false, count: await repo.countOf(me.id) };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
