import { DEVICE_OFFLINE_AFTER_MS, type BoardAlarm, type LockFault, type ParkBoard } from '@parking/contracts';
import { formatShanghaiMinute } from '@parking/contracts/shanghai-time';

/** What the board reads of one park, from the modules that own it (decision 085). */
export interface ParkReadings {
  park: { id: string; name: string; totalSpaces: number };
  activity: { occupied: number; entries: number; exits: number; revenueFen: number };
  /** Gate cameras and handhelds (disabled ones are left out by the caller); `linked`: holding a live device link. */
  devices: { id: string; kind: string; name: string; lastSeenAt: Date | null; linked?: boolean }[];
  gateways: { id: string; online: boolean }[];
  lockFaults: { id: string; spaceCode: string; fault: LockFault; since: Date | null }[];
  chargers: { id: string; leaseExpiresAt: Date | null }[];
  faultedGuns: { chargerId: string; gunNo: string; errorCode: string | null; since: Date | null }[];
}

const LOCK_FAULT_TEXT: Record<LockFault, string> = { obstructed: '有障碍物', motor: '电机故障', battery: '电量不足' };

/**
 * A gate or handheld is offline when it holds no live device link and has not been heard from within
 * DEVICE_OFFLINE_AFTER_MS (or never).
 */
export const deviceOffline = (lastSeenAt: Date | null, now: Date, linked = false): boolean =>
  !linked && (lastSeenAt === null || now.getTime() - lastSeenAt.getTime() > DEVICE_OFFLINE_AFTER_MS);

/** A charger is online while a node holds its lease. */
const chargerOffline = (leaseExpiresAt: Date | null, now: Date) => leaseExpiresAt === null || leaseExpiresAt <= now;

const iso = (at: Date | null) => at?.toISOString() ?? null;

/** One park's line on the board: spaces, traffic, revenue, devices offline and alarms. Pure. */
export function parkBoard(r: ParkReadings, now: Date): ParkBoard {
  const alarms: BoardAlarm[] = [];
  const offlineDevices = r.devices.filter((d) => deviceOffline(d.lastSeenAt, now, d.linked));
  for (const d of offlineDevices.filter((d) => d.kind === 'gate')) {
    const seen = d.lastSeenAt ? `最后在线 ${formatShanghaiMinute(d.lastSeenAt)}` : '从未上线';
    alarms.push({ kind: 'gateOffline', subject: `${d.name}（${d.id}）`, detail: seen, since: iso(d.lastSeenAt) });
  }
  const offlineGateways = r.gateways.filter((g) => !g.online);
  for (const g of offlineGateways)
    alarms.push({ kind: 'lockGatewayOffline', subject: g.id, detail: '网关未连接', since: null });
  for (const f of r.lockFaults) {
    alarms.push({
      kind: 'lockFault',
      subject: `${f.spaceCode}（${f.id}）`,
      detail: LOCK_FAULT_TEXT[f.fault],
      since: iso(f.since),
    });
  }
  for (const g of r.faultedGuns) {
    alarms.push({
      kind: 'chargerFaulted',
      subject: `${g.chargerId} 枪 ${g.gunNo}`,
      detail: g.errorCode && g.errorCode !== 'NoError' ? g.errorCode : '故障',
      since: iso(g.since),
    });
  }
  const offlineChargers = r.chargers.filter((c) => chargerOffline(c.leaseExpiresAt, now));
  return {
    parkId: r.park.id,
    parkName: r.park.name,
    totalSpaces: r.park.totalSpaces,
    occupied: r.activity.occupied,
    free: Math.max(0, r.park.totalSpaces - r.activity.occupied),
    entriesLastHour: r.activity.entries,
    exitsLastHour: r.activity.exits,
    revenueTodayFen: r.activity.revenueFen,
    devicesTotal: r.devices.length + r.gateways.length + r.chargers.length,
    devicesOffline: offlineDevices.length + offlineGateways.length + offlineChargers.length,
    alarms,
  };
}

/** What the health watch compares between rounds: a change here is pushed even when no outbox event said so. */
export const healthSignature = (board: ParkBoard): string =>
  JSON.stringify([board.devicesOffline, board.alarms.map((a) => [a.kind, a.subject, a.detail])]);
