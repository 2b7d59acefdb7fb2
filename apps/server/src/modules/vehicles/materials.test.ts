import {
  BasicOps,
  ErrorCode,
  OperatorRole,
  PLATE_COLOR_MESSAGE,
  PLATE_MATERIAL_MAX_PICTURES,
  PLATE_MATERIAL_MAX_REJECTIONS,
  TEXT_CHAR_MESSAGE,
  VehicleOps,
  VehicleText,
} from '@parking/contracts';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aPicture, pictureUrl } from '../../../test/pictures';
import { call } from '../../../test/call';
import { bindPlate, platesOf, submitMaterial, uploadPicture } from '../../../test/vehicles';
import { driverGroupMembers, driverGroups, driverPlates } from '../../db/schema';

const MAX_UPLOAD = 8 * 1024;
let t: TestApp;
let reviewer: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({ config: { uploadMaxBytes: MAX_UPLOAD } });
  reviewer = await loggedInOperator(t, { roles: [OperatorRole.REVIEWER] });
});
afterAll(() => t.close());

let plateSeq = 0;
/** A plate no other test uses. */
const aPlate = () => `宁A${String(10000 + plateSeq++).slice(-5)}`;

/** A plate bound by one driver and wanted by another. */
async function disputed() {
  const holder = await signInDriver(t);
  const claimant = await signInDriver(t);
  const plateNo = aPlate();
  await bindPlate(t, holder, plateNo);
  return { holder, claimant, plateNo };
}

const review = (action: 'approve' | 'reject', id: string, body?: object, headers = reviewer) =>
  call(t, action === 'approve' ? VehicleOps.approvePlateMaterial : VehicleOps.rejectPlateMaterial, {
    params: { materialId: id },
    headers,
    body: body ?? {},
  });

const detailOf = async (driver: SignedInDriver, id: string) =>
  (await call(t, VehicleOps.plateMaterial, { params: { materialId: id }, headers: driver.headers })).body.data!;

const submit = (driver: SignedInDriver, body: object) =>
  call(t, VehicleOps.submitPlateMaterial, { headers: driver.headers, body });

const edit = (driver: SignedInDriver, id: string, body: object) =>
  call(t, VehicleOps.resubmitPlateMaterial, { params: { materialId: id }, headers: driver.headers, body });

describe('ownership certification of a plate bound by someone else', () => {
  it('is pending after submission, listed for its driver and in the review queue', async () => {
    const { claimant, plateNo } = await disputed();
    const material = await submitMaterial(t, claimant, { plateNo, remark: '本人车辆' });
    expect(material).toMatchObject({
      plateNo,
      purpose: 'ownership',
      status: 'pending',
      ownerName: '张三',
      remark: '本人车辆',
      rejectReason: '',
      editable: true,
      reviewedAt: null,
    });
    expect(material.pictures).toHaveLength(1);

    const mine = await call(t, VehicleOps.plateMaterials, { query: { plateNo }, headers: claimant.headers });
    expect(mine.body.data!.map((m) => m.materialId)).toEqual([material.materialId]);

    const queue = await call(t, VehicleOps.reviewPlateMaterials, { query: { status: 'pending' }, headers: reviewer });
    const listed = queue.body.data!.results.find((m) => m.materialId === material.materialId);
    expect(listed).toMatchObject({ driverId: claimant.driverId, driverPhone: claimant.phone, status: 'pending' });
    expect(listed!.boundToDriverId).not.toBeNull();
  });

  it('moves the plate to the certified driver on approval and ends the earlier binding', async () => {
    const { holder, claimant, plateNo } = await disputed();
    const material = await submitMaterial(t, claimant, { plateNo });

    const res = await review('approve', material.materialId);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'approved', boundToDriverId: null });

    expect(await platesOf(t, holder)).toEqual([]);
    const [moved] = await platesOf(t, claimant);
    expect(moved).toMatchObject({
      plateNo,
      isDefault: true,
      material: { materialId: material.materialId, status: 'approved' },
    });
    const ended = await t.db
      .select()
      .from(driverPlates)
      .where(and(eq(driverPlates.driverId, holder.driverId), eq(driverPlates.plateNo, plateNo)));
    expect(ended.map((row) => row.unbindReason)).toEqual(['certified']);
    expect((await detailOf(claimant, material.materialId)).editable).toBe(false);
  });

  it('can be rejected with a reason, edited and resubmitted, then approved', async () => {
    const { claimant, plateNo } = await disputed();
    const material = await submitMaterial(t, claimant, { plateNo });

    await review('reject', material.materialId, { reason: '行驶证照片不清晰' });
    expect(await detailOf(claimant, material.materialId)).toMatchObject({
      status: 'rejected',
      rejectReason: '行驶证照片不清晰',
      rejections: 1,
      editable: true,
    });

    const picture = await uploadPicture(t, claimant, 'png');
    const res = await edit(claimant, material.materialId, { ownerName: '李四', pictures: [picture] });
    expect(res.body.data).toMatchObject({
      status: 'pending',
      ownerName: '李四',
      pictures: [picture],
      rejectReason: '',
    });

    expect((await review('approve', material.materialId)).body.data!.status).toBe('approved');
    expect((await platesOf(t, claimant)).map((p) => p.plateNo)).toEqual([plateNo]);
  });

  it(`is disabled after ${PLATE_MATERIAL_MAX_REJECTIONS} rejections: no more edits or new submissions`, async () => {
    const { claimant, plateNo } = await disputed();
    const { materialId } = await submitMaterial(t, claimant, { plateNo });
    const pictures = [await uploadPicture(t, claimant)];
    for (let i = 1; i <= PLATE_MATERIAL_MAX_REJECTIONS; i++) {
      await review('reject', materialId, { reason: `第${i}次驳回` });
      if (i < PLATE_MATERIAL_MAX_REJECTIONS) await edit(claimant, materialId, { ownerName: '张三', pictures });
    }
    expect(await detailOf(claimant, materialId)).toMatchObject({ status: 'disabled', editable: false, rejections: 3 });

    const again = await edit(claimant, materialId, { ownerName: '张三', pictures });
    expect(again.body).toEqual({ code: ErrorCode.PLATE_MATERIAL_DISABLED, message: VehicleText.MATERIAL_DISABLED });
    const fresh = await submit(claimant, { plateNo, purpose: 'ownership', ownerName: '张三', pictures });
    expect(fresh.status).toBe(403);
    expect(fresh.body.code).toBe(ErrorCode.PLATE_MATERIAL_DISABLED);
  });

  it('is disabled at once when the reviewer closes it', async () => {
    const { claimant, plateNo } = await disputed();
    const { materialId } = await submitMaterial(t, claimant, { plateNo });
    const res = await review('reject', materialId, { reason: '材料造假', disable: true });
    expect(res.body.data).toMatchObject({ status: 'disabled', rejectReason: '材料造假' });
  });

  it('is refused while one is pending, and when there is nothing to dispute', async () => {
    const { holder, claimant, plateNo } = await disputed();
    await submitMaterial(t, claimant, { plateNo });
    const twice = await submit(claimant, {
      plateNo,
      purpose: 'ownership',
      ownerName: '张三',
      pictures: [await uploadPicture(t, claimant)],
    });
    expect(twice.body).toEqual({ code: ErrorCode.CONFLICT, message: VehicleText.MATERIAL_PENDING });

    const pictures = [await uploadPicture(t, claimant)];
    const own = await submit(holder, { plateNo, purpose: 'ownership', ownerName: '王五', pictures });
    expect(own.body).toEqual({ code: ErrorCode.CONFLICT, message: VehicleText.PLATE_ALREADY_MINE });
    const free = await submit(claimant, { plateNo: aPlate(), purpose: 'ownership', ownerName: '张三', pictures });
    expect(free.body).toEqual({ code: ErrorCode.CONFLICT, message: VehicleText.MATERIAL_NO_NEED });
  });
});

describe('bad certification input', () => {
  let claimant: SignedInDriver;
  let plateNo: string;
  let picture: string;
  beforeAll(async () => {
    ({ claimant, plateNo } = await disputed());
    picture = await uploadPicture(t, claimant);
  });

  it.each<[string, object, string]>([
    [
      'a picture that was never uploaded',
      { pictures: [pictureUrl(`${'a'.repeat(32)}.jpg`)] },
      VehicleText.PICTURE_NOT_FOUND,
    ],
    ['a picture from elsewhere', { pictures: ['https://evil.example/x.jpg'] }, VehicleText.PICTURE_NOT_FOUND],
    ['no pictures', { pictures: [] }, '请上传行驶证照片'],
    [
      'too many pictures',
      { pictures: Array(PLATE_MATERIAL_MAX_PICTURES + 1).fill('x') },
      `最多上传 ${PLATE_MATERIAL_MAX_PICTURES} 张图片`,
    ],
    ['an owner name with forbidden characters', { ownerName: '张<三>' }, TEXT_CHAR_MESSAGE],
    ['no owner name', { ownerName: '' }, '请输入车辆所有人'],
    ['a malformed plate', { plateNo: 'WJA1234' }, '请输入正确的车牌号'],
    ['a tampered plateColor', { plateColor: 'yellow' }, PLATE_COLOR_MESSAGE],
    ['an unknown purpose', { purpose: 'vip' }, '请选择认证类型'],
    ['a group on an ownership certification', { groupCode: 'PARK_STAFF' }, '车辆归属认证无需选择类别'],
  ])('refuses %s', async (_case, override, message) => {
    const res = await submit(claimant, {
      plateNo,
      purpose: 'ownership',
      ownerName: '张三',
      pictures: [picture],
      ...override,
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
    const mine = await call(t, VehicleOps.plateMaterials, { headers: claimant.headers });
    expect(mine.body.data).toEqual([]);
  });

  it.each<[string, object, number, string]>([
    [
      'an oversized picture',
      { fileData: aPicture('jpeg', MAX_UPLOAD + 1).toString('base64'), suffix: 'jpg' },
      413,
      ErrorCode.PAYLOAD_TOO_LARGE,
    ],
    ['a gif', { fileData: aPicture('gif').toString('base64'), suffix: 'gif' }, 415, ErrorCode.UNSUPPORTED_MEDIA_TYPE],
    [
      'a png named jpg',
      { fileData: aPicture('png').toString('base64'), suffix: 'jpg' },
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ],
    [
      'a text file',
      { fileData: Buffer.from('not a picture at all').toString('base64'), suffix: 'txt' },
      415,
      ErrorCode.UNSUPPORTED_MEDIA_TYPE,
    ],
  ])('refuses to upload %s for a certification', async (_case, body, status, code) => {
    const res = await call(t, BasicOps.uploadPicture, {
      headers: { ...claimant.headers, ...t.driverHeaders({ authModel: 1 }) },
      body,
    });
    expect(res.status).toBe(status);
    expect(res.body.code).toBe(code);
  });
});

describe("another driver's certification (BOLA)", () => {
  it('cannot be read or edited', async () => {
    const { claimant, plateNo } = await disputed();
    const intruder = await signInDriver(t);
    const { materialId } = await submitMaterial(t, claimant, { plateNo });

    const read = await call(t, VehicleOps.plateMaterial, { params: { materialId }, headers: intruder.headers });
    expect(read.status).toBe(404);
    const changed = await edit(intruder, materialId, {
      ownerName: '冒名',
      pictures: [await uploadPicture(t, intruder)],
    });
    expect(changed.status).toBe(404);
    expect((await detailOf(claimant, materialId)).ownerName).toBe('张三');
    const list = await call(t, VehicleOps.plateMaterials, { headers: intruder.headers });
    expect(list.body.data).toEqual([]);
  });
});

describe('reviewing', () => {
  it('needs an operator token with the reviewer or admin role', async () => {
    const { claimant, plateNo } = await disputed();
    const { materialId } = await submitMaterial(t, claimant, { plateNo });
    const content = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });

    expect((await review('approve', materialId, {}, content)).body.code).toBe(ErrorCode.FORBIDDEN);
    const anonymous = await call(t, VehicleOps.approvePlateMaterial, { params: { materialId } });
    expect(anonymous.body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    const driverToken = await call(t, VehicleOps.approvePlateMaterial, {
      params: { materialId },
      headers: { authorization: claimant.headers.authorization! },
    });
    expect(driverToken.body.code).toBe(ErrorCode.OPERATOR_LOGIN_REQUIRED);
    expect((await detailOf(claimant, materialId)).status).toBe('pending');

    const admin = await loggedInOperator(t, { roles: [OperatorRole.ADMIN] });
    expect((await review('approve', materialId, {}, admin)).body.data!.status).toBe('approved');
  });

  it("does not see or decide another dealer's materials", async () => {
    const { claimant, plateNo } = await disputed();
    const { materialId } = await submitMaterial(t, claimant, { plateNo });
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.REVIEWER] });
    expect((await review('approve', materialId, {}, suzhou)).status).toBe(404);
    const queue = await call(t, VehicleOps.reviewPlateMaterials, { headers: suzhou });
    expect(queue.body.data!.results.map((m) => m.materialId)).not.toContain(materialId);
  });

  it('decides a material once', async () => {
    const { claimant, plateNo } = await disputed();
    const { materialId } = await submitMaterial(t, claimant, { plateNo });
    await review('approve', materialId);
    const again = await review('reject', materialId, { reason: '重复' });
    expect(again.body).toEqual({ code: ErrorCode.CONFLICT, message: VehicleText.MATERIAL_NOT_REVIEWABLE });
    expect((await detailOf(claimant, materialId)).status).toBe('approved');
  });

  it('needs a reason to reject', async () => {
    const { claimant, plateNo } = await disputed();
    const { materialId } = await submitMaterial(t, claimant, { plateNo });
    const res = await review('reject', materialId, { reason: '  ' });
    expect(res.status).toBe(400);
    expect((await detailOf(claimant, materialId)).status).toBe('pending');
  });
});

describe('special-group certification', () => {
  let groupId: string;
  beforeAll(async () => {
    const [group] = await t.db
      .insert(driverGroups)
      .values({ dealerId: '330100', code: 'DISABLED_DRIVER', name: '残疾人优待', description: '残疾人驾驶的车辆' })
      .returning();
    groupId = group!.id;
  });

  it('lists the dealer’s groups and makes the driver a member on approval', async () => {
    const driver = await signInDriver(t);
    const plateNo = aPlate();
    await bindPlate(t, driver, plateNo);
    const groups = await call(t, VehicleOps.plateMaterialGroups, { headers: driver.headers });
    expect(groups.body.data).toContainEqual({
      code: 'DISABLED_DRIVER',
      name: '残疾人优待',
      description: '残疾人驾驶的车辆',
    });

    const material = await submitMaterial(t, driver, {
      plateNo,
      purpose: 'specialGroup',
      groupCode: 'DISABLED_DRIVER',
    });
    expect(material).toMatchObject({ purpose: 'specialGroup', groupCode: 'DISABLED_DRIVER', groupName: '残疾人优待' });
    await review('approve', material.materialId);
    const members = await t.db.select().from(driverGroupMembers).where(eq(driverGroupMembers.groupId, groupId));
    expect(members.map((m) => m.driverId)).toContain(driver.driverId);
  });

  it.each<[string, object, string]>([
    ['without a group', {}, '请选择认证类别'],
    ['with an unknown group', { groupCode: 'VIP' }, VehicleText.GROUP_NOT_FOUND],
  ])('is refused %s', async (_case, override, message) => {
    const driver = await signInDriver(t);
    const plateNo = aPlate();
    await bindPlate(t, driver, plateNo);
    const pictures = [await uploadPicture(t, driver)];
    const res = await submit(driver, { plateNo, purpose: 'specialGroup', ownerName: '张三', pictures, ...override });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('is refused for a plate the driver has not bound', async () => {
    const driver = await signInDriver(t);
    const pictures = [await uploadPicture(t, driver)];
    const res = await submit(driver, {
      plateNo: aPlate(),
      purpose: 'specialGroup',
      groupCode: 'DISABLED_DRIVER',
      ownerName: '张三',
      pictures,
    });
    expect(res.status).toBe(409);
  });
});
