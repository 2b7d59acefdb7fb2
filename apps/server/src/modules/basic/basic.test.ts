import { type AnyRoute, BasicOps, ErrorCode, HomeEntryId, HomeFuncEntries, MenuConfig } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, type CallInput } from '../../../test/call';
import { createBasicRepository } from './basic.repository';
import { createBasicService, DEFAULT_MENU_CONFIG } from './basic.service';
import { dealers } from '../../db/schema';

const HANGZHOU = '330100';
const SUZHOU = '320500';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = <R extends AnyRoute>(route: R, dealerId?: string, query?: CallInput<R>['query']) =>
  call(t, route, { query, headers: t.driverHeaders({ dealerId }) });

describe('basic config of a dealer', () => {
  it('gives the default dealer (杭州) to a request that names none', async () => {
    const res = await call(t, BasicOps.applicationInfos);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      code: '200',
      message: 'success',
      data: { appId: 'wx5f2c8a9d31e6b074', appName: '杭州城市停车' },
    });
  });

  it.each([
    ['applicationInfos', { appName: '杭州城市停车' }, { appName: '苏州智慧停车' }],
    ['paramConfigs', { province: '浙A' }, { province: '苏E' }],
    ['getMapType', { type: 1, bmapAk: '' }, { type: 2, bmapAk: '' }],
    ['getAk', { ak: '' }, { ak: '' }],
    ['webPageConfig', { searchButtonText: '查询缴费' }, { searchButtonText: '立即查询' }],
    ['menuConfigs', { platBizType: 3, charging: true, bagPlan: 1 }, { platBizType: 1, charging: false, bagPlan: 2 }],
    ['homeFuncEntries', { column: 5 }, { column: 4 }],
  ] as const)('GET %s answers per dealer', async (name, hangzhou, suzhou) => {
    const a = await get(BasicOps[name], HANGZHOU);
    const b = await get(BasicOps[name], SUZHOU);
    expect(a).toMatchObject({ status: 200, body: { code: '200', data: hangzhou } });
    expect(b).toMatchObject({ status: 200, body: { code: '200', data: suzhou } });
  });

  it('menuConfigs carries every flag of spec section 1', async () => {
    const { body } = await get(BasicOps.menuConfigs, HANGZHOU);
    expect(MenuConfig.strict().safeParse(body.data).success).toBe(true);
  });

  it('homeFuncEntries lists the entries in order with SVG data-URL icons', async () => {
    const { body } = await get(BasicOps.homeFuncEntries, HANGZHOU);
    const entries = HomeFuncEntries.parse(body.data);
    expect(entries.list.map((e) => e.entryId)).toEqual([
      HomeEntryId.BAG,
      HomeEntryId.DIFF_TIME,
      HomeEntryId.CHARGING_STATION,
      HomeEntryId.BOOK,
      HomeEntryId.ACCOUNT_RECHARGE,
      HomeEntryId.VEHICLE_BINDING,
      HomeEntryId.OPEN_WITHHOLD,
      HomeEntryId.INVOICE,
      HomeEntryId.COUPON,
      HomeEntryId.PARK_COLLECTION,
    ]);
    for (const entry of entries.list) {
      expect(entry.icon).toMatch(/^data:image\/svg\+xml;base64,/);
      expect(Buffer.from(entry.icon.split(',')[1]!, 'base64').toString()).toContain('<svg');
    }
    expect(entries.list[0]).toMatchObject({
      entryName: '月卡办理',
      entryType: 1,
      needLogin: true,
      entryUrl: '/monthParking',
    });
  });

  it('pageRemark gives the remark of a page, and an empty one for a page without', async () => {
    const remarkOf = async (dealerId: string) =>
      (await get(BasicOps.pageRemark, dealerId, { pageCode: 'plateSearch' })).body.data?.remark;
    expect(await remarkOf(HANGZHOU)).toMatch(/缴费成功后/);
    expect(await remarkOf(SUZHOU)).toMatch(/苏州/);
    expect((await get(BasicOps.pageRemark, undefined, { pageCode: 'nothingHere' })).body).toEqual({
      code: '200',
      message: 'success',
      data: { pageCode: 'nothingHere', remark: '' },
    });
  });

  it('viewNotice gives the newest published version of a notice', async () => {
    const { status, body } = await get(BasicOps.viewNotice, HANGZHOU, { noticeType: 'privacyPolicy' });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ noticeType: 'privacyPolicy', title: '杭州城市停车隐私政策', version: '2.1' });
    expect(new Date(body.data!.publishTime).toISOString()).toBe(body.data!.publishTime);
    expect((await get(BasicOps.viewNotice, SUZHOU, { noticeType: 'privacyPolicy' })).body.data?.title).toBe(
      '苏州智慧停车隐私政策',
    );
  });

  it('viewNotice of an unknown type is a 404 envelope', async () => {
    expect(await get(BasicOps.viewNotice, HANGZHOU, { noticeType: 'noSuchNotice' })).toEqual({
      status: 404,
      body: { code: ErrorCode.NOT_FOUND, message: '公告不存在' },
    });
    // Suzhou has no user agreement: one dealer's notices never stand in for another's.
    expect((await get(BasicOps.viewNotice, SUZHOU, { noticeType: 'userAgreement' })).status).toBe(404);
  });
});

describe('bad input to basic config', () => {
  it.each([
    ['pageRemark', {}, 'pageCode: 必填'],
    ['pageRemark', { pageCode: '' }, 'pageCode: 不能为空'],
    ['pageRemark', { pageCode: 'x'.repeat(65) }, 'pageCode: 最多 64 个字符'],
    ['viewNotice', {}, 'noticeType: 必填'],
  ] as const)('GET %s %j → 400 "%s"', async (name, query, message) => {
    const res = await call(t, BasicOps[name], { query });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message });
  });

  it("an unknown driverDealerId is a clear 400, never another dealer's config", async () => {
    const { status, body } = await get(BasicOps.menuConfigs, 'no-such-dealer');
    expect(status).toBe(400);
    expect(body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '运营商不存在（driverDealerId: no-such-dealer）' });
  });

  it('a garbled x-payload header is refused rather than ignored', async () => {
    const res = await call(t, BasicOps.menuConfigs, { headers: { 'x-payload': 'not-base64-json' } });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: '请求头 x-payload 格式错误' });
  });
});

describe('a dealer not configured yet', () => {
  beforeAll(async () => {
    await t.db.insert(dealers).values({ id: 'fresh', name: '新开通运营商', city: '宁波市' });
  });

  it('answers settings-backed endpoints with a clear 404', async () => {
    for (const name of ['applicationInfos', 'paramConfigs', 'homeFuncEntries', 'getAk', 'webPageConfig'] as const) {
      expect(await get(BasicOps[name], 'fresh'), name).toEqual({
        status: 404,
        body: { code: ErrorCode.NOT_FOUND, message: '该运营商尚未完成基础配置' },
      });
    }
  });

  it('gets the default menu: every optional feature off', async () => {
    expect((await get(BasicOps.menuConfigs, 'fresh')).body.data).toEqual(DEFAULT_MENU_CONFIG);
  });
});

describe('map keys', () => {
  it('keys from the environment override the stored ones', async () => {
    const basic = createBasicService({
      repo: createBasicRepository(t.db),
      clock: t.clock,
      mapKeys: { amap: 'amap-env-key', baidu: 'baidu-env-ak' },
    });
    expect(await basic.ak(HANGZHOU)).toEqual({ ak: 'amap-env-key' });
    expect(await basic.mapType(HANGZHOU)).toEqual({ type: 1, bmapAk: 'baidu-env-ak' });
    // Suzhou uses Baidu maps only, so its JS key is Baidu's.
    expect(await basic.ak(SUZHOU)).toEqual({ ak: 'baidu-env-ak' });
  });
});
