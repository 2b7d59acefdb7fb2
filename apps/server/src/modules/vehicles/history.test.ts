import { randomBytes } from 'node:crypto';
import {
  ErrorCode,
  PLATE_HISTORY_LIMIT,
  PlateWithColor,
  RequestHeader,
  VehicleOps,
  VehicleText,
  ParkingOps,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { plateHistory } from '../../db/schema';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { call } from '../../../test/call';
import { createHistoryRepository } from './history.repository';
import {
  createHistoryService,
  DEVICE_HISTORY_RETENTION_MS,
  deviceOwner,
  HISTORY_FLUSH_MS,
  type HistoryCaller,
} from './history.service';

let t: TestApp;
let history: ReturnType<typeof createHistoryService>;
beforeAll(async () => {
  t = await buildTestApp();
  history = createHistoryService({ history: createHistoryRepository(t.db), clock: t.clock });
});
afterAll(() => t.close());

const DEALER = '330100';
const aDeviceKey = () => randomBytes(16).toString('hex');

const asDriver = (driver: SignedInDriver): HistoryCaller => ({
  owner: { kind: 'driver', dealerId: driver.dealerId, driverId: driver.driverId },
  device: null,
});
const asDevice = (key: string, dealerId = DEALER): HistoryCaller => ({
  owner: deviceOwner(dealerId, key),
  device: null,
});

/**
 * What the plate lookup does after a search: record the checked plate for the caller. This service is not the app's
 * (whose reads write its own pending searches first), so it writes at once.
 */
async function searched(caller: HistoryCaller, plateNo: string, plateColor?: 2) {
  history.recordSearch(caller, PlateWithColor.parse({ plateNo, plateColor }));
  await history.flush();
  t.clock.advance(1000);
}

async function read(headers: Record<string, string>) {
  const res = await call(t, VehicleOps.plateHistory, { headers });
  expect(res.status).toBe(200);
  return res.body.data!;
}

const remove = (headers: Record<string, string>, recordId: string) =>
  call(t, VehicleOps.deletePlateHistory, { query: { recordId }, headers });

const deviceKeyHash = (caller: HistoryCaller) => (caller.owner?.kind === 'device' ? caller.owner.deviceKeyHash : '');

const deviceHeaders = (key: string) => ({ ...t.driverHeaders(), [RequestHeader.DEVICE_KEY]: key });

describe('a driver’s plate history', () => {
  it('lists searched plates newest first with their colour flag; searching again moves a plate up', async () => {
    const driver = await signInDriver(t);
    await searched(asDriver(driver), '浙A12345');
    await searched(asDriver(driver), '浙A12345F', 2);
    await searched(asDriver(driver), '浙a·12345');

    const records = await read(driver.headers);
    expect(records.map((r) => [r.plateNo, r.plateColor])).toEqual([
      ['浙A12345', null],
      ['浙A12345F', 2],
    ]);
    expect(records.every((r) => typeof r.id === 'string')).toBe(true);
  });

  it(`keeps the newest ${PLATE_HISTORY_LIMIT}`, async () => {
    const driver = await signInDriver(t);
    for (let i = 0; i < PLATE_HISTORY_LIMIT + 3; i++)
      await searched(asDriver(driver), `浙B1${String(i).padStart(4, '0')}`);
    const records = await read(driver.headers);
    expect(records).toHaveLength(PLATE_HISTORY_LIMIT);
    expect(records[0]?.plateNo).toBe(`浙B1${String(PLATE_HISTORY_LIMIT + 2).padStart(4, '0')}`);
  });

  it('deletes a record of the driver, and answers 404 for it afterwards', async () => {
    const driver = await signInDriver(t);
    await searched(asDriver(driver), '浙C12345');
    await searched(asDriver(driver), '浙C54321');
    const [newest] = await read(driver.headers);

    expect((await remove(driver.headers, newest!.id)).status).toBe(200);
    expect((await read(driver.headers)).map((r) => r.plateNo)).toEqual(['浙C12345']);
    expect((await remove(driver.headers, newest!.id)).body.code).toBe(ErrorCode.NOT_FOUND);
  });

  it("cannot read or delete another driver's records (BOLA)", async () => {
    const owner = await signInDriver(t);
    const other = await signInDriver(t);
    await searched(asDriver(owner), '浙D12345');
    const [record] = await read(owner.headers);

    expect(await read(other.headers)).toEqual([]);
    const res = await remove(other.headers, record!.id);
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ code: ErrorCode.NOT_FOUND, message: VehicleText.HISTORY_NOT_FOUND });
    expect(await read(owner.headers)).toEqual([record]);
  });

  it('is gone with the account (eraser)', async () => {
    const driver = await signInDriver(t);
    await searched(asDriver(driver), '浙E12345');
    await history.eraseOf(driver.driverId);
    expect(await read(driver.headers)).toEqual([]);
  });
});

describe('an anonymous device’s plate history', () => {
  it('belongs to the device key: another key, or none, sees nothing', async () => {
    const key = aDeviceKey();
    await searched(asDevice(key), '苏A12345');
    expect((await read(deviceHeaders(key))).map((r) => r.plateNo)).toEqual(['苏A12345']);
    expect(await read(deviceHeaders(aDeviceKey()))).toEqual([]);
    expect(await read(t.driverHeaders())).toEqual([]);
  });

  it("is the device's at one dealer only", async () => {
    const key = aDeviceKey();
    await searched(asDevice(key), '苏B12345');
    expect(await read({ ...t.driverHeaders({ dealerId: '320500' }), [RequestHeader.DEVICE_KEY]: key })).toEqual([]);
  });

  it("cannot delete another device's record", async () => {
    const key = aDeviceKey();
    await searched(asDevice(key), '苏C12345');
    const [record] = await read(deviceHeaders(key));
    expect((await remove(deviceHeaders(aDeviceKey()), record!.id)).status).toBe(404);
    expect((await remove(t.driverHeaders(), record!.id)).status).toBe(404);
    expect((await remove(deviceHeaders(key), record!.id)).status).toBe(200);
  });

  it('moves to the driver who logs in on the device, merged with their own', async () => {
    const key = aDeviceKey();
    const driver = await signInDriver(t);
    await searched(asDriver(driver), '苏D11111');
    await searched(asDevice(key), '苏D22222');
    await searched(asDevice(key), '苏D11111');

    const records = await read({ ...driver.headers, [RequestHeader.DEVICE_KEY]: key });
    expect(records.map((r) => r.plateNo)).toEqual(['苏D11111', '苏D22222']);
    expect(await read(deviceHeaders(key))).toEqual([]);
    expect((await read(driver.headers)).map((r) => r.plateNo)).toEqual(['苏D11111', '苏D22222']);
  });

  it('is forgotten after 90 days without a search', async () => {
    const stale = aDeviceKey();
    const fresh = aDeviceKey();
    await searched(asDevice(stale), '苏E12345');
    t.clock.advance(DEVICE_HISTORY_RETENTION_MS + 2 * 3_600_000);
    await searched(asDevice(fresh), '苏E54321');
    await t.app.jobs.runNow('vehicles.history.prune');
    expect(await read(deviceHeaders(stale))).toEqual([]);
    expect(await read(deviceHeaders(fresh))).toHaveLength(1);
  });

  it.each(['short', 'x'.repeat(33), '../../etc/passwd0000000000000000', 'é'.repeat(32)])(
    'refuses a malformed device key %j',
    async (key) => {
      const res = await call(t, VehicleOps.plateHistory, {
        headers: { ...t.driverHeaders(), [RequestHeader.DEVICE_KEY]: encodeURIComponent(key) },
      });
      expect(res.status).toBe(400);
    },
  );

  it('refuses a recordId that is not an id', async () => {
    const res = await remove(deviceHeaders(aDeviceKey()), 'not-an-id');
    expect(res.status).toBe(400);
  });

  it('records nothing for a request with neither a driver nor a device key', async () => {
    await history.recordSearch({ owner: null, device: null }, PlateWithColor.parse({ plateNo: '苏F12345' }));
    expect(await read(t.driverHeaders())).toEqual([]);
  });
});

describe('the plate lookup adds to the history', () => {
  const LOOKUP = urlOf(ParkingOps.plateLookup);
  const lookup = (headers: Record<string, string>, payload: object) =>
    t.app.inject({ method: 'POST', url: LOOKUP, headers, payload });

  it("records an anonymous device's search, normalised, with its colour", async () => {
    const key = aDeviceKey();
    const headers = { ...t.driverHeaders({ authModel: 1 }), [RequestHeader.DEVICE_KEY]: key };
    const res = await lookup(headers, { plateNo: '浙f 12345', plateColor: '2' });
    expect(res.json().data.count).toBe(0);
    expect((await read(deviceHeaders(key))).map((r) => [r.plateNo, r.plateColor])).toEqual([['浙F12345', 2]]);
  });

  it("records a logged-in driver's search in the driver's history", async () => {
    const driver = await signInDriver(t);
    const headers = { ...driver.headers, ...t.driverHeaders({ authModel: 1, dealerId: driver.dealerId }) };
    await lookup(headers, { plateNo: '浙G12345' });
    expect((await read(driver.headers)).map((r) => r.plateNo)).toEqual(['浙G12345']);
  });

  it('records nothing for a refused plate or a search without driver or device', async () => {
    const key = aDeviceKey();
    const refused = await lookup(
      { ...t.driverHeaders({ authModel: 1 }), [RequestHeader.DEVICE_KEY]: key },
      {
        plateNo: 'WJA1234',
      },
    );
    expect(refused.statusCode).toBe(400);
    expect(await read(deviceHeaders(key))).toEqual([]);
    expect((await lookup(t.driverHeaders({ authModel: 1 }), { plateNo: '浙H12345' })).statusCode).toBe(200);
  });

  it('still answers the lookup when the device key is malformed (the history is only a convenience)', async () => {
    const res = await lookup(
      { ...t.driverHeaders({ authModel: 1 }), [RequestHeader.DEVICE_KEY]: 'bad' },
      { plateNo: '浙J12345' },
    );
    expect(res.statusCode).toBe(200);
  });
});

describe('searches are written in batches', () => {
  it('a burst of searches from many owners is written together: newest first, each plate once, each owner trimmed', async () => {
    const busy = asDevice(aDeviceKey());
    const quiet = asDevice(aDeviceKey());
    for (let i = 0; i < PLATE_HISTORY_LIMIT + 5; i++) {
      history.recordSearch(busy, PlateWithColor.parse({ plateNo: `浙B${String(10000 + i)}` }));
      t.clock.advance(1000);
      history.recordSearch(busy, PlateWithColor.parse({ plateNo: '浙B10000' })); // searched again and again
      t.clock.advance(1000);
    }
    history.recordSearch(quiet, PlateWithColor.parse({ plateNo: '浙C12345', plateColor: 2 }));
    // Nothing is written until the batch goes; a read writes it first.
    const plates = (await history.list(busy)).map((r) => r.plateNo);
    expect(plates).toHaveLength(PLATE_HISTORY_LIMIT);
    expect(plates[0]).toBe('浙B10000');
    expect(plates[1]).toBe(`浙B${10000 + PLATE_HISTORY_LIMIT + 4}`);
    expect(await history.list(quiet)).toEqual([expect.objectContaining({ plateNo: '浙C12345', plateColor: 2 })]);
  });

  it('a batch goes on its own after a moment', async () => {
    const device = asDevice(aDeviceKey());
    history.recordSearch(device, PlateWithColor.parse({ plateNo: '浙D12345' }));
    await expect
      .poll(async () =>
        t.db
          .select()
          .from(plateHistory)
          .where(eq(plateHistory.deviceKeyHash, deviceKeyHash(device))),
      )
      .toHaveLength(1);
  });

  it('an account erased before its last search was written keeps nothing of it', async () => {
    const driver = await signInDriver(t);
    history.recordSearch(asDriver(driver), PlateWithColor.parse({ plateNo: '浙E12345' }));
    await history.eraseOf(driver.driverId);
    await new Promise((resolve) => setTimeout(resolve, 2 * HISTORY_FLUSH_MS));
    expect(await t.db.select().from(plateHistory).where(eq(plateHistory.driverId, driver.driverId))).toEqual([]);
  });

  it('a batch that cannot be written is reported and dropped; the next one is written', async () => {
    const failures: unknown[] = [];
    let fail = true;
    const repo = createHistoryRepository(t.db);
    const flaky = createHistoryService({
      history: { ...repo, record: (entries) => (fail ? Promise.reject(new Error('disk full')) : repo.record(entries)) },
      clock: t.clock,
      onWriteError: (error) => failures.push(error),
    });
    const device = asDevice(aDeviceKey());
    flaky.recordSearch(device, PlateWithColor.parse({ plateNo: '浙F11111' }));
    expect(await flaky.list(device)).toEqual([]);
    expect(failures).toHaveLength(1);
    fail = false;
    flaky.recordSearch(device, PlateWithColor.parse({ plateNo: '浙F22222' }));
    expect((await flaky.list(device)).map((r) => r.plateNo)).toEqual(['浙F22222']);
  });
});
