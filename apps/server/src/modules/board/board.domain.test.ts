import { DEVICE_OFFLINE_AFTER_MS } from '@parking/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deviceOffline, healthSignature, parkBoard, type ParkReadings } from './board.domain';

const NOW = new Date('2026-06-01T02:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);

const aPark = (over: Partial<ParkReadings> = {}): ParkReadings => ({
  park: { id: 'p1', name: '武林广场', totalSpaces: 100 },
  activity: { occupied: 40, entries: 7, exits: 5, revenueFen: 12_300 },
  devices: [],
  gateways: [],
  lockFaults: [],
  chargers: [],
  faultedGuns: [],
  ...over,
});

describe('deviceOffline', () => {
  it.each([
    ['never seen', null, true],
    ['seen a minute ago', ago(60_000), false],
    ['seen exactly at the limit', ago(DEVICE_OFFLINE_AFTER_MS), false],
    ['seen a millisecond past it', ago(DEVICE_OFFLINE_AFTER_MS + 1), true],
  ])('%s: %s', (_, seen, offline) => expect(deviceOffline(seen, NOW)).toBe(offline));

  it('a device holding a live link is online however long it stays quiet', () => {
    expect(deviceOffline(null, NOW, true)).toBe(false);
    expect(deviceOffline(ago(DEVICE_OFFLINE_AFTER_MS * 10), NOW, true)).toBe(false);
  });
});

describe('parkBoard', () => {
  it('spaces, traffic and revenue as read', () => {
    expect(parkBoard(aPark(), NOW)).toMatchObject({
      occupied: 40,
      free: 60,
      entriesLastHour: 7,
      exitsLastHour: 5,
      revenueTodayFen: 12_300,
      devicesTotal: 0,
      devicesOffline: 0,
      alarms: [],
    });
  });

  it('a park fuller than its spaces shows none free, never a negative number', () => {
    expect(parkBoard(aPark({ activity: { occupied: 130, entries: 0, exits: 0, revenueFen: 0 } }), NOW).free).toBe(0);
  });

  it('raises an alarm for a quiet gate, a gateway down, a lock fault and a faulted gun; a quiet handheld only counts', () => {
    const board = parkBoard(
      aPark({
        devices: [
          { id: 'G1', kind: 'gate', name: '东门相机', lastSeenAt: ago(10 * 60_000) },
          { id: 'G2', kind: 'gate', name: '西门相机', lastSeenAt: ago(1_000) },
          { id: 'P1', kind: 'handheld', name: '手持机', lastSeenAt: null },
        ],
        gateways: [
          { id: 'GW1', online: false },
          { id: 'GW2', online: true },
        ],
        lockFaults: [{ id: 'L1', spaceCode: 'A-01', fault: 'motor', since: ago(60_000) }],
        chargers: [
          { id: 'CP1', leaseExpiresAt: new Date(NOW.getTime() + 5_000) },
          { id: 'CP2', leaseExpiresAt: null },
        ],
        faultedGuns: [{ chargerId: 'CP1', gunNo: '0101', errorCode: 'GroundFailure', since: null }],
      }),
      NOW,
    );
    expect(board.devicesTotal).toBe(7);
    expect(board.devicesOffline).toBe(4); // G1, P1, GW1, CP2
    expect(board.alarms.map((a) => [a.kind, a.subject, a.detail])).toEqual([
      ['gateOffline', '东门相机（G1）', '最后在线 2026-06-01 09:50'],
      ['lockGatewayOffline', 'GW1', '网关未连接'],
      ['lockFault', 'A-01（L1）', '电机故障'],
      ['chargerFaulted', 'CP1 枪 0101', 'GroundFailure'],
    ]);
  });

  it('the health signature changes with offline devices and alarms, not with traffic', () => {
    const quiet = parkBoard(aPark(), NOW);
    const busier = parkBoard(aPark({ activity: { occupied: 41, entries: 8, exits: 5, revenueFen: 12_500 } }), NOW);
    const faulty = parkBoard(
      aPark({ lockFaults: [{ id: 'L1', spaceCode: 'A-01', fault: 'battery', since: null }] }),
      NOW,
    );
    expect(healthSignature(busier)).toBe(healthSignature(quiet));
    expect(healthSignature(faulty)).not.toBe(healthSignature(quiet));
  });

  it('properties: free and occupied fill the spaces; offline within total; one alarm per fault or quiet gate', () => {
    const seen = fc.option(fc.integer({ min: 0, max: 20 * 60_000 }).map(ago), { nil: null });
    const readings = fc.record({
      total: fc.integer({ min: 0, max: 2_000 }),
      occupied: fc.integer({ min: 0, max: 2_500 }),
      devices: fc.array(fc.record({ kind: fc.constantFrom('gate', 'handheld'), lastSeenAt: seen }), { maxLength: 8 }),
      gateways: fc.array(fc.boolean(), { maxLength: 4 }),
      faults: fc.nat({ max: 5 }),
      chargers: fc.array(fc.option(fc.integer({ min: -60_000, max: 60_000 }), { nil: null }), { maxLength: 5 }),
      guns: fc.nat({ max: 5 }),
    });
    fc.assert(
      fc.property(readings, (r) => {
        const board = parkBoard(
          aPark({
            park: { id: 'p', name: 'p', totalSpaces: r.total },
            activity: { occupied: r.occupied, entries: 0, exits: 0, revenueFen: 0 },
            devices: r.devices.map((d, i) => ({ id: `D${i}`, name: `D${i}`, ...d })),
            gateways: r.gateways.map((online, i) => ({ id: `GW${i}`, online })),
            lockFaults: Array.from({ length: r.faults }, (_, i) => ({
              id: `L${i}`,
              spaceCode: `S${i}`,
              fault: 'obstructed' as const,
              since: null,
            })),
            chargers: r.chargers.map((offset, i) => ({
              id: `C${i}`,
              leaseExpiresAt: offset === null ? null : new Date(NOW.getTime() + offset),
            })),
            faultedGuns: Array.from({ length: r.guns }, (_, i) => ({
              chargerId: 'C0',
              gunNo: `${i}`,
              errorCode: null,
              since: null,
            })),
          }),
          NOW,
        );
        expect(board.free).toBe(Math.max(0, r.total - r.occupied));
        expect(board.free).toBeGreaterThanOrEqual(0);
        expect(board.devicesOffline).toBeLessThanOrEqual(board.devicesTotal);
        const quietGates = r.devices.filter((d) => d.kind === 'gate' && deviceOffline(d.lastSeenAt, NOW)).length;
        const downGateways = r.gateways.filter((online) => !online).length;
        expect(board.alarms).toHaveLength(quietGates + downGateways + r.faults + r.guns);
      }),
      { numRuns: 300 },
    );
  });
});
