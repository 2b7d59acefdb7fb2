import { ErrorCode, NewsPage, PublicityOps, type AnyRoute } from '@parking/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, type Answer, type CallInput } from '../../../test/call';
import { seedId } from '../../demo/demo-dealer';
import { advertisings, dealers, news } from '../../db/schema';
import { adCities } from './publicity.service';

const HANGZHOU = '330100';
const SUZHOU = '320500';
const AFTER_SEED = new Date('2026-11-25T12:00:00+08:00');

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(AFTER_SEED));

/** The answer with its data read as present: a test that expects data fails on its own when there is none. */
const answered = <T>({ status, body }: Answer<T>) => ({
  status,
  body: body as { code: string; message: string; data: T },
});
const get = async <R extends AnyRoute>(route: R, query?: CallInput<R>['query'], dealerId = HANGZHOU) =>
  answered(await call(t, route, { query, headers: t.driverHeaders({ dealerId }) }));
const ads = async (body: object | undefined, dealerId = HANGZHOU) =>
  answered(await call(t, PublicityOps.advertisings, { body, headers: t.driverHeaders({ dealerId }) }));
const adIds = (body: { data: { results: { advertId: string }[] } }) => body.data.results.map((a) => a.advertId);

describe('adCities', () => {
  it.each([
    ['全国', ['全国']],
    ['', ['全国']],
    ['杭州市', ['杭州', '杭州市', '全国']],
    ['杭州', ['杭州', '杭州市', '全国']],
    [' 苏州市 ', ['苏州', '苏州市', '全国']],
  ])('%s → %j', (city, cities) => {
    expect(adCities(city)).toEqual(cities);
  });
});

describe('advertisings', () => {
  it("gives a city's ads and the nationwide ones in display order, without expired ones", async () => {
    const { status, body } = await ads({ cityName: '杭州市' });
    expect(status).toBe(200);
    expect(adIds(body)).toEqual([seedId(2, 1), seedId(2, 2), seedId(2, 3), seedId(2, 4)]);
    expect(body.data.results[0]).toEqual({
      advertId: seedId(2, 1),
      picUrl: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      advertUrl: '/monthParking',
      bgColor: '#2563EB',
    });
  });

  it('matches the city with or without 市', async () => {
    expect(adIds((await ads({ cityName: '杭州' })).body)).toHaveLength(4);
  });

  it.each([
    ['no body', undefined],
    ['an empty body', {}],
    ['cityName 全国', { cityName: '全国' }],
    ['a blank cityName', { cityName: '  ' }],
  ])('defaults to 全国 with %s: nationwide ads only', async (_case, body) => {
    const res = await ads(body);
    expect(res.body).toMatchObject({ code: '200' });
    expect(adIds(res.body)).toEqual([seedId(2, 1), seedId(2, 4)]);
  });

  it('shows an ad only inside its active window', async () => {
    t.clock.set(new Date('2026-10-01T12:00:00+08:00'));
    expect(adIds((await ads({ cityName: '杭州市' })).body)).toContain(seedId(2, 5));
    t.clock.set(new Date('2026-10-08T00:00:00+08:00'));
    expect(adIds((await ads({ cityName: '杭州市' })).body)).not.toContain(seedId(2, 5));
  });

  it("never shows another dealer's ads", async () => {
    const suzhou = adIds((await ads({ cityName: '杭州市' }, SUZHOU)).body);
    const rows = await t.db.select({ id: advertisings.id, dealerId: advertisings.dealerId }).from(advertisings);
    const hangzhouIds = rows.filter((r) => r.dealerId === HANGZHOU).map((r) => r.id);
    expect(suzhou.length).toBeGreaterThan(0);
    expect(suzhou.filter((id) => hangzhouIds.includes(id))).toEqual([]);
  });

  it('answers an empty list when a dealer has no ad for the city (the app then shows its default banner)', async () => {
    await t.db.insert(dealers).values({ id: 'no-ads', name: '无广告运营商', city: '宁波市' });
    await t.db.insert(advertisings).values({ dealerId: 'no-ads', city: '温州市', picUrl: 'https://x.test/a.png' });
    expect(await ads({ cityName: '宁波市' }, 'no-ads')).toEqual({
      status: 200,
      body: { code: '200', message: 'success', data: { results: [] } },
    });
  });

  it('refuses a cityName that is not text', async () => {
    expect(await ads({ cityName: 12 })).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message: 'cityName: 应为文本' },
    });
  });
});

describe('news', () => {
  it('pages published news newest first with the total (home asks for 3)', async () => {
    const { status, body } = await get(PublicityOps.news, { pageNo: '1', pageSize: '3' });
    expect(status).toBe(200);
    const page = NewsPage.parse(body.data);
    expect(page.totalRecord).toBe(7);
    expect(page.results.map((n) => n.newsId)).toEqual([seedId(3, 1), seedId(3, 2), seedId(3, 3)]);
    expect(page.results[0]).toEqual({
      newsId: seedId(3, 1),
      title: '关于调整主城区道路停车收费标准的公告',
      summary: expect.stringContaining('12 月 1 日'),
      publishTime: '2026-11-18T02:00:00.000Z',
      imgUrl: expect.stringMatching(/^data:image\//),
    });
    expect(page.results[0]).not.toHaveProperty('content');
  });

  it('gives the next page, and an empty page past the end', async () => {
    expect((await get(PublicityOps.news, { pageNo: '3', pageSize: '3' })).body.data).toEqual({
      results: [expect.objectContaining({ newsId: seedId(3, 7) })],
      totalRecord: 7,
    });
    expect((await get(PublicityOps.news, { pageNo: '4', pageSize: '3' })).body.data).toEqual({
      results: [],
      totalRecord: 7,
    });
  });

  it('leaves out news scheduled for later', async () => {
    t.clock.set(new Date('2026-11-01T00:00:00+08:00'));
    const { body } = await get(PublicityOps.news, { pageSize: '20' });
    expect(body.data.totalRecord).toBe(4);
    expect(body.data.results.map((n: { newsId: string }) => n.newsId)).not.toContain(seedId(3, 1));
  });

  it.each([
    [{ pageNo: '0' }, 'pageNo: 不能小于 1'],
    [{ pageSize: '1000' }, 'pageSize: 不能大于 999'],
    [{ pageNo: 'x' }, 'pageNo: 应为数字'],
  ])('GET news %j → 400 %s', async (query, message) => {
    expect(await get(PublicityOps.news, query)).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message },
    });
  });
});

describe('important news and news detail', () => {
  it('lists published important news only', async () => {
    const { body } = await get(PublicityOps.importantNews);
    expect(body.data.results.map((n: { newsId: string }) => n.newsId)).toEqual([seedId(3, 1), seedId(3, 2)]);
  });

  it('gives one item with its body', async () => {
    const { status, body } = await get(PublicityOps.newsDetail, { newsId: seedId(3, 2) });
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ newsId: seedId(3, 2), title: '西湖景区节假日停车管理措施' });
    expect(body.data.content).toMatch(/^<p>节假日期间/);
  });

  it("answers gone (0x1310501001) for another dealer's item, a scheduled one and an unknown one", async () => {
    const [suzhouItem] = await t.db
      .insert(news)
      .values({
        dealerId: SUZHOU,
        title: '苏州资讯',
        summary: '',
        content: '<p>x</p>',
        publishTime: new Date('2026-01-01T00:00:00Z'),
      })
      .returning();
    const [scheduled] = await t.db
      .insert(news)
      .values({
        dealerId: HANGZHOU,
        title: '明年的资讯',
        summary: '',
        content: '<p>x</p>',
        publishTime: new Date('2027-01-01T00:00:00Z'),
      })
      .returning();
    for (const id of [suzhouItem!.id, scheduled!.id, seedId(3, 99)]) {
      expect(await get(PublicityOps.newsDetail, { newsId: id })).toEqual({
        status: 410,
        body: { code: ErrorCode.GONE, message: '资讯不存在或已下线' },
      });
    }
    expect((await get(PublicityOps.newsDetail, { newsId: suzhouItem!.id }, SUZHOU)).status).toBe(200);
  });

  it('refuses a newsId that is not an id', async () => {
    expect(await get(PublicityOps.newsDetail, { newsId: '1' })).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message: 'newsId: newsId 格式不正确' },
    });
  });
});

describe('notices', () => {
  it('lists the published versions of a type newest first (privacy policy history)', async () => {
    const { body } = await get(PublicityOps.notices, { noticeType: 'privacyPolicy' });
    expect(body.data).toEqual({
      results: [
        expect.objectContaining({ noticeId: seedId(1, 1), version: '2.1', title: '杭州城市停车隐私政策' }),
        expect.objectContaining({ noticeId: seedId(1, 4), version: '2.0' }),
      ],
      totalRecord: 2,
    });
  });

  it('lists the bulletin board', async () => {
    const { body } = await get(PublicityOps.notices, { noticeType: 'bulletin', pageSize: '2' });
    expect(body.data.totalRecord).toBe(3);
    expect(body.data.results.map((n: { title: string }) => n.title)).toEqual([
      '黄龙体育中心周边道路临时交通管制',
      '武林广场地下停车场出入口改造',
    ]);
  });

  it('gives an earlier version in full', async () => {
    const { body } = await get(PublicityOps.noticeDetail, { noticeId: seedId(1, 4) });
    expect(body.data).toMatchObject({ noticeType: 'privacyPolicy', version: '2.0' });
    expect(body.data.content).toContain('已由 2.1 版替代');
  });

  it("keeps one dealer's notices from another", async () => {
    expect((await get(PublicityOps.noticeDetail, { noticeId: seedId(1, 4) }, SUZHOU)).status).toBe(404);
    expect((await get(PublicityOps.notices, { noticeType: 'bulletin' }, SUZHOU)).body.data).toEqual({
      results: [],
      totalRecord: 0,
    });
  });

  it('needs a notice type', async () => {
    expect(await get(PublicityOps.notices)).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message: 'noticeType: 必填' },
    });
  });
});
