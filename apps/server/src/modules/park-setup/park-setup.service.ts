import { randomBytes } from 'node:crypto';
import {
  AppError,
  ErrorCode,
  type BerthInput,
  type DeviceUpdate,
  type LaneInput,
  type ParkCreate,
  type ParkSettings,
  type DeviceStatus,
  type GateCommand,
  type GateOpen,
  type OperatorProfile,
  type ParkSetup,
} from '@parking/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import type { AuditTrail } from '../audit';
import type { CommandOutcome, LinkStore } from '../device-links';
import { mayActOnPark, parkScopeOf } from '../operators';
import type { DeviceRow, LaneRow, ParkRow, ParksRepository } from '../parks';

/** A gate that has not heard the open command within this long does not open later (the car has gone or waits). */
export const OPEN_GATE_TTL_MS = 30_000;

const parkNotFound = () => new AppError(ErrorCode.NOT_FOUND, '车场不存在');
const laneNotFound = () => new AppError(ErrorCode.NOT_FOUND, '车道不存在');
const deviceNotFound = () => new AppError(ErrorCode.NOT_FOUND, '设备不存在');

/** What the audit log keeps of each object: its editable fields (never a device's key). */
const parkFields = (p: ParkRow) => ({
  name: p.name,
  address: p.address,
  kind: p.kind,
  longitude: p.longitude,
  latitude: p.latitude,
  totalSpaces: p.totalSpaces,
  openingHours: p.openingHours,
  leaveFirst: p.leaveFirst,
});
const laneFields = (l: LaneRow) => ({ code: l.code, name: l.name, direction: l.direction });
const deviceFields = (d: DeviceRow) => ({ name: d.name, laneId: d.laneId, disabled: d.disabled });

const laneOf = (l: LaneRow) => ({ laneId: l.id, ...laneFields(l) }) as ParkSetup['lanes'][number];
const outcomeOf = (c: CommandOutcome): GateCommand => ({
  commandId: c.id,
  deviceId: c.deviceId,
  state: c.state,
  issuedAt: c.issuedAt.toISOString(),
  ackedAt: c.ackedAt?.toISOString() ?? null,
});

/** A unique violation (a code the park already has) as the message beside the field. */
async function unique<T>(write: Promise<T>, message: string): Promise<T> {
  try {
    return await write;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError(ErrorCode.CONFLICT, message);
    throw error;
  }
}

/**
 * Setting parks up from the console (issue 39): parks, lanes, berths, devices and the gate's open command. Every
 * call checks the park is the operator's dealer's and within their scope (decision 077), and records its change in
 * the audit log in the transaction that makes it (decision 082).
 */
export function createParkSetupService(deps: {
  db: Db;
  parksOf: (db: Db) => ParksRepository;
  trail: AuditTrail;
  links: Pick<LinkStore, 'issue' | 'command' | 'linked'>;
}) {
  const { db, trail } = deps;
  const parks = deps.parksOf(db);

  /** The park, if the operator may act on it; otherwise not found (another dealer's park does not exist for them). */
  async function parkFor(operator: OperatorProfile, parkId: string): Promise<ParkRow> {
    const park = await parks.parkOfDealer(operator.dealerId, parkId);
    if (!park || !mayActOnPark(operator, park.id)) throw parkNotFound();
    return park;
  }

  async function deviceFor(operator: OperatorProfile, deviceId: string): Promise<DeviceRow> {
    const device = await parks.device(deviceId);
    if (!device || device.dealerId !== operator.dealerId || !mayActOnPark(operator, device.parkId)) {
      throw deviceNotFound();
    }
    return device;
  }

  async function detail(park: ParkRow, within: ParksRepository = parks): Promise<ParkSetup> {
    const [lanes, berths] = await Promise.all([within.lanes(park.id), within.berths(park.id)]);
    return {
      parkId: park.id,
      ...parkFields(park),
      lanes: lanes.map(laneOf),
      berths: berths.map((b) => ({ berthId: b.id, code: b.code })),
    };
  }

  async function statuses(rows: { device: DeviceRow; parkName: string }[]): Promise<DeviceStatus[]> {
    const online = await deps.links.linked(rows.map((r) => r.device.id));
    return rows.map(({ device, parkName }) => ({
      deviceId: device.id,
      kind: device.kind as DeviceStatus['kind'],
      name: device.name,
      parkId: device.parkId,
      parkName,
      laneId: device.laneId,
      disabled: device.disabled,
      online: online.has(device.id),
      lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
    }));
  }

  return {
    async detail(operator: OperatorProfile, parkId: string) {
      return detail(await parkFor(operator, parkId));
    },

    async createPark(operator: OperatorProfile, input: z.output<typeof ParkCreate>) {
      return db.transaction(async (tx) => {
        const within = deps.parksOf(tx);
        const park = await within.insertPark({ dealerId: operator.dealerId, ...input });
        await trail.record(tx, { objectType: 'park', objectId: park.id, before: null, after: parkFields(park) });
        return detail(park, within);
      });
    },

    async updatePark(operator: OperatorProfile, parkId: string, input: z.output<typeof ParkSettings>) {
      const before = await parkFor(operator, parkId);
      return db.transaction(async (tx) => {
        const within = deps.parksOf(tx);
        const park = await within.updatePark(parkId, input);
        await trail.record(tx, {
          objectType: 'park',
          objectId: park.id,
          before: parkFields(before),
          after: parkFields(park),
        });
        return detail(park, within);
      });
    },

    async createLane(operator: OperatorProfile, parkId: string, input: z.output<typeof LaneInput>) {
      const park = await parkFor(operator, parkId);
      if (park.kind !== 'offStreet') throw new AppError(ErrorCode.INVALID_INPUT, '路内车场没有车道，请添加泊位');
      return db.transaction(async (tx) => {
        const lane = await unique(deps.parksOf(tx).insertLane({ parkId, ...input }), `车道编号 ${input.code} 已存在`);
        await trail.record(tx, {
          objectType: 'lane',
          objectId: lane.id,
          before: null,
          after: { parkId, ...laneFields(lane) },
        });
        return laneOf(lane);
      });
    },

    async updateLane(operator: OperatorProfile, parkId: string, laneId: string, input: z.output<typeof LaneInput>) {
      await parkFor(operator, parkId);
      const before = await parks.lane(parkId, laneId);
      if (!before) throw laneNotFound();
      return db.transaction(async (tx) => {
        const lane = await unique(deps.parksOf(tx).updateLane(laneId, input), `车道编号 ${input.code} 已存在`);
        await trail.record(tx, {
          objectType: 'lane',
          objectId: lane.id,
          before: laneFields(before),
          after: laneFields(lane),
        });
        return laneOf(lane);
      });
    },

    async createBerth(operator: OperatorProfile, parkId: string, input: BerthInput) {
      const park = await parkFor(operator, parkId);
      if (park.kind !== 'roadSide') throw new AppError(ErrorCode.INVALID_INPUT, '场库车场没有路内泊位，请添加车道');
      return db.transaction(async (tx) => {
        const berth = await unique(
          deps.parksOf(tx).insertBerth({ parkId, code: input.code }),
          `泊位编号 ${input.code} 已存在`,
        );
        await trail.record(tx, {
          objectType: 'berth',
          objectId: berth.id,
          before: null,
          after: { parkId, code: berth.code },
        });
        return { berthId: berth.id, code: berth.code };
      });
    },

    /** The devices of the operator's parks, with whether each holds a live link now. */
    async devices(operator: OperatorProfile) {
      const scope = parkScopeOf(operator);
      const rows = await parks.devicesOfDealer(operator.dealerId);
      return statuses(scope ? rows.filter((r) => scope.includes(r.device.parkId)) : rows);
    },

    async updateDevice(operator: OperatorProfile, deviceId: string, input: z.output<typeof DeviceUpdate>) {
      const before = await deviceFor(operator, deviceId);
      if (input.laneId !== null) {
        if (before.kind !== 'gate') throw new AppError(ErrorCode.INVALID_INPUT, '只有道闸可以绑定车道');
        if (!(await parks.lane(before.parkId, input.laneId))) throw laneNotFound();
      }
      const device = await db.transaction(async (tx) => {
        const after = await deps.parksOf(tx).updateDevice(deviceId, input);
        await trail.record(tx, {
          objectType: 'device',
          objectId: deviceId,
          before: deviceFields(before),
          after: deviceFields(after),
        });
        return after;
      });
      // After the transaction: on PGlite's one connection, a read outside it would wait for it to end.
      const [park] = await parks.parksByIds([device.parkId]);
      return (await statuses([{ device, parkName: park!.name }]))[0]!;
    },

    /** A new key, answered this once; the old key stops working at once (a lost or copied handheld). */
    async rotateKey(operator: OperatorProfile, deviceId: string) {
      await deviceFor(operator, deviceId);
      const secret = randomBytes(32).toString('hex');
      return db.transaction(async (tx) => {
        await deps.parksOf(tx).updateDevice(deviceId, { secret });
        // The entry says the key changed, never what it is.
        await trail.record(tx, {
          objectType: 'device',
          objectId: deviceId,
          before: { key: 'old' },
          after: { key: 'new' },
        });
        return { deviceId, secret };
      });
    },

    /**
     * Sends the lane's gate an open command through its device link (decision 034); the command, its outbox event
     * and the audit entry with the reason commit together. The gate acknowledges when it has opened.
     */
    async openGate(operator: OperatorProfile, parkId: string, laneId: string, { reason }: GateOpen) {
      await parkFor(operator, parkId);
      const lane = await parks.lane(parkId, laneId);
      if (!lane) throw laneNotFound();
      const [gate] = await parks.gatesOfLane(laneId);
      if (!gate) throw new AppError(ErrorCode.INVALID_INPUT, '该车道没有启用的道闸，请先在设备中绑定');
      const id = await db.transaction(async (tx) => {
        const commandId = await deps.links.issue(
          {
            deviceId: gate.id,
            dealerId: operator.dealerId,
            kind: 'openGate',
            payload: { lane: lane.code, reason },
            ttlMs: OPEN_GATE_TTL_MS,
          },
          tx,
        );
        await trail.record(tx, {
          objectType: 'lane',
          objectId: laneId,
          before: null,
          after: { gateOpened: gate.id, commandId },
        });
        return commandId;
      });
      return outcomeOf((await deps.links.command(id))!);
    },

    async gateCommand(operator: OperatorProfile, commandId: number) {
      const command = await deps.links.command(commandId);
      if (!command) throw new AppError(ErrorCode.NOT_FOUND, '指令不存在');
      await deviceFor(operator, command.deviceId).catch(() => {
        throw new AppError(ErrorCode.NOT_FOUND, '指令不存在');
      });
      return outcomeOf(command);
    },
  };
}
export type ParkSetupService = ReturnType<typeof createParkSetupService>;
