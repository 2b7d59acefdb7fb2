import {
  AppError,
  ErrorCode,
  FOLLOW_LIMIT,
  formatKwhPrice,
  kwhPriceUnits,
  StationOpenState,
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

const parkItem = (p: Park): Omit<FollowedItem, 'followedAt'> => ({
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

const stationItem = (s: Station): Omit<FollowedItem, 'followedAt'> => {
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

/**
 * The parks and stations a driver follows (decision 041): their availability and price are read live through the
 * parks and charging modules' services, so the list shows what the park sheet and station page show.
 */
export function createFollowsService(deps: {
  repo: FollowsRepository;
  discovery: Pick<DiscoveryService, 'byIds' | 'isDealerPark'>;
  stations: Pick<StationsService, 'byIds' | 'isDealerStation'>;
}) {
  const { repo } = deps;
  const notFound = (kind: FollowKind) =>
    new AppError(ErrorCode.NOT_FOUND, kind === 'park' ? '停车场不存在' : '充电站不存在');

  return {
    async list(me: DriverRef): Promise<FollowList> {
      const rows = await repo.ofDriver(me.id);
      const ids = (kind: FollowKind) => rows.filter((r) => r.kind === kind).map((r) => r.targetId);
      const [parks, stations] = await Promise.all([
        deps.discovery.byIds(me.dealerId, null, ids('park')),
        deps.stations.byIds(me.dealerId, null, ids('station')),
      ]);
      const found = new Map<string, Omit<FollowedItem, 'followedAt'>>([
        ...parks.map((p) => [`park:${p.parkId}`, parkItem(p)] as const),
        ...stations.map((s) => [`station:${s.stationId}`, stationItem(s)] as const),
      ]);
      // A follow of another dealer's park (the driver switched platform) is kept but not shown here.
      const results = rows.flatMap((r) => {
        const item = found.get(`${r.kind}:${r.targetId}`);
        return item ? [{ ...item, followedAt: r.createdAt.toISOString() }] : [];
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
      return { followed: true, count: await repo.countOf(me.id) };
    },

    /** Only the driver's own follow goes; unfollowing what is not followed changes nothing. */
    async unfollow(me: DriverRef, target: FollowTarget): Promise<FollowState> {
      await repo.remove(me.id, target.kind, target.targetId);
      return { followed: false, count: await repo.countOf(me.id) };
    },
  };
}
export type FollowsService = ReturnType<typeof createFollowsService>;
