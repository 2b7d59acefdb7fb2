import { BasicOperatorOps, BasicOps, ErrorCode, OperatorRole } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, loggedInOperator, type TestApp } from '../../../test/build-test-app';
import { call } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { startFakeWechatApi } from '../../../test/fakes/wechat-api';
import { jsapiSignature } from '../../integrations/wechat';

const HANGZHOU_APP_ID = 'wx5f2c8a9d31e6b074';
const PAGE_URL = 'https://park.example.com/map?isFromHome=2';

describe('jsapiSigns', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const signs = (url: string, dealerId?: string) =>
    call(t, BasicOps.jsapiSigns, { query: { url }, headers: t.driverHeaders({ dealerId }) });

  it("signs the page for the dealer's official account (sandbox ticket)", async () => {
    const res = await signs(PAGE_URL);
    expect(res.status).toBe(200);
    const data = res.body.data!;
    expect(data).toEqual({
      appId: HANGZHOU_APP_ID,
      timestamp: Math.floor(t.clock.now().getTime() / 1000),
      nonceStr: expect.stringMatching(/^[A-Za-z0-9]{16}$/),
      signature: expect.stringMatching(/^[0-9a-f]{40}$/),
    });
    const ticket = `sandbox-jsapi-ticket-${HANGZHOU_APP_ID}`;
    expect(data.signature).toBe(jsapiSignature(ticket, data.nonceStr, data.timestamp, PAGE_URL));
  });

  it('uses a fresh nonce every time', async () => {
    const [a, b] = await Promise.all([signs(PAGE_URL), signs(PAGE_URL)]);
    expect(a.body.data?.nonceStr).not.toBe(b.body.data?.nonceStr);
  });

  it.each([
    ['a url with a fragment', 'https://park.example.com/map#x'],
    ['a url of another scheme', 'javascript:alert(1)'],
    ['no url', ''],
  ])('refuses %s', async (_case, url) => {
    const res = await signs(url);
    expect(res.status).toBe(400);
    expect(res.body.code).toBe(ErrorCode.INVALID_INPUT);
  });
});

describe('jsapiSigns with WeChat as the signer', () => {
  let fake: Awaited<ReturnType<typeof startFakeWechatApi>>;
  let t: TestApp;
  beforeAll(async () => {
    fake = await startFakeWechatApi({ [HANGZHOU_APP_ID]: 'mp-secret' });
    t = await buildTestApp({
      config: {
        wechatJsapi: { provider: 'wechat', secrets: { [HANGZHOU_APP_ID]: 'mp-secret' }, apiBase: fake.apiBase },
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await fake.close();
  });

  it("signs with the ticket WeChat issued for the dealer's app", async () => {
    const res = await call(t, BasicOps.jsapiSigns, { query: { url: PAGE_URL }, headers: t.driverHeaders() });
    const data = res.body.data!;
    expect(data.signature).toBe(
      jsapiSignature(`ticket-of-${HANGZHOU_APP_ID}`, data.nonceStr, data.timestamp, PAGE_URL),
    );
  });

  it('answers a clear 500 when WeChat refuses (the app falls back to browser location)', async () => {
    const res = await call(t, BasicOps.jsapiSigns, {
      query: { url: PAGE_URL },
      headers: t.driverHeaders({ dealerId: '320500' }), // Suzhou's app has no secret configured
    });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ code: ErrorCode.INTERNAL, message: '微信签名服务暂不可用，请稍后再试' });
  });
});

describe('getH5Url', () => {
  let t: TestApp;
  let alice: SignedInDriver;
  let bob: SignedInDriver;
  beforeAll(async () => {
    t = await buildTestApp();
    alice = await signInDriver(t);
    bob = await signInDriver(t);
    const editor = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const saved = await call(t, BasicOperatorOps.saveH5Pages, {
      headers: editor,
      body: {
        list: [
          { pageId: 'etc', url: 'https://etc.example.com/apply?from=park', withDriver: true },
          { pageId: 'guide', url: 'https://www.example.com/guide' },
        ],
      },
    });
    expect(saved.status).toBe(200);
  });
  afterAll(() => t.close());

  const h5 = (query: { pageId: string; driverId?: string }, headers: Record<string, string>) =>
    call(t, BasicOps.getH5Url, { query, headers });

  it('gives a public page to anyone', async () => {
    expect((await h5({ pageId: 'guide' }, t.driverHeaders())).body.data).toEqual({
      url: 'https://www.example.com/guide',
    });
  });

  it("adds the signed-in driver's id to a page that carries it", async () => {
    const { body } = await h5({ pageId: 'etc', driverId: alice.driverId }, alice.headers);
    expect(body.data?.url).toBe(`https://etc.example.com/apply?from=park&driverId=${alice.driverId}`);
  });

  it("never makes a link out to another driver's id", async () => {
    expect(await h5({ pageId: 'etc', driverId: alice.driverId }, bob.headers)).toEqual({
      status: 403,
      body: { code: ErrorCode.FORBIDDEN, message: '无权访问该页面' },
    });
    expect((await h5({ pageId: 'etc', driverId: alice.driverId }, t.driverHeaders())).status).toBe(403);
  });

  it('needs a signed-in driver for a page that carries the driver id', async () => {
    expect((await h5({ pageId: 'etc' }, t.driverHeaders())).body.code).toBe(ErrorCode.NOT_LOGGED_IN);
  });

  it("answers 404 for an unknown page and for another dealer's page", async () => {
    expect((await h5({ pageId: 'nope' }, t.driverHeaders())).status).toBe(404);
    expect((await h5({ pageId: 'guide' }, t.driverHeaders({ dealerId: '320500' }))).status).toBe(404);
  });

  it('reads the pages back for the console (content and admins of the dealer only)', async () => {
    const editor = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    expect((await call(t, BasicOperatorOps.h5Pages, { headers: editor })).body.data).toEqual({
      list: [
        { pageId: 'etc', url: 'https://etc.example.com/apply?from=park', withDriver: true },
        { pageId: 'guide', url: 'https://www.example.com/guide', withDriver: false },
      ],
    });
    const suzhou = await loggedInOperator(t, { dealerId: '320500', roles: [OperatorRole.CONTENT] });
    expect((await call(t, BasicOperatorOps.h5Pages, { headers: suzhou })).body.data).toEqual({ list: [] });
    const finance = await loggedInOperator(t, { roles: [OperatorRole.FINANCE] });
    expect((await call(t, BasicOperatorOps.h5Pages, { headers: finance })).status).toBe(403);
    expect((await call(t, BasicOperatorOps.h5Pages, { headers: alice.headers })).status).toBe(401);
  });

  it('refuses a page list with a plain http address', async () => {
    const editor = await loggedInOperator(t, { roles: [OperatorRole.CONTENT] });
    const res = await call(t, BasicOperatorOps.saveH5Pages, {
      headers: editor,
      body: { list: [{ pageId: 'x', url: 'http://insecure.example.com' }] },
    });
    expect(res.body).toEqual({ code: ErrorCode.INVALID_INPUT, message: 'list.0.url: url 须为 https 地址' });
    expect((await h5({ pageId: 'guide' }, t.driverHeaders())).status).toBe(200);
  });
});
