import { ErrorCode, OperatorRole, RICH_TEXT_MESSAGE } from '@parking/contracts';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { seedId } from '../../db/seed/demo-dealer';

const HANGZHOU = '330100';
const SUZHOU = '320500';
const OP = '/api/operator/v1';
const DRIVER = '/api/publicity/v2/api';

let t: TestApp;
let hangzhouEditor: Record<string, string>;
let suzhouEditor: Record<string, string>;
const NOW = new Date('2026-11-25T12:00:00+08:00');
beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(NOW);
  hangzhouEditor = await loggedInOperator(t, { dealerId: HANGZHOU, roles: [OperatorRole.CONTENT] });
  suzhouEditor = await loggedInOperator(t, { dealerId: SUZHOU, roles: [OperatorRole.CONTENT] });
});
afterAll(() => t.close());
beforeEach(() => t.clock.set(NOW));

const op = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, headers: object, payload?: object) => {
  const res = await t.app.inject({ method, url: `${OP}${path}`, headers: headers as Record<string, string>, payload });
  return { status: res.statusCode, body: res.json() };
};
const driver = async (method: 'GET' | 'POST', path: string, dealerId = HANGZHOU, payload?: object) =>
  (await t.app.inject({ method, url: `${DRIVER}${path}`, headers: t.driverHeaders({ dealerId }), payload })).json();

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
    const created = await op('POST', '/advertisings', hangzhouEditor, anAd({ sort: 0, advertUrl: '/collect' }));
    expect(created.status).toBe(200);
    expect(created.body.data).toMatchObject({
      city: '杭州市',
      advertUrl: '/collect',
      bgColor: '',
      sort: 0,
      activeFrom: null,
      activeUntil: null,
    });
    const seen = await driver('POST', '/advertisings', HANGZHOU, { cityName: '杭州市' });
    expect(seen.data.results[0].advertId).toBe(created.body.data.id);
    expect((await driver('POST', '/advertisings', SUZHOU, { cityName: '杭州市' })).data.results).not.toContainEqual(
      expect.objectContaining({ advertId: created.body.data.id }),
    );
  });

  it('updates and deletes an ad', async () => {
    const { body } = await op('POST', '/advertisings', hangzhouEditor, anAd());
    const id = body.data.id;
    const updated = await op('PUT', `/advertisings/${id}`, hangzhouEditor, anAd({ city: '全国', bgColor: '#112233' }));
    expect(updated.body.data).toMatchObject({ id, city: '全国', bgColor: '#112233' });
    expect(await op('DELETE', `/advertisings/${id}`, hangzhouEditor)).toEqual({
      status: 200,
      body: { code: '200', message: 'success', data: { id } },
    });
    expect((await op('DELETE', `/advertisings/${id}`, hangzhouEditor)).status).toBe(404);
  });

  it('lists every ad of the dealer, expired ones included', async () => {
    const { body } = await op('GET', '/advertisings?pageSize=50', hangzhouEditor);
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
    const before = (await op('GET', '/advertisings?pageSize=100', hangzhouEditor)).body.data.totalRecord;
    expect(await op('POST', '/advertisings', hangzhouEditor, payload)).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message },
    });
    expect((await op('GET', '/advertisings?pageSize=100', hangzhouEditor)).body.data.totalRecord).toBe(before);
  });
});

describe('operators manage news', () => {
  it('schedules an item: drivers see it from its publish time on', async () => {
    const { body } = await op(
      'POST',
      '/news',
      hangzhouEditor,
      aNewsItem({ title: '定时发布', publishTime: '2026-11-26T09:00:00+08:00', important: true }),
    );
    const id = body.data.id;
    expect((await driver('GET', `/news/detail?newsId=${id}`)).code).toBe('404');
    t.clock.set(new Date('2026-11-26T09:00:00+08:00'));
    expect((await driver('GET', `/news/detail?newsId=${id}`)).data.title).toBe('定时发布');
    expect((await driver('GET', '/news?pageSize=1')).data.results[0].newsId).toBe(id);
    expect((await driver('GET', '/news/important')).data.results[0].newsId).toBe(id);
  });

  it('edits and deletes an item', async () => {
    const { body } = await op('POST', '/news', hangzhouEditor, aNewsItem());
    const id = body.data.id;
    const edited = await op(
      'PUT',
      `/news/${id}`,
      hangzhouEditor,
      aNewsItem({ content: '<p>改后的<strong>正文</strong></p>' }),
    );
    expect(edited.body.data.content).toBe('<p>改后的<strong>正文</strong></p>');
    expect((await op('DELETE', `/news/${id}`, hangzhouEditor)).status).toBe(200);
    expect((await driver('GET', `/news/detail?newsId=${id}`)).code).toBe('404');
  });

  it.each([
    ['a script', '<p>hi</p><script>alert(1)</script>'],
    ['an event handler', '<p onmouseover="x()">hi</p>'],
    ['a link', '<a href="https://x.test">hi</a>'],
  ])('refuses a body with %s', async (_case, content) => {
    expect(await op('POST', '/news', hangzhouEditor, aNewsItem({ content }))).toEqual({
      status: 400,
      body: { code: ErrorCode.INVALID_INPUT, message: `content: ${RICH_TEXT_MESSAGE}` },
    });
  });
});

describe('operators manage notices', () => {
  it('publishes a new version that becomes the one viewNotice shows', async () => {
    const created = await op(
      'POST',
      '/notices',
      hangzhouEditor,
      aNotice({ noticeType: 'privacyPolicy', version: '2.2', title: '隐私政策（2.2）' }),
    );
    expect(created.status).toBe(200);
    const shown = (
      await t.app.inject({
        method: 'GET',
        url: '/api/basic/v2/api/viewNotice?noticeType=privacyPolicy',
        headers: t.driverHeaders({ dealerId: HANGZHOU }),
      })
    ).json();
    expect(shown.data).toMatchObject({ version: '2.2', title: '隐私政策（2.2）' });
    const history = await driver('GET', '/notices?noticeType=privacyPolicy');
    expect(history.data.results.map((n: { version: string }) => n.version)).toEqual(['2.2', '2.1', '2.0']);
  });

  it('refuses a version the type already has, on create and on edit', async () => {
    const conflict = { status: 409, body: { code: ErrorCode.CONFLICT, message: '公告 bulletin 已有版本 2026-11-15' } };
    expect(await op('POST', '/notices', hangzhouEditor, aNotice({ version: '2026-11-15' }))).toEqual(conflict);
    const { body } = await op('POST', '/notices', hangzhouEditor, aNotice({ version: 'v-edit' }));
    expect(await op('PUT', `/notices/${body.data.id}`, hangzhouEditor, aNotice({ version: '2026-11-15' }))).toEqual(
      conflict,
    );
    // The same version at another dealer is no conflict.
    expect((await op('POST', '/notices', suzhouEditor, aNotice({ version: '2026-11-15' }))).status).toBe(200);
  });

  it('lists the notices of one type', async () => {
    const { body } = await op('GET', '/notices?noticeType=bulletin&pageSize=50', hangzhouEditor);
    expect(body.data.results.every((n: { noticeType: string }) => n.noticeType === 'bulletin')).toBe(true);
  });

  it('deletes a notice', async () => {
    const { body } = await op('POST', '/notices', hangzhouEditor, aNotice({ version: 'to-delete' }));
    expect((await op('DELETE', `/notices/${body.data.id}`, hangzhouEditor)).status).toBe(200);
    expect((await driver('GET', `/notices/detail?noticeId=${body.data.id}`)).code).toBe('404');
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
    for (const path of ['/advertisings', '/news', '/notices']) {
      expect((await op('GET', path, headers)).status, path).toBe(status);
    }
  });

  it('refuses a request without an operator token', async () => {
    expect((await op('POST', '/news', {}, aNewsItem())).status).toBe(401);
  });

  it("never lets one dealer's operator touch another dealer's rows", async () => {
    const ad = (await op('POST', '/advertisings', hangzhouEditor, anAd())).body.data;
    const item = (await op('POST', '/news', hangzhouEditor, aNewsItem())).body.data;
    const notice = (await op('POST', '/notices', hangzhouEditor, aNotice({ version: 'bola' }))).body.data;

    for (const [method, path, payload] of [
      ['PUT', `/advertisings/${ad.id}`, anAd({ city: '苏州市' })],
      ['DELETE', `/advertisings/${ad.id}`, undefined],
      ['PUT', `/news/${item.id}`, aNewsItem({ title: '被篡改' })],
      ['DELETE', `/news/${item.id}`, undefined],
      ['PUT', `/notices/${notice.id}`, aNotice({ version: 'bola-2' })],
      ['DELETE', `/notices/${notice.id}`, undefined],
    ] as const) {
      expect((await op(method, path, suzhouEditor, payload)).status, `${method} ${path}`).toBe(404);
    }
    const suzhouLists = await Promise.all(
      ['/advertisings', '/news', '/notices'].map((p) => op('GET', `${p}?pageSize=100`, suzhouEditor)),
    );
    for (const list of suzhouLists) {
      expect(list.body.data.results.map((r: { id: string }) => r.id)).not.toContain(ad.id);
    }
    // Unchanged for Hangzhou.
    expect((await driver('GET', `/news/detail?newsId=${item.id}`)).data.title).toBe('新资讯');
    expect(
      (await op('GET', '/notices?noticeType=bulletin&pageSize=100', hangzhouEditor)).body.data.results,
    ).toContainEqual(expect.objectContaining({ id: notice.id, version: 'bola' }));
  });
});
