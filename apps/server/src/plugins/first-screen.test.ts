import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  BasicOps,
  FIRST_SCREEN_ELEMENT_ID,
  NEWS_LIST_PAGE_SIZE,
  PublicityOps,
  type AnyRoute,
  type FirstScreenData,
} from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../test/build-test-app';
import { call, type CallInput } from '../../test/call';
import { withFirstScreen } from './first-screen';

const INDEX_HTML = '<!doctype html><html><head><title>停车缴费</title></head><body><div id="root"></div></body></html>';

let t: TestApp;
let webDist: string;
beforeAll(async () => {
  webDist = await mkdtemp(path.join(tmpdir(), 'parking-first-screen-'));
  await mkdir(path.join(webDist, 'assets'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  t = await buildTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(webDist, { recursive: true, force: true });
});

/** The first-screen data a page carries, or undefined. */
function dataOf(html: string): FirstScreenData | undefined {
  const match = new RegExp(`<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">(.*?)</script>`).exec(html);
  return match ? (JSON.parse(match[1]!) as FirstScreenData) : undefined;
}

/** What an operation answers the default dealer (no payload dealer). */
async function api<R extends AnyRoute>(route: R, input: Omit<CallInput<R>, 'headers'> = {}) {
  return (await call(t, route, { ...input, headers: t.driverHeaders() })).body.data;
}

describe('first-screen data in index.html', () => {
  it('home (and /) carries what its first calls answer the default dealer: menu, ads of 全国, home menu', async () => {
    for (const url of ['/', '/home', '/home?from=qr']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const data = dataOf(res.body);
      expect(data, url).toEqual({
        dealerId: '330100',
        menuConfig: await api(BasicOps.menuConfigs),
        applicationInfo: await api(BasicOps.applicationInfos),
        advertisings: await api(PublicityOps.advertisings, { body: { cityName: '全国' } }),
        homeFuncEntries: await api(BasicOps.homeFuncEntries),
      });
      expect(data!.advertisings!.results.length).toBeGreaterThan(0);
    }
  });

  it('the plate entry screen carries its notes, button text and province', async () => {
    const data = dataOf((await t.app.inject({ method: 'GET', url: '/plateSearch' })).body);
    expect(data).toEqual({
      dealerId: '330100',
      menuConfig: await api(BasicOps.menuConfigs),
      applicationInfo: await api(BasicOps.applicationInfos),
      pageRemark: await api(BasicOps.pageRemark, { query: { pageCode: 'plateSearch' } }),
      webPageConfig: await api(BasicOps.webPageConfig),
      paramConfig: await api(BasicOps.paramConfigs),
    });
  });

  it('the news list carries its first page, as the list asks for it', async () => {
    t.clock.set(new Date('2026-11-25T12:00:00+08:00')); // after the demo dealer's news are published
    const data = dataOf((await t.app.inject({ method: 'GET', url: '/newsList' })).body);
    expect(data).toEqual({
      dealerId: '330100',
      menuConfig: await api(BasicOps.menuConfigs),
      applicationInfo: await api(BasicOps.applicationInfos),
      newsFirstPage: await api(PublicityOps.news, { query: { pageNo: '1', pageSize: String(NEWS_LIST_PAGE_SIZE) } }),
    });
    expect(data!.newsFirstPage!.results.length).toBeGreaterThan(0);
  });

  it('我的, the map and login get the menu flags and app info only', async () => {
    for (const url of ['/mine', '/map', '/login?redirect=%2FarrearsPage', '/arrearsPage']) {
      expect(Object.keys(dataOf((await t.app.inject({ method: 'GET', url })).body)!).sort(), url).toEqual([
        'applicationInfo',
        'dealerId',
        'menuConfig',
      ]);
    }
  });

  it('other pages are index.html as built', async () => {
    for (const url of ['/orderRecord', '/payPage?uniqueId=x']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(INDEX_HTML);
    }
  });

  it('escapes "<" so operator-written text cannot close the script element', () => {
    const html = withFirstScreen(INDEX_HTML, {
      dealerId: 'd',
      menuConfig: {} as FirstScreenData['menuConfig'],
      pageRemark: { pageCode: 'plateSearch', remark: '</script><script>alert(1)</script>' },
    });
    expect(html).not.toContain('</script><script>alert');
    expect(dataOf(html)!.pageRemark!.remark).toBe('</script><script>alert(1)</script>');
  });
});
