import { API_BASE, fillPath, SandboxCheckoutRoutes } from '@parking/contracts';
import { describe, expect, it, vi } from 'vitest';
import { BRIDGE_READY_TIMEOUT_MS, launchPayment, type WalletHost, type WeixinBridge } from './launch-payment';

const jsapi = {
  kind: 'wechat-jsapi' as const,
  params: {
    appId: 'wx1',
    timeStamp: '1',
    nonceStr: 'n',
    package: 'prepay_id=wx9',
    signType: 'RSA' as const,
    paySign: 's',
  },
};

function host(overrides: Partial<WalletHost> = {}): WalletHost & { went: string[] } {
  const went: string[] = [];
  return {
    weixin: () => undefined,
    alipay: () => undefined,
    onReady: () => {},
    go: (url) => void went.push(url),
    went,
    ...overrides,
  };
}

describe('launchPayment', () => {
  it('goes to a cashier page (the sandbox sheet, WeChat H5, Alipay wap)', async () => {
    const h = host();
    const url = `${API_BASE}${fillPath(SandboxCheckoutRoutes.page, { orderNo: 'P1' })}?t=x`;
    expect(await launchPayment({ kind: 'redirect', url }, h)).toBe('redirected');
    expect(h.went).toEqual([url]);
  });

  it('has nothing to open for a balance payment', async () => {
    expect(await launchPayment({ kind: 'paid' }, host())).toBe('returned');
  });

  it.each([
    ['get_brand_wcpay_request:ok', 'returned'],
    ['get_brand_wcpay_request:cancel', 'cancelled'],
    ['get_brand_wcpay_request:fail', 'failed'],
  ])('invokes WeChat’s sheet with the server’s parameters: %s → %s', async (errMsg, outcome) => {
    const invoke = vi.fn((_name: string, _params: object, done: (res: { err_msg?: string }) => void) =>
      done({ err_msg: errMsg }),
    );
    expect(await launchPayment(jsapi, host({ weixin: () => ({ invoke }) }))).toBe(outcome);
    expect(invoke).toHaveBeenCalledWith('getBrandWCPayRequest', jsapi.params, expect.any(Function));
  });

  it('waits for WeChat’s bridge to be ready, and gives up when it never is', async () => {
    vi.useFakeTimers();
    let ready: () => void = () => {};
    const web: { bridge?: WeixinBridge } = {};
    const waiting = launchPayment(jsapi, host({ weixin: () => web.bridge, onReady: (_e, run) => void (ready = run) }));
    // The web view finishes starting: the bridge appears and its ready event fires.
    web.bridge = { invoke: (_n, _p, done) => done({ err_msg: 'get_brand_wcpay_request:ok' }) };
    ready();
    expect(await waiting).toBe('returned');
    const never = launchPayment(jsapi, host());
    vi.advanceTimersByTime(BRIDGE_READY_TIMEOUT_MS);
    expect(await never).toBe('failed');
    vi.useRealTimers();
  });

  it.each([
    ['9000', 'returned'],
    ['8000', 'returned'],
    ['6001', 'cancelled'],
    ['4000', 'failed'],
  ])('calls Alipay’s tradePay with the trade number: %s → %s', async (resultCode, outcome) => {
    const call = vi.fn((_name: string, _params: { tradeNO: string }, done: (res: { resultCode?: string }) => void) =>
      done({ resultCode }),
    );
    expect(
      await launchPayment({ kind: 'alipay-trade-pay', tradeNo: '2026T1' }, host({ alipay: () => ({ call }) })),
    ).toBe(outcome);
    expect(call).toHaveBeenCalledWith('tradePay', { tradeNO: '2026T1' }, expect.any(Function));
  });
});
