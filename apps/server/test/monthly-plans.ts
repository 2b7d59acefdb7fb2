import {
  BagOperatorOps,
  BagOps,
  nationalIdCheckChar,
  OperatorRole,
  type AnyRoute,
  type BagApply,
  type BagParkSettingsInput,
} from '@parking/contracts';
import { loggedInOperator, type TestApp } from './build-test-app';
import { call, type CallInput } from './call';
import type { SignedInDriver } from './drivers';
import { aTestPark, type TestPark } from './parking';
import { uploadPicture } from './vehicles';

/** A valid 18-character national ID number (GB 11643 check character). */
export const aNationalId = (first17 = '33010619900307001') => `${first17}${nationalIdCheckChar(first17)}`;

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'> & { headers?: Record<string, string> };

/** A driver's call with a fresh payload for their dealer (authModel as the route says). */
export async function asDriver<R extends AnyRoute>(t: TestApp, driver: SignedInDriver, route: R, input: Input<R> = {}) {
  const headers = {
    ...driver.headers,
    ...t.driverHeaders({ dealerId: driver.dealerId, authModel: route.authModel ?? 0 }),
    ...input.headers,
  };
  return call(t, route, { ...input, headers });
}

export interface BagTestPark extends TestPark {
  productId: string;
  admin: Record<string, string>;
  reviewer: Record<string, string>;
}

/**
 * A gated test park selling a 300元 small-car 月卡 (and its large-car price), set up through the operator API:
 * 100 spaces, `settings` as given (default: 80%, no auto-approve, 7 days late renewal from expiry, next day).
 */
export async function aBagPark(t: TestApp, settings: Partial<BagParkSettingsInput> = {}): Promise<BagTestPark> {
  const park = await aTestPark(t);
  const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
  const reviewer = await loggedInOperator(t, { roles: [OperatorRole.REVIEWER] });
  const productId = await offerPlans(t, park.parkId, admin, settings);
  return { ...park, productId, admin, reviewer };
}

/** Has the admin sell 月卡 at a park (settings as aBagPark says); answers the small-car product's id. */
export async function offerPlans(
  t: TestApp,
  parkId: string,
  admin: Record<string, string>,
  settings: Partial<BagParkSettingsInput> = {},
): Promise<string> {
  const set = await call(t, BagOperatorOps.setBagParkSettings, {
    headers: admin,
    params: { parkId },
    body: {
      quotaShare: 80,
      autoApprove: false,
      lateRenewDays: 7,
      lateRenewFrom: 'expiry',
      startsNextDay: true,
      needsProof: false,
      ...settings,
    },
  });
  if (set.status !== 200) throw new Error(`setBagParkSettings: ${JSON.stringify(set.body)}`);
  const product = await call(t, BagOperatorOps.putBagProduct, {
    headers: admin,
    body: { parkId, kind: 'month', vehicleClass: 'small', priceFen: 30000 },
  });
  await call(t, BagOperatorOps.putBagProduct, {
    headers: admin,
    body: { parkId, kind: 'month', vehicleClass: 'large', priceFen: 45000 },
  });
  return product.body.data!.productId;
}

/** An application's body with one uploaded 行驶证 picture. */
export async function anApplication(
  t: TestApp,
  driver: SignedInDriver,
  park: Pick<BagTestPark, 'parkId' | 'productId'>,
  over: Partial<BagApply> = {},
): Promise<BagApply> {
  return {
    parkId: park.parkId,
    productId: park.productId,
    plates: [{ plateNo: '浙A12345' }],
    applicantName: '张三',
    phone: '13900000000',
    idNumber: aNationalId(),
    ...over,
    licencePictures: over.licencePictures ?? [await uploadPicture(t, driver)],
  };
}

/** Applies and, unless the park approves by itself, has the reviewer approve; answers the application. */
export async function anApprovedApplication(
  t: TestApp,
  driver: SignedInDriver,
  park: BagTestPark,
  over: Partial<BagApply> = {},
) {
  const applied = await asDriver(t, driver, BagOps.applyBag, { body: await anApplication(t, driver, park, over) });
  if (applied.status !== 200) throw new Error(`applyBag: ${JSON.stringify(applied.body)}`);
  const application = applied.body.data!;
  if (application.status === 'approved') return application;
  const reviewed = await call(t, BagOperatorOps.reviewBagApplication, {
    headers: park.reviewer,
    params: { applicationId: application.applicationId },
    body: { decision: 'approve' },
  });
  if (reviewed.status !== 200) throw new Error(`review: ${JSON.stringify(reviewed.body)}`);
  return reviewed.body.data!;
}
