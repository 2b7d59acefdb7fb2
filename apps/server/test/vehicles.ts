import { VehicleOps, type PlateMaterialSubmit, BasicOps } from '@parking/contracts';
import type { TestApp } from './build-test-app';
import { call } from './call';
import { anIp, type SignedInDriver } from './drivers';
import { aPicture } from './pictures';

/** Binds a plate for the driver through the API; fails the test unless it is bound. */
export async function bindPlate(t: TestApp, driver: SignedInDriver, plateNo: string, plateColor?: 2) {
  const res = await call(t, VehicleOps.bindPlate, { headers: driver.headers, body: { plateNo, plateColor } });
  if (res.status !== 200) throw new Error(`bindPlate ${plateNo} failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!;
}

/** The driver's bound plates, as the list endpoint answers. */
export async function platesOf(t: TestApp, driver: SignedInDriver) {
  const res = await call(t, VehicleOps.plates, { headers: driver.headers });
  if (res.status !== 200) throw new Error(`platesOf failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!.results;
}

/** Uploads a small picture as the driver through the pictures API and returns its picUrl. */
export async function uploadPicture(
  t: TestApp,
  driver: SignedInDriver,
  type: 'jpeg' | 'png' | 'webp' = 'jpeg',
): Promise<string> {
  const res = await call(t, BasicOps.uploadPicture, {
    headers: { ...driver.headers, ...t.driverHeaders({ dealerId: driver.dealerId, authModel: 1 }) },
    // Drivers of a test share no network: the per-IP upload limit is not what these tests are about.
    remoteAddress: anIp(),
    body: { fileData: aPicture(type, 256).toString('base64'), suffix: type },
  });
  if (res.status !== 200) throw new Error(`uploadPicture failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!.picUrl;
}

/** Submits an ownership certification of a plate with one uploaded licence picture. */
export async function submitMaterial(
  t: TestApp,
  driver: SignedInDriver,
  fields: Partial<PlateMaterialSubmit> & { plateNo: string },
) {
  const body = { purpose: 'ownership', ownerName: '张三', pictures: [await uploadPicture(t, driver)], ...fields };
  const res = await call(t, VehicleOps.submitPlateMaterial, { headers: driver.headers, body });
  if (res.status !== 200) throw new Error(`submitMaterial failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data!;
}
