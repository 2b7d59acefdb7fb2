import { BasicOps, type DriverPlate, type PlateMaterial, type PlateMaterialSubmit } from '@parking/contracts';
import type { TestApp } from './build-test-app';
import { call } from './call';
import { anIp, type SignedInDriver } from './drivers';
import { aPicture } from './pictures';

export const PLATES = '/api/driver/v2/api/plates';
export const PLATE_COUNT = '/api/driver/v2/api/plateCount';
export const PLATE_HISTORY = '/api/charge/v2/api/plateHistory/record';
export const PLATE_MATERIALS = '/api/driver/v2/api/plateMaterials';
export const OPERATOR_MATERIALS = '/api/operator/v1/plateMaterials';

/** Binds a plate for the driver through the API; fails the test unless it is bound. */
export async function bindPlate(
  t: TestApp,
  driver: SignedInDriver,
  plateNo: string,
  plateColor?: 2,
): Promise<DriverPlate> {
  const res = await t.app.inject({
    method: 'POST',
    url: PLATES,
    headers: driver.headers,
    payload: { plateNo, plateColor },
  });
  if (res.statusCode !== 200) throw new Error(`bindPlate ${plateNo} failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: DriverPlate }>().data;
}

/** The driver's bound plates, as the list endpoint answers. */
export async function platesOf(t: TestApp, driver: SignedInDriver): Promise<DriverPlate[]> {
  const res = await t.app.inject({ method: 'GET', url: PLATES, headers: driver.headers });
  if (res.statusCode !== 200) throw new Error(`platesOf failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: { results: DriverPlate[] } }>().data.results;
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
): Promise<PlateMaterial> {
  const payload = { purpose: 'ownership', ownerName: '张三', pictures: [await uploadPicture(t, driver)], ...fields };
  const res = await t.app.inject({ method: 'POST', url: PLATE_MATERIALS, headers: driver.headers, payload });
  if (res.statusCode !== 200) throw new Error(`submitMaterial failed: ${res.statusCode} ${res.body}`);
  return res.json<{ data: PlateMaterial }>().data;
}
