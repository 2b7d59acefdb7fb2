import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { FIRST_SCREEN_ELEMENT_ID, OperatorRole, PublicityOperatorOps, type FirstScreenData } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../test/build-test-app';
import { urlOf } from '../../test/call';
import { loadFirstPaint, withFirstPaint } from './first-paint';
import { withInlineStyles } from './web-app';
import { withFirstScreen } from './first-screen';

const INDEX_HTML =
  '<!doctype html><html><head><title>停车缴费</title></head><body><div id="root"><div class="boot"></div></div></body></html>';
const STYLES = {
  '/home': ['/assets/home-page-a1.css'],
  '/plateSearch': ['/assets/plate-search-b2.css'],
  '/login': ['/assets/login-c3.css'],
  '/integralRules': ['/assets/rules-d4.css'],
};
// What the web build writes (scripts/route-preloads.mjs): grouped screens behind login and public, login.
const PRELOADS = {
  '/login': { group: [], page: ['/assets/login.js', '/assets/login-c3.css'], needLogin: false },
  '/wrongTimeShare': { group: ['/assets/sharing.js'], page: ['/assets/share.js', '/assets/s.css'], needLogin: true },
  '/integralRules': {
    group: ['/assets/sharing.js'],
    page: ['/assets/rules.js', '/assets/rules-d4.css', '"></script>'],
    needLogin: false,
  },
  '/bookRecord': { group: [], page: ['/assets/book.js'], needLogin: true },
};

// A stand-in for the web build's renderer (apps/web/src/first-paint), counting its renders.
const RENDERER = `
export const FRAME_PAINT_PATHS = ['/wrongTimeShare', '/integralRules'];
export async function renderFirstPaint(path, data, care, search) {
  globalThis.firstPaintRenders = (globalThis.firstPaintRenders ?? 0) + 1;
  if (path === '/home') return '<h1>' + data.applicationInfo.appName + (care ? ' 关怀' : '') + '</h1>';
  if (path === '/plateSearch') return '<p>' + data.pageRemark.remark.replace(/</g, '&lt;') + '</p>';
  if (path === '/login') return '<form>登录</form>';
  if (FRAME_PAINT_PATHS.includes(path)) return '<main>' + path + ' ' + new URLSearchParams(search).get('tab') + '</main>';
  return undefined;
}`;

let root: string;
let webDist: string;
let t: TestApp;
beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'parking-first-paint-'));
  webDist = path.join(root, 'dist');
  await mkdir(path.join(webDist, 'assets'), { recursive: true });
  await mkdir(path.join(root, 'dist-ssr'));
  await writeFile(path.join(webDist, 'index.html'), INDEX_HTML);
  await writeFile(path.join(webDist, 'first-paint-styles.json'), JSON.stringify(STYLES));
  await writeFile(path.join(webDist, 'route-preloads.json'), JSON.stringify(PRELOADS));
  // The plate entry screen's stylesheet is in this build (inlined); home's is not (linked).
  await writeFile(path.join(webDist, 'assets', 'plate-search-b2.css'), '.plate{color:red}');
  await writeFile(path.join(webDist, 'assets', 'rules-d4.css'), '.rules{color:blue}');
  await writeFile(path.join(root, 'dist-ssr', 'render-first-paint.js'), RENDERER);
  t = await buildTestApp({ config: { webDist } });
});
afterAll(async () => {
  await t.close();
  await rm(root, { recursive: true, force: true });
});

/** Every sequence String#replace expands in a replacement string. */
const REPLACEMENT_PATTERNS = ['$$', '$&', '$`', "$'", '$1', '$<name>'];

/** The first-screen data a page carries (its JSON must parse). */
function dataOf(html: string): FirstScreenData {
  const element = `<script id="${FIRST_SCREEN_ELEMENT_ID}" type="application/json">`;
  const start = html.indexOf(element) + element.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))) as FirstScreenData;
}

// First in the file: the landing data is cached for a few seconds of real time, so this ad must be in its first build.
describe("an operator’s ad link with replacement patterns ($` $' …)", () => {
  it('is written into every visitor’s landing page as it is, the page intact', async () => {
    const advertUrl = `https://ads.example.com/?${REPLACEMENT_PATTERNS.map((p, i) => `p${i}=${p}`).join('&')}`;
    const editor = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const created = await t.app.inject({
      method: 'POST',
      url: urlOf(PublicityOperatorOps.createAd),
      headers: editor,
      payload: { city: '全国', picUrl: 'https://cdn.example.com/ad.png', advertUrl, sort: 0 },
    });
    expect(created.statusCode).toBe(200);

    const home = (await t.app.inject({ method: 'GET', url: '/home' })).body;
    expect(home.split('<head>')).toHaveLength(2);
    expect(home.split('</head>')).toHaveLength(2);
    expect(home.split('<div id="root">')).toHaveLength(2);
    expect(dataOf(home).advertisings!.results.map((ad) => ad.advertUrl)).toContain(advertUrl);
  });

  it.each(REPLACEMENT_PATTERNS)('%s in data and markup is inserted literally', (pattern) => {
    const text = `a${pattern}b`;
    const data = { dealerId: '330100', menuConfig: {}, pageRemark: { pageCode: 'x', remark: text } } as FirstScreenData;
    const paint = { html: text, care: false, styles: [], audience: 'out' } as const;
    const html = withFirstPaint(withFirstScreen(INDEX_HTML, data), [paint], data);
    expect(dataOf(html).pageRemark!.remark).toBe(text);
    expect(html).toContain(`<div id="root"><div data-first-paint="out">${text}</div><div class="boot">`);
    expect(html.split('<head>')).toHaveLength(2);
  });
});

const renders = () => (globalThis as { firstPaintRenders?: number }).firstPaintRenders ?? 0;

describe('the first paint of a landing page', () => {
  it('is in index.html: the page inside #root, its stylesheets and guard in <head>', async () => {
    const home = (await t.app.inject({ method: 'GET', url: '/home' })).body;
    expect(home).toContain('<div id="root"><div data-first-paint="out"><h1>杭州城市停车</h1></div><div class="boot">');
    expect(home).toContain('<link rel="stylesheet" crossorigin href="/assets/home-page-a1.css">');
    expect(home).toMatch(/<script>\(function\(\)\{try\{var s=localStorage.*<\/script><\/head>/);

    const plateSearch = (await t.app.inject({ method: 'GET', url: '/plateSearch' })).body;
    expect(plateSearch).toContain('<div data-first-paint="out"><p>输入车牌号即可查询在停订单和欠费订单');
    // Inline, and named for the app's chunk loader by a link the browser does not fetch, so it adds none of its own.
    expect(plateSearch).toContain(
      '<style>.plate{color:red}</style><link rel="stylesheet" type="text/x-inlined" href="/assets/plate-search-b2.css">',
    );
    expect(plateSearch).not.toContain('crossorigin href="/assets/plate-search-b2.css"');
    expect(plateSearch).not.toContain('home-page-a1.css');
  });

  it('is rendered once while its data is reused, not on every view', async () => {
    await t.app.inject({ method: 'GET', url: '/' });
    const before = renders();
    for (let i = 0; i < 5; i++) await t.app.inject({ method: 'GET', url: '/home' });
    expect(renders()).toBe(before);
  });

  it('is drawn in 关怀模式 for a browser whose careMode cookie says so', async () => {
    const care = await t.app.inject({ method: 'GET', url: '/home', headers: { cookie: 'a=b; careMode=1' } });
    expect(care.body).toContain('<div data-first-paint="out"><h1>杭州城市停车 关怀</h1></div>');
    expect(care.body).toContain(`(s.getItem("careMode")==='1')!==true`);
    for (const cookie of [undefined, 'careMode=', 'careMode=0', 'xcareMode=1']) {
      const plain = await t.app.inject({ method: 'GET', url: '/home', headers: cookie ? { cookie } : {} });
      expect(plain.body, cookie).toContain('<div data-first-paint="out"><h1>杭州城市停车</h1></div>');
    }
  });

  it('other pages get none', async () => {
    for (const url of ['/orderRecord', '/payPage?uniqueId=x']) {
      expect((await t.app.inject({ method: 'GET', url })).body, url).toBe(INDEX_HTML);
    }
  });

  it('a screen behind login is painted as login for a visitor and as its frame for a stored session, with the files each needs', async () => {
    const page = (await t.app.inject({ method: 'GET', url: '/wrongTimeShare?tab=2' })).body;
    // The frame is drawn at the URL's query.
    expect(page).toContain(
      '<div data-first-paint="out"><form>登录</form></div><div data-first-paint="in"><main>/wrongTimeShare 2</main></div>',
    );
    // Signed out: the group's routes (to learn the screen is behind login) and login's files; signed in: the screen's.
    const preload = /<script>(\(function\(\)\{var t;.*?)<\/script>/.exec(page)![1]!;
    expect(preloadsOf(preload, {})).toEqual([
      ['modulepreload', '/assets/sharing.js'],
      ['modulepreload', '/assets/login.js'],
      ['preload', '/assets/login-c3.css'],
    ]);
    expect(preloadsOf(preload, { token: 't' }).map(([, href]) => href)).toEqual([
      '/assets/sharing.js',
      '/assets/share.js',
      '/assets/s.css',
    ]);
    // Without a frame: login only.
    const book = (await t.app.inject({ method: 'GET', url: '/bookRecord' })).body;
    expect(book).toContain('<div id="root"><div data-first-paint="out"><form>登录</form></div><div class="boot">');
    // A public screen's frame, for anyone; its own files; anything but a build file is left out, and so is a style
    // sheet written into the page.
    const rules = (await t.app.inject({ method: 'GET', url: '/integralRules' })).body;
    expect(rules).toContain('<div id="root"><div data-first-paint="all"><main>/integralRules null</main></div>');
    expect(rules).toContain('<style>.rules{color:blue}</style>');
    const script = /<script>(\(function\(\)\{var f=.*?)<\/script>/.exec(rules)![1]!;
    expect(preloadsOf(script, {}).map(([, href]) => href)).toEqual(['/assets/sharing.js', '/assets/rules.js']);
  });

  it('a web build without the renderer serves the page without a first paint', async () => {
    expect(await loadFirstPaint(path.join(root, 'elsewhere'))).toBeUndefined();
  });
});

/** The links a preload script adds to <head> for this storage: [rel, href]. */
function preloadsOf(script: string, stored: Record<string, string>): [string, string][] {
  const links: { rel: string; href: string }[] = [];
  runInNewContext(script, {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    document: {
      createElement: () => ({}),
      head: { appendChild: (link: { rel: string; href: string }) => links.push(link) },
    },
  });
  return links.map((link) => [link.rel, link.href]);
}

describe('its guard turns it off when the app would render another page', () => {
  const data = { dealerId: '330100', menuConfig: {} } as FirstScreenData;
  type Paint = Parameters<typeof withFirstPaint>[1][number];
  const guardOf = (care: boolean, paints: Omit<Paint, 'care' | 'html' | 'styles'>[] = [{ audience: 'out' }]) =>
    /<script>(.*?)<\/script>/.exec(
      withFirstPaint(
        INDEX_HTML,
        paints.map((p) => ({ html: '', care, styles: [], ...p })),
        data,
      ),
    )![1]!;
  const guard = guardOf(false);

  /** Whether the guard turns the first paint off for this storage and query. */
  function turnsOff(
    stored: Record<string, string>,
    search = '',
    storageThrows = false,
    pathname = '/home',
    userAgent = 'Mozilla/5.0 (iPhone) Mobile Safari',
    script = guard,
  ): boolean {
    const classes: string[] = [];
    runInNewContext(script, {
      localStorage: {
        getItem: (key: string) => {
          if (storageThrows) throw new Error('SecurityError');
          return stored[key] ?? null;
        },
      },
      location: { search, pathname },
      navigator: { userAgent },
      URLSearchParams,
      document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
    });
    return classes.includes('no-first-paint');
  }

  /** The classes the guard sets: whether the paint is off, and whether it shows the paints for a stored session. */
  function classesOf(script: string, stored: Record<string, string>, userAgent = 'Mozilla/5.0 (iPhone)'): string[] {
    const classes: string[] = [];
    runInNewContext(script, {
      localStorage: { getItem: (key: string) => stored[key] ?? null },
      location: { search: '', pathname: '/x' },
      navigator: { userAgent },
      URLSearchParams,
      document: { documentElement: { classList: { add: (name: string) => classes.push(name) } } },
    });
    return classes;
  }

  it.each([
    ['a first visit', {}, '', false],
    ['the same dealer stored', { driverDealerId: '330100' }, '', false],
    ['located in no city yet (全国)', { locationCity: '全国' }, '', false],
    ['a web view without storage', {}, '', false, true],
    ['a signed-in driver', { token: 'abc' }, '', true],
    ['another dealer stored', { driverDealerId: '320500' }, '', true],
    ['a located visitor (their city’s ads)', { locationCity: '杭州市' }, '', true],
    ['a host launch', {}, '?reqJson=%7B%7D', true],
  ])('%s', (_case, stored, search, off, storageThrows = false) => {
    expect(turnsOff(stored, search, storageThrows)).toBe(off);
  });

  it('the login page inside WeChat (which adds WeChat login), not elsewhere', () => {
    const wechat = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
    const login = guardOf(false, [{ audience: 'out', login: true }]);
    expect(turnsOff({}, '', false, '/login', wechat, login)).toBe(true);
    expect(turnsOff({}, '', false, '/login', undefined, login)).toBe(false);
    expect(turnsOff({}, '', false, '/home', wechat)).toBe(false);
  });

  it('at a screen behind login: the login page for a visitor, the frame for a stored session, each where it may be', () => {
    const wechat = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
    const both = guardOf(false, [{ audience: 'out', login: true }, { audience: 'in' }]);
    expect(classesOf(both, {})).toEqual([]);
    expect(classesOf(both, { token: 't' })).toEqual(['first-paint-in']);
    // The frame does not show the visitor's city's ads nor a login button: neither turns it off.
    expect(classesOf(both, { token: 't', locationCity: '杭州市' }, wechat)).toEqual(['first-paint-in']);
    expect(classesOf(both, {}, wechat)).toEqual(['no-first-paint']);
    expect(classesOf(both, { token: 't', driverDealerId: '320500' })).toEqual(['first-paint-in', 'no-first-paint']);
    // Login alone (a screen without a frame): nothing for a stored session.
    const login = guardOf(false, [{ audience: 'out', login: true }]);
    expect(classesOf(login, { token: 't' })).toEqual(['first-paint-in', 'no-first-paint']);
    // A public screen's frame: for anyone, wherever located.
    const frame = guardOf(false, [{ audience: 'all' }]);
    expect(classesOf(frame, { token: 't' })).toEqual(['first-paint-in']);
    expect(classesOf(frame, { locationCity: '杭州市' })).toEqual([]);
  });

  it('关怀模式 stored other than the paint drew it (a stale cookie)', () => {
    const care = guardOf(true);
    expect(turnsOff({ careMode: '1' })).toBe(true);
    expect(turnsOff({ careMode: '1' }, '', false, '/home', undefined, care)).toBe(false);
    expect(turnsOff({}, '', false, '/home', undefined, care)).toBe(true);
  });
});

describe('the entry’s stylesheets', () => {
  it('are written into index.html, so the first paint waits for no stylesheet; a file the build lacks stays linked', async () => {
    await writeFile(path.join(webDist, 'assets', 'index-e5.css'), '.boot{color:#666}</style>');
    const html =
      '<head><link rel="stylesheet" crossorigin href="/assets/index-e5.css">' +
      '<link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>';
    expect(withInlineStyles(html, webDist)).toBe(
      '<head><style>.boot{color:#666}<\\/style></style><link rel="stylesheet" crossorigin href="/assets/gone-1.css"></head>',
    );
  });
});
