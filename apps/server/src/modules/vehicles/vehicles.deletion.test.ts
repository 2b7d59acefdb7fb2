import { PlateWithColor, VehicleOps, DriverOps, ParkingOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { anIp, codeFor, signInDriver } from '../../../test/drivers';
import { call } from '../../../test/call';
import { bindPlate, platesOf, submitMaterial } from '../../../test/vehicles';
import { driverPlates, plateHistory, plateMaterials } from '../../db/schema';
import { vehiclesDeletionRules } from './vehicles.deletion';
import { createVehicles } from './vehicles.wiring';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('account deletion and vehicles', () => {
  it('tells the driver their plates will be unbound, then unbinds them and erases history and materials', async () => {
    const vehicles = createVehicles({ db: t.db, clock: t.clock, pictures: t.app.pictures });
    const { checks = [], erasers = [] } = vehiclesDeletionRules({
      ...vehicles,
      plates: vehicles.platesRepo,
      clock: t.clock,
    });

    const leaving = await signInDriver(t);
    const holder = await signInDriver(t);
    await bindPlate(t, leaving, '藏A12345');
    await bindPlate(t, leaving, '藏A12345', 2);
    await bindPlate(t, holder, '藏A54321');
    const material = await submitMaterial(t, leaving, { plateNo: '藏A54321' });
    const owner = { kind: 'driver' as const, dealerId: leaving.dealerId, driverId: leaving.driverId };
    vehicles.history.recordSearch({ owner, device: null }, PlateWithColor.parse({ plateNo: '藏A99999' }));
    await vehicles.history.flush();
    const subject = { id: leaving.driverId, dealerId: leaving.dealerId, phone: leaving.phone };

    const [check] = checks;
    expect(check).toMatchObject({ key: 'boundPlates', blocking: false });
    expect(await check!.evaluate(subject)).toEqual({ passed: false, detail: '注销后将解除绑定 2 辆车' });

    for (const eraser of erasers) await eraser.erase(subject);
    for (const eraser of erasers) await eraser.erase(subject); // safe to run twice

    expect(await platesOf(t, leaving)).toEqual([]);
    expect(await check!.evaluate(subject)).toEqual({ passed: true, detail: '未绑定车辆' });
    const history = await call(t, VehicleOps.plateHistory, { headers: leaving.headers });
    expect(history.body.data).toEqual([]);
    const materials = await call(t, VehicleOps.plateMaterials, { headers: leaving.headers });
    expect(materials.body.data).toEqual([]);
    const picture = await t.app.inject({ method: 'GET', url: material.pictures[0]! });
    expect(picture.statusCode).toBe(404);
    // The plates are free again for someone else; another driver's plate is untouched.
    const other = await signInDriver(t);
    await bindPlate(t, other, '藏A12345');
    expect((await platesOf(t, holder)).map((p) => p.plateNo)).toEqual(['藏A54321']);
  });
});

describe('deleting an account through the accounts API', () => {
  it('lists the bound plates as a notice, then unbinds them and erases history and materials', async () => {
    const leaving = await signInDriver(t);
    const holder = await signInDriver(t);
    await bindPlate(t, leaving, '藏B12345');
    await bindPlate(t, holder, '藏B54321');
    const material = await submitMaterial(t, leaving, { plateNo: '藏B54321' });
    const lookup = await t.app.inject({
      method: 'POST',
      url: urlOf(ParkingOps.plateLookup),
      headers: { ...leaving.headers, ...t.driverHeaders({ authModel: 1 }) },
      payload: { plateNo: '藏B99999' },
    });
    expect(lookup.statusCode).toBe(200);

    const check = await t.app.inject({
      method: DriverOps.accountDeleteCheckResult.method,
      url: urlOf(DriverOps.accountDeleteCheckResult),
      headers: leaving.headers,
    });
    expect(check.json().data.items).toContainEqual(
      expect.objectContaining({
        key: 'boundPlates',
        blocking: false,
        passed: false,
        detail: '注销后将解除绑定 1 辆车',
      }),
    );

    const verifyCode = await codeFor(t, leaving.phone, 'deleteAccount', { headers: leaving.headers });
    const deleted = await t.app.inject({
      method: DriverOps.deleteAccount.method,
      url: urlOf(DriverOps.deleteAccount),
      headers: leaving.headers,
      payload: { verifyCode },
      remoteAddress: anIp(),
    });
    expect(deleted.json()).toEqual({ code: '200', message: 'success' });

    const rows = await t.db.select().from(driverPlates).where(eq(driverPlates.driverId, leaving.driverId));
    expect(rows.map((row) => [row.plateNo, row.unbindReason])).toEqual([['藏B12345', 'deleted']]);
    expect(await t.db.select().from(plateHistory).where(eq(plateHistory.driverId, leaving.driverId))).toEqual([]);
    expect(await t.db.select().from(plateMaterials).where(eq(plateMaterials.driverId, leaving.driverId))).toEqual([]);
    expect((await t.app.inject({ method: 'GET', url: material.pictures[0]! })).statusCode).toBe(404);
    expect((await platesOf(t, holder)).map((p) => p.plateNo)).toEqual(['藏B54321']);
  });
});
