import {
  BasicOps,
  ErrorCode,
  OperatorRole,
  PublicityOperatorOps,
  PublicityOps,
  isAllowedRichText,
  type AnyRoute,
} from '@parking/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call, type Answer, type CallInput } from '../../../test/call';
import { seedId } from '../../demo/demo-dealer';

const HANGZHOU = '330100';
const SUZHOU = '320500';

let t: TestApp;
let hangzhouEditor: Record<string, string>;
let suzhouEditor: Record<string, string>;
const NOW = new Date('2026-11-25T12:00:00+08:00');
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  hangzhouEditor = await loggedInOperator(t, { dealerId: HANGZHOU, roles: [OperatorRole.CONTENT] });
  suzhouEditor = await loggedInOperator(t, { dealerId: SUZHOU, roles: [OperatorRole.CONTENT] });
}, 400_000);
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

type Input<R extends AnyRoute> = Omit<CallInput<R>, 'headers'>;
/** The answer with its data read as present: a test that expects data fails on its own when there is none. */
const answered = <T>({ status, body }: Answer<T>) => ({
  status,
  body: body as { code: string; message: string; data: T },
});
const op = async <R extends AnyRoute>(route: R, headers: Record<string, string>, input: Input<R> = {}) =>
  answered(await call(t, route, { ...input, headers }));
const driver = async <R extends AnyRoute>(route: R, input: Input<R> = {}, dealerId = HANGZHOU) =>
  answered(await call(t, route, { ...input, headers: t.driverHeaders({ dealerId }) })).body;

const anAd = (overrides: object = {}) => ({ city: '杭州市', picUrl: 'https://cdn.example.com/ad.png', ...overrides });
const aNewsItem = (overrides: object = {}) => ({
  title: '新资讯',
  summary: '摘要',
  content: '<p>正文</p>',
  publishTime: '2026-11-25T09:00:00+08:00',
  ...overrides,
});
const aNotice = (overrides: object = {}) => ({
  noticeType: 'bulletin',
  title: '新公告',
  content: '<p>公告正文</p>',
  version: '2026-11-25',
  publishTime: '2026-11-25T09:00:00+08:00',
  ...overrides,
});

describe('operators manage ads', () => {
  it('creates an ad that drivers of the city see at once, with defaults filled in', async () => {
    const created = await op(PublicityOperatorOps.createAd, hangzhouEditor, {
      body: anAd({ sort: 0, advertUrl: '/collect' }),
    });
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      city: '杭州市',
      advertUrl: '/collect',
      bgColor: '',
      sort: 0,
      activeFrom: null,
      activeUntil: null,
    });
    const seen = await driver(PublicityOps.advertisings, { body: { cityName: '杭州市' } });
    expect(seen.data.results[0]?.advertId).toBe(created.body.data.id);
    expect(
      (await driver(PublicityOps.advertisings, { body: { cityName: '杭州市' } }, SUZHOU)).data.results,
    ).not.toContainEqual(expect.objectContaining({ advertId: created.body.data.id }));
  });

  it('updates and deletes an ad', async () => {
    const { body } = await op(PublicityOperatorOps.createAd, hangzhouEditor, { body: anAd() });
    const id = body.data.id;
    const updated = await op(PublicityOperatorOps.updateAd, hangzhouEditor, {
      params: { id },
      body: anAd({ city: '全国', bgColor: '#112233' }),
    });
    expect(updated.body.data).toMatchObject({ id, city: '全国', bgColor: '#112233' });
    expect(await op(PublicityOperatorOps.deleteAd, hangzhouEditor, { params: { id } })).toEqual({
      status: 200,
      body: { code: '200', message: 'success', data: { id } },
    });
    expect((await op(PublicityOperatorOps.deleteAd, hangzhouEditor, { params: { id } })).status).toBe(404);
  });

  it('lists every ad of the dealer, expired ones included', async () => {
    const { body } = await op(PublicityOperatorOps.listAds, hangzhouEditor, { query: { pageSize: '50' } });
    expect(body.data.results.map((a: { id: string }) => a.id)).toContain(seedId(2, 5));
    expect(body.data.results.every((a: { id: string }) => typeof a.id === 'string')).toBe(true);
  });

  it.each([
    [
      'an http picture',
      anAd({ picUrl: 'http://x.test/a.png' }),
      'picUrl: 图片地址须为 https 链接、上传后的图片地址或 base64 图片',
    ],
    [
      'a javascript link',
      anAd({ advertUrl: 'javascript:alert(1)' }),
      'advertUrl: 链接须为站内路径（以 / 开头）或 https 地址',
    ],
    ['a bad colour', anAd({ bgColor: 'red' }), 'bgColor: 颜色须为 #RRGGBB'],
    [
      'an end before the start',
      anAd({ activeFrom: '2026-12-01T00:00:00+08:00', activeUntil: '2026-11-01T00:00:00+08:00' }),
      'activeUntil: 结束时间须晚于开始时间',
    ],
    ['a time without zone', anAd({ activeFrom: '2026-12-01 00:00' }), 'activeFrom: 时间须为 ISO 8601 格式（含时区）'],
    ['no city', { picUrl: 'https://x.test/a.png' }, 'city: 必填'],
  ])('refuses %s and changes nothing', async (_case, payload, message) => {
    const before = (await op(PublicityOperatorOps.listAds, hangzhouEditor, { query: { pageSize: '100' } })).body.data
      .totalRecord;
    expect(await op(PublicityOperatorOps.createAd, hangzhouEditor, { body: payload })).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message },
    });
    expect(
      (await op(PublicityOperatorOps.listAds, hangzhouEditor, { query: { pageSize: '100' } })).body.data.totalRecord,
    ).toBe(before);
  });
});

describe('operators manage news', () => {
  it('schedules an item: drivers see it from its publish time on', async () => {
    const { body } = await op(PublicityOperatorOps.createNews, hangzhouEditor, {
      body: aNewsItem({ title: '定时发布', publishTime: '2026-11-26T09:00:00+08:00', important: true }),
    });
    const id = body.data.id;
    // Withdrawn: a driver opening its link is told it is gone (0x1310501001: confirm, go back).
    expect((await driver(PublicityOps.newsDetail, { query: { newsId: id } })).code).toBe(ErrorCode.GONE);
    t.clock.set(new Date('2026-11-26T09:00:00+08:00'));
    expect((await driver(PublicityOps.newsDetail, { query: { newsId: id } })).data.title).toBe('定时发布');
    expect((await driver(PublicityOps.news, { query: { pageSize: '1' } })).data.results[0]?.newsId).toBe(id);
    expect((await driver(PublicityOps.importantNews)).data.results[0]?.newsId).toBe(id);
  });

  it('edits and deletes an item', async () => {
    const { body } = await op(PublicityOperatorOps.createNews, hangzhouEditor, { body: aNewsItem() });
    const id = body.data.id;
    const edited = await op(PublicityOperatorOps.updateNews, hangzhouEditor, {
      params: { id },
      body: aNewsItem({ content: '<p>改后的<strong>正文</strong></p>' }),
    });
    expect(edited.body.data.content).toBe('<p>改后的<strong>正文</strong></p>');
    expect((await op(PublicityOperatorOps.deleteNews, hangzhouEditor, { params: { id } })).status).toBe(200);
    // Withdrawn: a driver opening its link is told it is gone (0x1310501001: confirm, go back).
    expect((await driver(PublicityOps.newsDetail, { query: { newsId: id } })).code).toBe(ErrorCode.GONE);
  });

  // Decision 090: hostile or foreign markup is stored sanitised to the subset the driver app renders.
  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>', '<p>hi</p>'],
    ['an event handler', '<p onmouseover="x()">hi</p>', '<p>hi</p>'],
    ['a link', '<a href="https://x.test">hi</a>', 'hi'],
    ['a script picture', '<p>a<img src=x onerror="alert(1)"></p>', '<p>a</p>'],
    ['pasted styles', '<div style="color:red"><h1>标题</h1><span>正文</span></div>', '<p><h3>标题</h3>正文</p>'],
  ])('stores a body with %s sanitised', async (_case, content, stored) => {
    const created = await op(PublicityOperatorOps.createNews, hangzhouEditor, { body: aNewsItem({ content }) });
    expect(created.body.data.content).toBe(stored);
    expect(isAllowedRichText(created.body.data.content)).toBe(true);
    const shown = await driver(PublicityOps.newsDetail, { query: { newsId: created.body.data.id } });
    expect(shown.data.content).toBe(stored);
  });

  it('refuses a body that sanitising leaves empty, and changes nothing', async () => {
    const before = (await op(PublicityOperatorOps.listNews, hangzhouEditor)).body.data.totalRecord;
    expect(
      await op(PublicityOperatorOps.createNews, hangzhouEditor, {
        body: aNewsItem({ content: '<script>alert(1)</script>' }),
      }),
    ).toEqual({ status: 400, body: { code: ErrorCode.INVALID_INPUT, message: '正文不能为空' } });
    expect((await op(PublicityOperatorOps.listNews, hangzhouEditor)).body.data.totalRecord).toBe(before);
  });
});

describe('operators manage notices', () => {
  it('publishes a new version that becomes the one viewNotice shows', async () => {
    const created = await op(PublicityOperatorOps.createNotice, hangzhouEditor, {
      body: aNotice({ noticeType: 'privacyPolicy', version: '2.2', title: '隐私政策（2.2）' }),
    });
    expect(created.status).toBe(200);
    const shown = await driver(BasicOps.viewNotice, { query: { noticeType: 'privacyPolicy' } });
    expect(shown.data).toMatchObject({ version: '2.2', title: '隐私政策（2.2）' });
    const history = await driver(PublicityOps.notices, { query: { noticeType: 'privacyPolicy' } });
    expect(history.data.results.map((n: { version: string }) => n.version)).toEqual(['2.2', '2.1', '2.0']);
  });

  it('refuses a version the type already has, on create and on edit', async () => {
    const conflict = {
      status: 409,
      body: {
        code: ErrorCode.CONFLICT,
        message: '公告栏已有版本 2026-11-15，请换一个版本号（同一天再发一条时，如 2026-11-15-2）',
      },
    };
    expect(
      await op(PublicityOperatorOps.createNotice, hangzhouEditor, { body: aNotice({ version: '2026-11-15' }) }),
    ).toEqual(conflict);
    const { body } = await op(PublicityOperatorOps.createNotice, hangzhouEditor, {
      body: aNotice({ version: 'v-edit' }),
    });
    expect(
      await op(PublicityOperatorOps.updateNotice, hangzhouEditor, {
        params: { id: body.data.id },
        body: aNotice({ version: '2026-11-15' }),
      }),
    ).toEqual(conflict);
    // The same version at another dealer is no conflict.
    expect(
      (await op(PublicityOperatorOps.createNotice, suzhouEditor, { body: aNotice({ version: '2026-11-15' }) })).status,
    ).toBe(200);
  });

  it('lists the notices of one type', async () => {
    const { body } = await op(PublicityOperatorOps.listNotices, hangzhouEditor, {
      query: { noticeType: 'bulletin', pageSize: '50' },
    });
    expect(body.data.results.every((n: { noticeType: string }) => n.noticeType === 'bulletin')).toBe(true);
  });

  it('deletes a notice', async () => {
    const { body } = await op(PublicityOperatorOps.createNotice, hangzhouEditor, {
      body: aNotice({ version: 'to-delete' }),
    });
    expect((await op(PublicityOperatorOps.deleteNotice, hangzhouEditor, { params: { id: body.data.id } })).status).toBe(
      200,
    );
    expect((await driver(PublicityOps.noticeDetail, { query: { noticeId: body.data.id } })).code).toBe('404');
  });
});

describe('who may manage content', () => {
  it.each([
    ['admin', [OperatorRole.ADMIN], 200],
    ['content', [OperatorRole.CONTENT], 200],
    ['service', [OperatorRole.SERVICE], 403],
    ['finance', [OperatorRole.FINANCE], 403],
  ])('%s → %i', async (_case, roles, status) => {
    const headers = await loggedInOperator(t, { roles });
    for (const list of [
      PublicityOperatorOps.listAds,
      PublicityOperatorOps.listNews,
      PublicityOperatorOps.listNotices,
    ]) {
      expect((await op(list, headers)).status, list.path).toBe(status);
    }
  });

  it('refuses a request without an operator token', async () => {
    expect((await op(PublicityOperatorOps.createNews, {}, { body: aNewsItem() })).status).toBe(401);
  });

  it("never lets one dealer's operator touch another dealer's rows", async () => {
    const ad = (await op(PublicityOperatorOps.createAd, hangzhouEditor, { body: anAd() })).body.data;
    const item = (await op(PublicityOperatorOps.createNews, hangzhouEditor, { body: aNewsItem() })).body.data;
    const notice = (await op(PublicityOperatorOps.createNotice, hangzhouEditor, { body: aNotice({ version: 'bola' }) }))
      .body.data;

    for (const [route, id, body] of [
      [PublicityOperatorOps.updateAd, ad.id, anAd({ city: '苏州市' })],
      [PublicityOperatorOps.deleteAd, ad.id, undefined],
      [PublicityOperatorOps.updateNews, item.id, aNewsItem({ title: '被篡改' })],
      [PublicityOperatorOps.deleteNews, item.id, undefined],
      [PublicityOperatorOps.updateNotice, notice.id, aNotice({ version: 'bola-2' })],
      [PublicityOperatorOps.deleteNotice, notice.id, undefined],
    ] as const) {
      const { status } = await op(route, suzhouEditor, { params: { id }, body });
      expect(status, `${route.method} ${route.path}`).toBe(404);
    }
    const suzhouLists = await Promise.all(
      [PublicityOperatorOps.listAds, PublicityOperatorOps.listNews, PublicityOperatorOps.listNotices].map((list) =>
        op(list, suzhouEditor, { query: { pageSize: '100' } }),
      ),
    );
    for (const list of suzhouLists) {
      expect(list.body.data.results.map((r: { id: string }) => r.id)).not.toContain(ad.id);
    }
    // Unchanged for Hangzhou.
    expect((await driver(PublicityOps.newsDetail, { query: { newsId: item.id } })).data.title).toBe('新资讯');
    expect(
      (
        await op(PublicityOperatorOps.listNotices, hangzhouEditor, {
          query: { noticeType: 'bulletin', pageSize: '100' },
        })
      ).body.data.results,
    ).toContainEqual(expect.objectContaining({ id: notice.id, version: 'bola' }));
  });
});
