import type { FirstScreenData } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { FRAME_PAINT_PATHS, renderFirstPaint } from './render-first-paint';

const DATA: FirstScreenData = {
  dealerId: '330100',
  menuConfig: {} as FirstScreenData['menuConfig'],
  applicationInfo: { appId: 'wx1', appName: '杭州城市停车' },
  advertisings: { results: [{ advertId: 'a1', picUrl: '/uploads/a1.png', advertUrl: '', bgColor: '#1677ff' }] },
  homeFuncEntries: { list: [], column: 5 },
  pageRemark: { pageCode: 'plateSearch', remark: '缴费成功后请在 15 分钟内离场' },
  webPageConfig: { searchButtonText: '立即查询', servicePhone: '', privacyPolicyUrl: '', userAgreementUrl: '' },
  paramConfig: { province: '浙A' },
  newsFirstPage: {
    results: [
      {
        newsId: 'n1',
        title: '武林广场停车场夜间优惠',
        summary: '夜间停车半价',
        imgUrl: '',
        publishTime: '2026-06-01T02:00:00.000Z',
      },
    ],
    totalRecord: 1,
  },
};

/** The rendered markup as a document, to ask it what a driver would see. */
async function paint(path: string): Promise<Document> {
  const html = await renderFirstPaint(path, DATA);
  if (html === undefined) throw new Error(`no first paint for ${path}`);
  return new DOMParser().parseFromString(html, 'text/html');
}

describe('renderFirstPaint', () => {
  it('draws the plate entry screen with the dealer’s province, button text and notes', async () => {
    const doc = await paint('/plateSearch');
    const slots = [...doc.querySelectorAll('[aria-label^="第"]')].map((slot) => slot.getAttribute('aria-label'));
    expect(slots.slice(0, 3)).toEqual(['第1位，浙', '第2位，A', '第3位，空']);
    expect(doc.body.textContent).toContain('立即查询');
    expect(doc.body.textContent).toContain('缴费成功后请在 15 分钟内离场');
  });

  it('draws home (also at /) with the app name, the first ad and the tab bar', async () => {
    for (const path of ['/home', '/']) {
      const doc = await paint(path);
      expect(doc.querySelector('h1')?.textContent).toBe('杭州城市停车');
      expect(doc.querySelector('img[src="/uploads/a1.png"]')).not.toBeNull();
      expect(doc.body.textContent).toContain('首页');
    }
  });

  it('draws 我的, the map, login and the news list as a signed-out first visit sees them, with the tab bar', async () => {
    expect((await paint('/mine')).body.textContent).toContain('登录/注册');
    expect((await paint('/map')).body.textContent).toContain('附近停车点');
    // The news list comes with its first page: the titles are painted, not the skeleton.
    const news = await paint('/newsList');
    expect(news.querySelector('h3')?.textContent).toBe('武林广场停车场夜间优惠');
    expect(news.querySelector('[aria-busy="true"]')).toBeNull();
    const login = await paint('/login');
    expect(login.body.textContent).toContain('欢迎登录');
    // A picture until the app takes over: no typing into it, no native submit of the password.
    const fields = [...login.querySelectorAll('input:not([type="checkbox"])')];
    expect(fields.length).toBeGreaterThan(0);
    expect(fields.every((field) => field.hasAttribute('readonly'))).toBe(true);
    expect(login.querySelector('form')?.getAttribute('onsubmit')).toBe('return false');
  });

  it('draws 关怀模式 when asked (its cookie): home without the ad, 我的 with the switch on', async () => {
    const parse = (html: string | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html');
    const home = parse(await renderFirstPaint('/home', DATA, true));
    expect(home.querySelector('h1')?.textContent).toBe('杭州城市停车');
    expect(home.querySelector('img[src="/uploads/a1.png"]')).toBeNull();
    const mine = parse(await renderFirstPaint('/mine', DATA, true));
    expect(mine.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('true');
    const plain = parse(await renderFirstPaint('/mine', DATA));
    expect(plain.querySelector('[role="switch"]')?.getAttribute('aria-checked')).toBe('false');
  });

  it('draws every frame screen, before any data, without a failure', async () => {
    for (const path of FRAME_PAINT_PATHS) {
      const text = (await paint(path)).body.textContent ?? '';
      // A failure's title (…加载失败, …不存在) or its 重试; not every 失败 (/sencelessPayment's note: 扣费失败时…).
      expect(text, path).not.toMatch(/加载失败|不存在|重试/);
    }
  });

  it('draws a bill’s pay page as its frame when the URL names a bill', async () => {
    const text = async (search: string) =>
      new DOMParser().parseFromString((await renderFirstPaint('/payPage', DATA, false, search)) ?? '', 'text/html').body
        .textContent;
    expect(await text('?uniqueId=u1&parkId=p1')).toContain('停车费');
    expect(await text('?uniqueId=u1&parkId=p1')).not.toContain('缺少订单信息');
    expect(await text('')).toContain('缺少订单信息');
  });

  it('draws a frame at its URL’s query', async () => {
    const parse = (html: string | undefined) => new DOMParser().parseFromString(html ?? '', 'text/html');
    const selected = (html: string | undefined) =>
      parse(html).querySelector('[role="tab"][aria-selected="true"]')?.textContent;
    expect(selected(await renderFirstPaint('/orderRecord', DATA))).toBe('全部');
    expect(selected(await renderFirstPaint('/orderRecord', DATA, false, '?requestType=3'))).not.toBe('全部');
  });

  it('draws nothing for other pages', async () => {
    expect(await renderFirstPaint('/multiPayPage', DATA)).toBeUndefined();
    expect(await renderFirstPaint('/billComplain', DATA)).toBeUndefined();
  });
});
