import { BagRoutes, BasicRoutes, type BagApply } from '@parking/contracts';
import { expect, type APIRequestContext } from '@playwright/test';
import { apiUrl } from './api';
import type { Session } from './driver';
import { PNG_1PX } from './pictures';
import { payloadHeaders } from './vehicles';
import { driverHeaders } from './wallet';

/** The driver applies for a monthly plan through the API the app calls, with an uploaded 行驶证 picture. */
export async function applyForPlan(
  request: APIRequestContext,
  driver: Session,
  park: { parkId: string; productId: string },
  plateNo: string,
): Promise<string> {
  const upload = await request.post(apiUrl(BasicRoutes.uploadPicture), {
    headers: driverHeaders(driver.token),
    data: { fileData: PNG_1PX.toString('base64'), suffix: 'png' },
  });
  const picUrl = (await upload.json()).data.picUrl as string;
  const body: BagApply = {
    parkId: park.parkId,
    productId: park.productId,
    plates: [{ plateNo }],
    applicantName: '张三',
    phone: driver.phone,
    idNumber: '330106199003070014',
    licencePictures: [picUrl],
  };
  const res = await request.post(apiUrl(BagRoutes.applyBag), {
    headers: { ...payloadHeaders(), authorization: `Bearer ${driver.token}` },
    data: body,
  });
  const applied = await res.json();
  expect(applied.code, JSON.stringify(applied)).toBe('200');
  return applied.data.applicationId as string;
}
