import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { ErrorCode, ParkingOps, BasicOps } from '@parking/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { urlOf } from '../../../test/call';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { anIp, signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, aTestPark, postGate } from '../../../test/parking';
import { aPicture } from '../../../test/pictures';
import { aPlate } from '../../../test/payments';
import { bindPlate, submitMaterial } from '../../../test/vehicles';
import { queryRows } from '../../db/query-rows';
import { pictureUploads } from '../../db/schema';
import { shanghaiDayStart } from '@parking/contracts/shanghai-time';
import { isPictureKey } from '../../integrations/storage';
import { PICTURE_UPLOAD_LIMITS } from './pictures.service';
import { UNREFERENCED_UPLOAD_TTL_MS, UPLOAD_USABLE_FOR_MS } from './pictures-sweep';

// Issue 12, item 5: the pictures upload (BasicOps.uploadPicture) needed no login, and one client stored 730 MiB in 10 s.
const UPLOAD = urlOf(BasicOps.uploadPicture);
const MAX = 4096;
const PICTURE = 4000;
const DAILY = 2 * PICTURE + 100; // two pictures a day fit, a third does not
const MINUTE = 60_000;

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ config: { uploadMaxBytes: MAX, uploadDailyBytes: DAILY } });
});
afterAll(() => t.close());

const body = (size = PICTURE) => ({ fileData: aPicture('jpeg', size).toString('base64'), suffix: 'jpg' });

async function upload(as: SignedInDriver | null, options: { ip?: string; payload?: object } = {}) {
  const res = await t.app.inject({
    method: 'POST',
    url: UPLOAD,
    headers: { ...(as ? as.headers : {}), ...t.driverHeaders({ authModel: 1 }) },
    remoteAddress: options.ip ?? anIp(),
    payload: options.payload ?? body(),
  });
  return { status: res.statusCode, body: res.json<{ code: string; message: string; data?: { picUrl: string } }>() };
}

/** Picture files the pictures API stored (the parking module's pictures live in a folder of their own). */
const storedFiles = async () =>
  (await readdir(t.config.uploadDir, { recursive: true }))
    .filter((file) => !file.startsWith('parking-pictures'))
    .map((file) => path.basename(file))
    .filter(isPictureKey)
    .sort();
const served = async (picUrl: string) => (await t.app.inject({ method: 'GET', url: picUrl })).statusCode;

describe('who may upload', () => {
  it('refuses anonymous uploads, however many, and stores nothing', async () => {
    const before = await storedFiles();
    const answers = await Promise.all(Array.from({ length: 20 }, () => upload(null)));
    for (const answer of answers) {
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({ code: ErrorCode.NOT_LOGGED_IN, message: '请先登录后再上传图片' });
    }
    const forged = await t.app.inject({
      method: 'POST',
      url: UPLOAD,
      headers: { authorization: 'Bearer dat_forged', ...t.driverHeaders({ authModel: 1 }) },
      payload: body(),
    });
    expect(forged.statusCode).toBe(401);
    expect(await storedFiles()).toEqual(before);
    expect(await t.db.select().from(pictureUploads)).toEqual([]);
  });

  it('stores a signed-in driver’s picture and records whose it is', async () => {
    const driver = await signInDriver(t);
    const res = await upload(driver);
    expect(res.status).toBe(200);
    const key = res.body.data!.picUrl.split('/').pop()!;
    expect(await storedFiles()).toContain(key);
    const [row] = await t.db.select().from(pictureUploads).where(eq(pictureUploads.key, key));
    expect(row).toMatchObject({
      driverId: driver.driverId,
      dealerId: driver.dealerId,
      bytes: PICTURE,
      claimedAt: null,
    });
  });
});

describe('rate limits (kept in the database, like the SMS limits)', () => {
  it(`allows a driver ${PICTURE_UPLOAD_LIMITS.perDriver[0].max} uploads a minute, from any network`, async () => {
    const driver = await signInDriver(t);
    const small = { payload: body(100) };
    for (let i = 0; i < PICTURE_UPLOAD_LIMITS.perDriver[0].max; i++)
      expect((await upload(driver, small)).status).toBe(200);
    const refused = await upload(driver, small);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      code: ErrorCode.TOO_MANY_REQUESTS,
      message: expect.stringMatching(/^上传图片过于频繁，请 \d+ (秒|分钟)后再试$/),
    });
    const [hits] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from rate_limit_hits where key = ${`picture:driver:${driver.driverId}`}`,
    );
    expect(hits!.n).toBe(PICTURE_UPLOAD_LIMITS.perDriver[0].max);
    t.clock.advance(MINUTE);
    expect((await upload(driver, small)).status).toBe(200);
  });

  it(`allows one network ${PICTURE_UPLOAD_LIMITS.perIp[0].max} uploads a minute, whoever sends them`, async () => {
    const ip = anIp();
    const drivers = await Promise.all(Array.from({ length: 5 }, () => signInDriver(t)));
    const perDriver = PICTURE_UPLOAD_LIMITS.perIp[0].max / drivers.length;
    for (const driver of drivers) {
      for (let i = 0; i < perDriver; i++) expect((await upload(driver, { ip, payload: body(100) })).status).toBe(200);
    }
    const fifth = await signInDriver(t);
    const refused = await upload(fifth, { ip, payload: body(100) });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^当前网络上传图片过于频繁，请 \d+ (秒|分钟)后再试$/);
    expect((await upload(fifth, { payload: body(100) })).status).toBe(200);
    t.clock.advance(MINUTE);
  });

  it('counts no hit for a picture it refuses', async () => {
    const driver = await signInDriver(t);
    const gif = { fileData: aPicture('gif').toString('base64'), suffix: 'gif' };
    for (let i = 0; i < 15; i++) expect((await upload(driver, { payload: gif })).status).toBe(415);
    expect((await upload(driver, { payload: body(100) })).status).toBe(200);
  });
});

describe('bytes per driver per Shanghai day', () => {
  it('refuses what would pass the day’s quota, changes nothing, and allows again the next day', async () => {
    const driver = await signInDriver(t);
    expect((await upload(driver)).status).toBe(200);
    expect((await upload(driver)).status).toBe(200);
    const files = await storedFiles();
    const over = await upload(driver);
    expect(over.status).toBe(429);
    expect(over.body).toEqual({
      code: ErrorCode.UPLOAD_QUOTA_EXCEEDED,
      message: '今日已上传图片 8KB，每天最多 8KB，请明天再试',
    });
    expect(await storedFiles()).toEqual(files);
    // A small one still fits (a png: the smallest real jpeg is bigger than what is left).
    const small = { fileData: aPicture('png', 100).toString('base64'), suffix: 'png' };
    expect((await upload(driver, { payload: small })).status).toBe(200);
    // Midnight in Shanghai (not UTC) starts a new day.
    const now = t.clock.now();
    t.clock.advance(shanghaiDayStart(now.getTime()) + 86_400_000 - now.getTime());
    const tomorrow = await signInDriver(t, { phone: driver.phone }); // yesterday's access token has expired
    expect((await upload(tomorrow)).status).toBe(200);
  });

  it('holds for concurrent uploads: of five at once, two fit', async () => {
    const driver = await signInDriver(t);
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(driver)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 429, 429, 429]);
    const rows = await t.db.select().from(pictureUploads).where(eq(pictureUploads.driverId, driver.driverId));
    expect(rows.reduce((sum, r) => sum + r.bytes, 0)).toBe(2 * PICTURE);
  });
});

describe('the pictures sweep', () => {
  it('deletes uploads nothing refers to after a day, and keeps those a material or a complaint shows', async () => {
    const driver = await signInDriver(t);
    const holder = await signInDriver(t);
    const [forMaterial, forComplaint, unused, late] = [
      (await upload(driver, { payload: body(100) })).body.data!.picUrl,
      (await upload(driver, { payload: body(100) })).body.data!.picUrl,
      (await upload(driver, { payload: body(100) })).body.data!.picUrl,
      (await upload(driver, { payload: body(100) })).body.data!.picUrl,
    ];
    // A certification of a plate another driver holds, and a complaint about the driver's own stay.
    const disputed = aPlate();
    await bindPlate(t, holder, disputed);
    await submitMaterial(t, driver, { plateNo: disputed, pictures: [forMaterial] });
    const own = aPlate();
    await bindPlate(t, driver, own);
    const park = await aTestPark(t);
    const entry = await postGate(t, park, aGateEvent(t, 'entry', own));
    const uniqueId = (entry.body as { data: { uniqueId: string } }).data.uniqueId;
    const complaint = await t.app.inject({
      method: 'POST',
      url: urlOf(ParkingOps.createParkOrderAppeal),
      headers: driver.headers,
      payload: {
        uniqueId,
        parkId: park.parkId,
        reason: 'wrongTime',
        content: '入场时间不对',
        pictures: [forComplaint],
      },
    });
    expect(complaint.statusCode).toBe(200);

    // An upload left unused that long cannot be attached any more: the sweep is due within the hour.
    t.clock.advance(UPLOAD_USABLE_FOR_MS + MINUTE);
    expect(await t.app.pictures.exists(late)).toBe(false);
    expect(await t.app.pictures.exists(forMaterial)).toBe(true);
    await t.app.pictures.sweep(); // the earlier tests' uploads are older; these are not a day old yet
    for (const url of [forMaterial, forComplaint, unused, late]) expect(await served(url)).toBe(200);

    t.clock.advance(UNREFERENCED_UPLOAD_TTL_MS - UPLOAD_USABLE_FOR_MS);
    const report = await t.app.pictures.sweep();
    expect(report).toEqual({ kept: 1, deleted: expect.any(Number) }); // the material's picture was claimed above
    for (const url of [unused, late]) expect(await served(url)).toBe(404);
    for (const url of [forMaterial, forComplaint]) expect(await served(url)).toBe(200);
    const keys = (urls: string[]) => urls.map((u) => u.split('/').pop()!);
    const rows = await t.db.select().from(pictureUploads).where(eq(pictureUploads.driverId, driver.driverId));
    expect(rows.map((r) => r.key).sort()).toEqual(keys([forMaterial, forComplaint]).sort());
    expect(rows.every((r) => r.claimedAt !== null)).toBe(true);

    // Kept for good: later sweeps leave them alone.
    t.clock.advance(3 * UNREFERENCED_UPLOAD_TTL_MS);
    expect(await t.app.pictures.sweep()).toEqual({ kept: 0, deleted: 0 });
    for (const url of [forMaterial, forComplaint]) expect(await served(url)).toBe(200);
  });
});
