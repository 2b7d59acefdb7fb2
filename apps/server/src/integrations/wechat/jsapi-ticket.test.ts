import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeWechatApi } from '../../../test/fakes/wechat-api';
import { testClock } from '../../../test/test-clock';
import { createWechatTicketSource, jsapiSignature, WechatApiError } from './jsapi-ticket';

const APP = 'wx5f2c8a9d31e6b074';

describe('jsapiSignature', () => {
  it("matches the worked example of WeChat's JS-SDK documentation (appendix 1)", () => {
    const ticket = 'sM4AOVdWfPE4DxkXGEs8VMCPGGVi4C3VM0P37wVUCFvkVAy_90u5h9nbSlYy3-Sl-HhTdfl2fzFy1AOcHKP7qg';
    expect(jsapiSignature(ticket, 'Wm3WZYTPz0wzccnW', 1414587457, 'http://mp.weixin.qq.com?params=value')).toBe(
      '0f9de62fce790f9a083d5c99e95740ceb90c27ed',
    );
  });

  it('signs the url without its fragment', () => {
    expect(jsapiSignature('t', 'n', 1, 'https://a.test/map?x=1#detail')).toBe(
      jsapiSignature('t', 'n', 1, 'https://a.test/map?x=1'),
    );
  });
});

describe('the WeChat ticket source against a local fake of api.weixin.qq.com', () => {
  let fake: Awaited<ReturnType<typeof startFakeWechatApi>>;
  beforeAll(async () => {
    fake = await startFakeWechatApi({ [APP]: 'right-secret' });
  });
  afterAll(() => fake.close());

  it('gets a token, then the ticket, and caches both until 5 minutes before they expire', async () => {
    const clock = testClock();
    const source = createWechatTicketSource({ secrets: { [APP]: 'right-secret' }, apiBase: fake.apiBase, clock });
    const before = fake.calls.length;
    const [a, b] = await Promise.all([source.ticket(APP), source.ticket(APP)]);
    expect([a, b]).toEqual([`ticket-of-${APP}`, `ticket-of-${APP}`]);
    expect(fake.calls.slice(before).map((c) => c.path)).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
    expect(fake.calls[before]!.params).toEqual({ grant_type: 'client_credential', appid: APP, secret: 'right-secret' });

    clock.advance((7200 - 301) * 1000);
    await source.ticket(APP);
    expect(fake.calls.length).toBe(before + 2);
    clock.advance(2000);
    await source.ticket(APP);
    expect(fake.calls.slice(before + 2).map((c) => c.path)).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
  });

  it('fetches a new token once when WeChat says the cached one is no longer valid', async () => {
    const clock = testClock();
    const source = createWechatTicketSource({ secrets: { [APP]: 'right-secret' }, apiBase: fake.apiBase, clock });
    await source.ticket(APP);
    fake.revoke();
    clock.advance(7200 * 1000); // the ticket is due; the token would still be cached
    const before = fake.calls.length;
    expect(await source.ticket(APP)).toBe(`ticket-of-${APP}`);
    expect(fake.calls.slice(before).map((c) => c.path)).toEqual(['/cgi-bin/token', '/cgi-bin/ticket/getticket']);
  });

  it.each([
    ['a wrong secret', { [APP]: 'wrong' }, APP, 40125],
    ['an unknown app id', { wx0000: 'x' }, 'wx0000', 40013],
  ])('fails with WeChat’s code for %s', async (_case, secrets, appId, errcode) => {
    const source = createWechatTicketSource({ secrets, apiBase: fake.apiBase, clock: testClock() });
    await expect(source.ticket(appId)).rejects.toMatchObject({ name: 'WechatApiError', errcode });
  });

  it('fails without asking WeChat when no secret is configured', async () => {
    const source = createWechatTicketSource({ secrets: {}, apiBase: fake.apiBase, clock: testClock() });
    await expect(source.ticket(APP)).rejects.toBeInstanceOf(WechatApiError);
  });
});
