import { decodePayload, DriverRoutes, ErrorCode, route, StorageKey, Timing } from '@parking/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore } from '../lib/storage';
import { fakeEffects } from '../test/fake-effects';
import { at, fail, fakeServer, ok, type Reply, type SentRequest } from '../test/fake-server';
import { ApiError, createApiClient } from './client';

const CHROME_UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';

function setup(
  options: { routes?: Parameters<typeof fakeServer>[0]; stored?: Record<string, string>; path?: string } = {},
) {
  const server = fakeServer(options.routes);
  const store = memoryStore(options.stored);
  const screen = fakeEffects(options.path);
  const api = createApiClient({ store, effects: screen.ui, userAgent: () => CHROME_UA, fetch: server.fetch });
  return { api, server, store, screen };
}

/** Lets pending promise callbacks (dialogs answered, retries) run. */
const settle = () => vi.advanceTimersByTimeAsync(0);

const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(error instanceof ApiError)) throw new Error(`Expected an ApiError, got ${String(error)}`);
  return error;
};

const LOGGED_IN = {
  [StorageKey.token]: 'old-token',
  [StorageKey.refreshToken]: 'refresh-1',
  [StorageKey.driverDealerId]: 'd1',
};

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('error catalogue (spec section 8)', () => {
  it('0xd12501001: toasts 请先登录, clears the session and opens login with a redirect after 3 s', async () => {
    const { api, store, screen } = setup({
      routes: { 'GET /orders': fail(ErrorCode.NOT_LOGGED_IN, '未登录') },
      stored: LOGGED_IN,
    });

    const error = await rejection(api.request('/orders'));

    expect(error).toMatchObject({ kind: 'business', code: ErrorCode.NOT_LOGGED_IN, message: '未登录' });
    expect(screen.effects).toEqual([{ type: 'toast', content: '请先登录' }]);
    expect(store.get(StorageKey.token)).toBeUndefined();
    expect(store.get(StorageKey.refreshToken)).toBeUndefined();
    expect(store.get(StorageKey.driverDealerId)).toBe('d1');
    await vi.advanceTimersByTimeAsync(2_999);
    expect(screen.effects).not.toContainEqual(expect.objectContaining({ type: 'navigate' }));
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.effects).toContainEqual({ type: 'navigate', to: '/login?redirect=%2FpayPage%3FuniqueId%3D9' });
  });

  it('sends no redirect when the failure happens on a login page', async () => {
    for (const path of ['/login?redirect=%2Fmine', '/loginIndex']) {
      const { api, screen } = setup({ routes: { 'GET /x': fail(ErrorCode.NOT_LOGGED_IN, '') }, path });
      await rejection(api.request('/x'));
      await vi.advanceTimersByTimeAsync(3_000);
      expect(screen.effects).toContainEqual({ type: 'navigate', to: '/login' });
    }
  });

  it('shows one toast and one navigation when several requests fail with 0xd12501001 together', async () => {
    const { api, screen } = setup({ routes: { 'GET /x': fail(ErrorCode.NOT_LOGGED_IN, '') } });
    await Promise.all([rejection(api.request('/x')), rejection(api.request('/x')), rejection(api.request('/x'))]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(screen.effects.filter((e) => e.type === 'toast')).toHaveLength(1);
    expect(screen.effects.filter((e) => e.type === 'navigate')).toHaveLength(1);
  });

  it('401 without a token: toast 请先登录, login after 3 s, no refresh attempted', async () => {
    const { api, server, screen } = setup({ routes: { 'GET /x': fail(ErrorCode.TOKEN_EXPIRED, '登录已过期') } });

    const error = await rejection(api.request('/x'));

    expect(error.code).toBe('401');
    expect(screen.effects).toEqual([{ type: 'toast', content: '请先登录' }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(screen.effects).toContainEqual({ type: 'navigate', to: '/login?redirect=%2FpayPage%3FuniqueId%3D9' });
    expect(server.requests.map((r) => r.path)).toEqual(['/x']);
  });

  it('0x10d7500008 from a scanned lane (sourceType 5) goes to /scanPayPage', async () => {
    const { api, screen } = setup({
      routes: { 'POST /pay': fail(ErrorCode.LANE_ORDER_NOT_PAYABLE, '订单已出场') },
      stored: { [StorageKey.sourceType]: '5' },
    });
    await rejection(api.request('/pay', { method: 'POST', body: {} }));
    expect(screen.effects).toEqual([{ type: 'navigate', to: '/scanPayPage' }]);
  });

  it('0x10d7500008 otherwise: dialog 提示 with the server message; its button closes the window', async () => {
    const { api, screen } = setup({ routes: { 'POST /pay': fail(ErrorCode.LANE_ORDER_NOT_PAYABLE, '订单已出场') } });
    await rejection(api.request('/pay', { method: 'POST', body: {} }));
    expect(screen.effects).toEqual([{ type: 'alert', title: '提示', content: '订单已出场', confirmText: '确定' }]);
    await screen.answer();
    expect(screen.effects.at(-1)).toEqual({ type: 'closeWindow' });
  });

  it('0xd12501021: confirm text, session cleared at once, login then /mine after 3 s', async () => {
    const { api, store, screen } = setup({
      routes: { 'GET /x': fail(ErrorCode.LOGGED_IN_ELSEWHERE, 'revoked') },
      stored: LOGGED_IN,
    });

    await rejection(api.request('/x'));

    expect(screen.effects).toEqual([
      { type: 'alert', content: '该账号已在其他手机登录，请重新登录或尝试修改密码。', confirmText: '确定' },
    ]);
    expect(store.get(StorageKey.token)).toBeUndefined();
    await vi.advanceTimersByTimeAsync(2_999);
    expect(screen.effects).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(screen.effects.slice(1)).toEqual([
      { type: 'closeDialogs' },
      { type: 'navigate', to: '/login?redirect=%2Fmine' },
    ]);
  });

  it('0xd12501022 goes to /bindPhone', async () => {
    const { api, screen } = setup({ routes: { 'GET /x': fail(ErrorCode.NO_BOUND_PHONE, '请先绑定手机号') } });
    await rejection(api.request('/x'));
    expect(screen.effects).toEqual([{ type: 'navigate', to: '/bindPhone' }]);
  });

  it.each([
    [
      true,
      [
        {
          type: 'navigate',
          to: `/customerService/questionConsultation?type=5&errorCode=0xd06510036&errorMessage=${encodeURIComponent('支付失败，余额不足')}`,
        },
      ],
    ],
    [false, []],
  ])('0xd06510036: confirm 取消/提交反馈; answering %s', async (answer, after) => {
    const { api, screen } = setup({ routes: { 'POST /pay': fail(ErrorCode.PAYMENT_FAILED, '支付失败，余额不足') } });
    await rejection(api.request('/pay', { method: 'POST', body: {} }));
    expect(screen.effects).toEqual([
      { type: 'confirm', content: '支付失败，余额不足', cancelText: '取消', confirmText: '提交反馈' },
    ]);
    await screen.answer(answer);
    expect(screen.effects.slice(1)).toEqual(after);
  });

  it.each([
    ['立即补缴', [{ type: 'navigate', to: '/multiPayPage?arrearsOnly=1' }]],
    ['误绑他人车牌', [{ type: 'navigate', to: '/carManage' }]],
    ['取消', []],
  ])('0xd06510037: dialog titled with the message; %s', async (button, after) => {
    const { api, screen } = setup({ routes: { 'GET /bill': fail(ErrorCode.PLATE_HAS_ARREARS, '浙A12345 有欠费') } });
    await rejection(api.request('/bill'));
    expect(screen.effects).toEqual([
      { type: 'choose', title: '浙A12345 有欠费', actions: ['立即补缴', '误绑他人车牌', '取消'] },
    ]);
    await screen.answer(button);
    expect(screen.effects.slice(1)).toEqual(after);
  });

  it('0x1306510012: a 5 s error toast with the server message', async () => {
    const { api, screen } = setup({ routes: { 'POST /x': fail(ErrorCode.TOO_MANY_REQUESTS, '操作太快了') } });
    await rejection(api.request('/x', { method: 'POST' }));
    expect(screen.effects).toEqual([{ type: 'toast', content: '操作太快了', fail: true, durationMs: 5_000 }]);
  });

  it.each([
    [true, [{ type: 'goBack' }]],
    [false, []],
  ])('0x1310501001: confirm with the message; OK (%s) goes back one page', async (answer, after) => {
    const { api, screen } = setup({ routes: { 'GET /news': fail(ErrorCode.GONE, '该资讯已下架') } });
    await rejection(api.request('/news'));
    expect(screen.effects).toEqual([
      { type: 'confirm', content: '该资讯已下架', cancelText: '取消', confirmText: '确定' },
    ]);
    await screen.answer(answer);
    expect(screen.effects.slice(1)).toEqual(after);
  });

  it('any other code: a 3 s error toast with the server message, and the request rejects with code and message', async () => {
    const { api, screen } = setup({ routes: { 'GET /x': fail('0x999', '车牌格式不正确') } });
    const error = await rejection(api.request('/x'));
    expect(error).toMatchObject({
      kind: 'business',
      code: '0x999',
      message: '车牌格式不正确',
      method: 'GET',
      path: '/x',
    });
    expect(screen.effects).toEqual([{ type: 'toast', content: '车牌格式不正确', fail: true, durationMs: 3_000 }]);
  });

  it('leaves a code the caller handles itself to the caller: no toast, the rejection carries code and message', async () => {
    const { api, screen } = setup({ routes: { 'POST /plates': fail('0x4001', '该车牌已被其他用户绑定') } });
    const error = await rejection(api.request('/plates', { method: 'POST', handledCodes: ['0x4001'] }));
    expect(error).toMatchObject({ code: '0x4001', message: '该车牌已被其他用户绑定' });
    expect(screen.effects).toEqual([]);
  });

  it('still toasts other codes, and still reacts to section-8 codes, for a caller that handles some codes', async () => {
    const { api, screen } = setup({
      routes: { 'POST /a': fail('0x4002', '上限'), 'POST /b': fail(ErrorCode.NO_BOUND_PHONE, '请绑定') },
    });
    await rejection(api.request('/a', { method: 'POST', handledCodes: ['0x4001'] }));
    await rejection(api.request('/b', { method: 'POST', handledCodes: [ErrorCode.NO_BOUND_PHONE] }));
    expect(screen.effects).toEqual([
      { type: 'toast', content: '上限', fail: true, durationMs: 3_000 },
      { type: 'navigate', to: '/bindPhone' },
    ]);
  });

  it('falls back to a neutral text when the server sends no message', async () => {
    const { api, screen } = setup({ routes: { 'GET /x': fail('500', '') } });
    expect((await rejection(api.request('/x'))).message).toBe('系统繁忙，请稍后再试');
    expect(screen.effects).toEqual([{ type: 'toast', content: '系统繁忙，请稍后再试', fail: true, durationMs: 3_000 }]);
  });
});

describe('expired token (401) with a stored token', () => {
  /** A server where only the token pair from the last refresh is valid. */
  function refreshingServer(refreshReply: Reply) {
    const authorised = (request: SentRequest) => request.headers.authorization === 'Bearer new-token';
    const dataRoute = (data: string) => (request: SentRequest) =>
      authorised(request) ? ok(data) : fail(ErrorCode.TOKEN_EXPIRED, '登录已过期');
    return {
      'GET /a': dataRoute('A'),
      'GET /b': dataRoute('B'),
      'POST /c': dataRoute('C'),
      [at(DriverRoutes.refreshToken)]: refreshReply,
    };
  }

  it('refreshes once and retries the request with the new token', async () => {
    const { api, server, store } = setup({
      routes: refreshingServer(ok({ token: 'new-token', refreshToken: 'refresh-2' })),
      stored: LOGGED_IN,
    });

    await expect(api.request('/a')).resolves.toBe('A');

    expect(server.requests.map((r) => `${r.method} ${r.path}`)).toEqual([
      'GET /a',
      at(DriverRoutes.refreshToken),
      'GET /a',
    ]);
    expect(server.requests[1]?.body).toEqual({ refreshToken: 'refresh-1' });
    expect(store.get(StorageKey.token)).toBe('new-token');
    expect(store.get(StorageKey.refreshToken)).toBe('refresh-2');
  });

  it('three concurrent 401s share one refresh, then all three retry with the new token and resolve', async () => {
    let openGate = () => undefined as void;
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const { api, server, screen } = setup({
      routes: refreshingServer(async () => {
        await gate;
        return ok({ token: 'new-token', refreshToken: 'refresh-2' });
      }),
      stored: LOGGED_IN,
    });

    const results = Promise.all([
      api.request('/a'),
      api.request('/b'),
      api.request('/c', { method: 'POST', body: { n: 1 } }),
    ]);
    await settle();
    openGate();

    await expect(results).resolves.toEqual(['A', 'B', 'C']);
    const refreshes = server.requests.filter((r) => r.path === DriverRoutes.refreshToken.path);
    expect(refreshes).toHaveLength(1);
    const retries = server.requests.filter((r) => r.headers.authorization === 'Bearer new-token');
    expect(retries.map((r) => r.path).sort()).toEqual(['/a', '/b', '/c']);
    expect(retries.find((r) => r.path === '/c')?.body).toEqual({ n: 1 });
    expect(screen.effects).toEqual([]);
  });

  it('a request that failed after another one refreshed retries without a second refresh', async () => {
    const { api, server, store } = setup({
      routes: refreshingServer(ok({ token: 'new-token', refreshToken: 'refresh-2' })),
      stored: LOGGED_IN,
    });
    await api.request('/a');
    store.set(StorageKey.token, 'new-token');
    // A response to a request sent with the old token arriving late:
    const late = createApiClient({
      store,
      effects: fakeEffects().ui,
      userAgent: () => CHROME_UA,
      fetch: server.fetch,
    });
    expect(await late.request('/b')).toBe('B');
    expect(server.requests.filter((r) => r.path === DriverRoutes.refreshToken.path)).toHaveLength(1);
  });

  it('a refused refresh clears the session, says 请先登录 once, opens login after 3 s and rejects every waiting request', async () => {
    const { api, server, store, screen } = setup({
      routes: refreshingServer(fail(ErrorCode.NOT_LOGGED_IN, 'refresh token revoked')),
      stored: LOGGED_IN,
    });

    const outcomes = await Promise.allSettled([
      api.request('/a'),
      api.request('/b'),
      api.request('/c', { method: 'POST' }),
    ]);

    expect(outcomes.map((o) => o.status)).toEqual(['rejected', 'rejected', 'rejected']);
    expect(server.requests.filter((r) => r.path === DriverRoutes.refreshToken.path)).toHaveLength(1);
    expect(store.get(StorageKey.token)).toBeUndefined();
    expect(store.get(StorageKey.refreshToken)).toBeUndefined();
    expect(screen.effects).toEqual([{ type: 'toast', content: '请先登录' }]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(screen.effects).toContainEqual({ type: 'navigate', to: '/login?redirect=%2FpayPage%3FuniqueId%3D9' });
  });

  it('a refresh refused because the account logged in on another phone shows the 0xd12501021 dialog', async () => {
    const { api, store, screen } = setup({
      routes: refreshingServer(
        fail(ErrorCode.LOGGED_IN_ELSEWHERE, '该账号已在其他手机登录，请重新登录或尝试修改密码。'),
      ),
      stored: LOGGED_IN,
    });

    const error = await rejection(api.request('/a'));

    expect(error.code).toBe(ErrorCode.LOGGED_IN_ELSEWHERE);
    expect(store.get(StorageKey.token)).toBeUndefined();
    expect(screen.effects).toEqual([
      { type: 'alert', content: '该账号已在其他手机登录，请重新登录或尝试修改密码。', confirmText: '确定' },
    ]);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(screen.effects.at(-1)).toEqual({ type: 'navigate', to: '/login?redirect=%2Fmine' });
  });

  it('with no refresh token stored, the session is over at once', async () => {
    const { api, server, store, screen } = setup({
      routes: refreshingServer(ok({ token: 'new-token', refreshToken: 'r' })),
      stored: { [StorageKey.token]: 'old-token' },
    });
    await rejection(api.request('/a'));
    expect(server.requests.map((r) => r.path)).toEqual(['/a']);
    expect(store.get(StorageKey.token)).toBeUndefined();
    expect(screen.effects).toEqual([{ type: 'toast', content: '请先登录' }]);
  });

  it('a refresh lost to the network keeps the tokens and shows the network toast', async () => {
    const { api, store, screen } = setup({
      routes: refreshingServer(new TypeError('Failed to fetch')),
      stored: LOGGED_IN,
    });
    const error = await rejection(api.request('/a'));
    expect(error.kind).toBe('network');
    expect(store.get(StorageKey.token)).toBe('old-token');
    expect(screen.effects).toEqual([{ type: 'toast', content: '网络异常，请稍后重试', fail: true }]);
  });

  it('a retry refused again ends the session instead of refreshing in a loop', async () => {
    const { api, server, store, screen } = setup({
      routes: {
        'GET /a': fail(ErrorCode.TOKEN_EXPIRED, ''),
        [at(DriverRoutes.refreshToken)]: ok({ token: 'new-token', refreshToken: 'refresh-2' }),
      },
      stored: LOGGED_IN,
    });
    await rejection(api.request('/a'));
    expect(server.requests.map((r) => r.path)).toEqual(['/a', DriverRoutes.refreshToken.path, '/a']);
    expect(store.get(StorageKey.token)).toBeUndefined();
    expect(screen.effects).toEqual([{ type: 'toast', content: '请先登录' }]);
  });
});

describe('transport', () => {
  /** A fetch that never answers but gives up when its signal aborts, like a stalled connection. */
  const stalledFetch = ((_: unknown, init: RequestInit = {}) =>
    new Promise((_resolve, reject) =>
      init.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError'))),
    )) as typeof fetch;

  const stalledClient = () => {
    const screen = fakeEffects();
    const api = createApiClient({ store: memoryStore(), effects: screen.ui, userAgent: () => '', fetch: stalledFetch });
    return { api, screen };
  };

  it('gives up after 10 s with 请求超时', async () => {
    const { api, screen } = stalledClient();
    const outcome = rejection(api.request('/slow'));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(screen.effects).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(await outcome).toMatchObject({ kind: 'timeout', code: 'TIMEOUT', message: '请求超时' });
    expect(screen.effects).toEqual([{ type: 'toast', content: '请求超时', fail: true }]);
  });

  it('gives a picture upload 30 s', async () => {
    const { api } = stalledClient();
    let settled = false;
    const outcome = rejection(
      api.request('/upload', {
        method: 'POST',
        body: { fileData: 'x', suffix: 'png' },
        timeoutMs: Timing.UPLOAD_TIMEOUT_MS,
      }),
    ).finally(() => (settled = true));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect((await outcome).kind).toBe('timeout');
  });

  it('a cancelled request rejects quietly', async () => {
    const { api, screen } = stalledClient();
    const controller = new AbortController();
    const outcome = rejection(api.request('/x', { signal: controller.signal }));
    controller.abort();
    expect((await outcome).kind).toBe('aborted');
    expect(screen.effects).toEqual([]);
  });

  it.each([
    ['the connection fails', new TypeError('Failed to fetch')],
    ['the answer is not JSON', () => new Response('<html>502 Bad Gateway</html>', { status: 502 })],
  ])('says 网络异常，请稍后重试 when %s', async (_, failure) => {
    const screen = fakeEffects();
    const fetch = (async () => {
      if (failure instanceof Error) throw failure;
      return failure();
    }) as typeof globalThis.fetch;
    const api = createApiClient({ store: memoryStore(), effects: screen.ui, userAgent: () => '', fetch });
    expect((await rejection(api.request('/x'))).kind).toBe('network');
    expect(screen.effects).toEqual([{ type: 'toast', content: '网络异常，请稍后重试', fail: true }]);
  });

  it('calls /api + path with the query, skipping empty values, and sends JSON bodies', async () => {
    const { api, server } = setup({ routes: { 'GET /parks': ok([]), 'PUT /nick': ok() } });
    await api.request('/parks', { query: { pageNo: 1, city: '杭州', plate: undefined, lot: null } });
    await api.request('/nick', { method: 'PUT', body: { nickName: '老王' } });
    expect(server.requests[0]?.url).toBe('/api/parks?pageNo=1&city=%E6%9D%AD%E5%B7%9E');
    expect(server.requests[1]).toMatchObject({ method: 'PUT', body: { nickName: '老王' } });
    expect(server.requests[1]?.headers['content-type']).toBe('application/json');
  });

  it('calls an operation by its route: parameters filled in and encoded, its flags in the payload and headers', async () => {
    const thing = route('POST', '/things/:thingId', { authModel: 1, deviceKey: true }).io<{
      body: { n: number };
      response: { ok: boolean };
    }>();
    const server = fakeServer({ [at(thing, { thingId: 'a/b' })]: ok({ ok: true }) });
    const api = createApiClient({
      store: memoryStore(),
      effects: fakeEffects().ui,
      userAgent: () => CHROME_UA,
      fetch: server.fetch,
      deviceKey: () => 'K'.repeat(32),
    });
    await expect(api.call(thing, { params: { thingId: 'a/b' }, body: { n: 1 } })).resolves.toEqual({ ok: true });
    const [sent] = server.requests;
    expect(sent).toMatchObject({ method: 'POST', url: '/api/things/a%2Fb', body: { n: 1 } });
    expect(decodePayload(sent!.headers['x-payload'])?.authModel).toBe(1);
    expect(sent!.headers['x-device-key']).toBe('K'.repeat(32));
  });

  it('returns data checked by a schema, and rejects data that does not fit it', async () => {
    const { api, screen } = setup({ routes: { 'GET /n': ok({ n: 1 }), 'GET /bad': ok({ n: 'one' }) } });
    const schema = {
      parse(input: unknown) {
        const n = (input as { n: unknown }).n;
        if (typeof n !== 'number') throw new Error('n must be a number');
        return n;
      },
    };
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await expect(api.request('/n', { schema })).resolves.toBe(1);
    expect((await rejection(api.request('/bad', { schema }))).kind).toBe('invalid-response');
    expect(screen.effects).toEqual([{ type: 'toast', content: '系统繁忙，请稍后再试', fail: true }]);
  });
});

describe('quiet (background) requests', () => {
  it('show no network toast and no generic error toast, but still reject', async () => {
    const { api, screen } = setup({ routes: { 'GET /x': fail('0x999', '内部错误'), 'GET /down': new TypeError('x') } });
    expect((await rejection(api.request('/x', { quiet: true }))).code).toBe('0x999');
    expect((await rejection(api.request('/down', { quiet: true }))).kind).toBe('network');
    expect(screen.effects).toEqual([]);
  });

  it('still act on catalogue codes, such as a lost session', async () => {
    const { api, screen } = setup({ routes: { 'GET /x': fail(ErrorCode.NOT_LOGGED_IN, '') }, stored: LOGGED_IN });
    await rejection(api.request('/x', { quiet: true }));
    expect(screen.effects).toEqual([{ type: 'toast', content: '请先登录' }]);
  });
});

describe('a refused input (code 400)', () => {
  it('shows the driver the messages, not the server’s field names', async () => {
    const { api, screen } = setup({
      routes: { 'POST /login': fail(ErrorCode.INVALID_INPUT, 'challengeCode: 请输入图形验证码') },
    });
    const error = await rejection(api.request('/login', { method: 'POST', body: {} }));
    expect(error.message).toBe('请输入图形验证码');
    expect(screen.effects).toContainEqual(expect.objectContaining({ type: 'toast', content: '请输入图形验证码' }));
  });
});
