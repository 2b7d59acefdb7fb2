import { ParkingOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { Clock } from '../../clock';
import type { NonceStore } from '../../plugins/nonce-store';
import { installDeviceAuth, type ParksRepository } from '../parks';
import type { DeviceEventsService } from './stays/device-events.service';
import type { StaysRepository } from './stays/stays.repository';

// Room for one picture (DEVICE_PICTURE_MAX_BYTES as base64) and the event around it.
const EVENT_BODY_LIMIT = 1024 * 1024;

interface DeviceRoutesDeps {
  events: DeviceEventsService;
  stays: StaysRepository;
  parks: ParksRepository;
  nonces: NonceStore;
  clock: Clock;
}

/** The device API (under /api/device/v1): signed requests from gate cameras and collector handhelds only. */
export async function deviceRoutes(app: FastifyInstance, deps: DeviceRoutesDeps) {
  const { events, stays, parks, nonces, clock } = deps;
  installDeviceAuth(app, { parks, nonces, clock });

  serve(app, ParkingOps.deviceConfig, {}, async (req) => {
    const park = req.device.park;
    const handheld = req.device.kind === 'handheld';
    const [lanes, berths, platePrefix, parked, collectors] = await Promise.all([
      parks.lanes(park.id),
      parks.berths(park.id),
      parks.platePrefix(park.dealerId),
      stays.openStaysOfPark(park.id, 500),
      handheld ? parks.activeCollectors(park.dealerId) : [],
    ]);
    const berthCodes = new Map(berths.map((b) => [b.id, b.code]));
    return ok({
      deviceId: req.device.id,
      kind: req.device.kind as 'gate' | 'handheld',
      parkId: park.id,
      parkName: park.name,
      parkKind: park.kind as 'offStreet' | 'roadSide',
      platePrefix,
      lanes: lanes.map((l) => ({ code: l.code, name: l.name, direction: l.direction as 'entry' | 'exit' })),
      berths: berths.map((b) => b.code),
      collectors,
      parked: parked.map((s) => ({
        plateNo: s.plateNo,
        plateColor: s.plateColor === 2 ? (2 as const) : null,
        berthCode: s.berthId ? (berthCodes.get(s.berthId) ?? null) : null,
      })),
    });
  });

  serve(app, ParkingOps.gateEvent, { bodyLimit: EVENT_BODY_LIMIT }, async (req) =>
    ok(await events.gateEvent(req.device, req.body)),
  );

  serve(app, ParkingOps.collectorEvent, { bodyLimit: EVENT_BODY_LIMIT }, async (req) =>
    ok(await events.collectorEvent(req.device, req.body)),
  );
}
