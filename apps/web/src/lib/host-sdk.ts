import { BasicRoutes, WALLET_SDK_VERSION } from '@parking/contracts';
import { api } from '../api/client';
import { loadScript } from './load-script';

/**
 * The hosts' JS interfaces, shared by what uses them (locating, scanning): WeChat's JS-SDK, signed by our server
 * for the page's URL, and Alipay's bridge, which its web view injects. Each rejects when the host's interface is
 * missing, does not load in time or refuses; the caller falls back to the browser.
 */

const WX_SDK_URL = `https://res.wx.qq.com/open/js/jweixin-${WALLET_SDK_VERSION}.js`;
export const SDK_TIMEOUT_MS = 5_000;
// Alipay injects its bridge around page load; a page that starts before it waits this long for the ready event.
const ALIPAY_BRIDGE_WAIT_MS = 1_500;

export interface WeChatJsSdk {
  config(options: Record<string, unknown>): void;
  ready(run: () => void): void;
  error(run: (reason: unknown) => void): void;
  getLocation(options: {
    type: 'gcj02' | 'wgs84';
    success: (result: { latitude: number; longitude: number }) => void;
    fail: (reason: unknown) => void;
    cancel?: (reason: unknown) => void;
  }): void;
  scanQRCode(options: {
    needResult: 0 | 1;
    scanType: ('qrCode' | 'barCode')[];
    success: (result: { resultStr: string }) => void;
    fail: (reason: unknown) => void;
    cancel?: (reason: unknown) => void;
  }): void;
}

export interface AlipayBridge {
  call(
    api: 'getLocation',
    options: object,
    done: (result: { latitude?: number | string; longitude?: number | string; error?: unknown }) => void,
  ): void;
  call(
    api: 'scan',
    options: { type: 'qr' | 'bar' },
    done: (result: { qrCode?: string; barCode?: string; error?: unknown }) => void,
  ): void;
}

type WithSdks = Window & { wx?: WeChatJsSdk; AlipayJSBridge?: AlipayBridge };
const sdkWindow = () => window as WithSdks;

/** `promise`, or a rejection with `timedOut()` after `ms`. */
export const within = <T>(promise: Promise<T>, ms: number, timedOut: () => Error): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(timedOut()), ms))]);

/** WeChat's JS-SDK, configured for this page with the given interfaces. */
export async function readyWeChat(jsApiList: string[], fail: () => Error): Promise<WeChatJsSdk> {
  const url = window.location.href.split('#')[0]!;
  const signs = await api.call(BasicRoutes.jsapiSigns, { query: { url }, quiet: true });
  await loadScript(WX_SDK_URL, { timeoutMs: SDK_TIMEOUT_MS });
  const wx = sdkWindow().wx;
  if (!wx) throw fail();
  await within(
    new Promise<void>((resolve, reject) => {
      wx.config({ debug: false, ...signs, jsApiList });
      wx.ready(resolve);
      wx.error(reject);
    }),
    SDK_TIMEOUT_MS,
    fail,
  );
  return wx;
}

/** Alipay's bridge, once its web view has injected it. */
export async function alipayBridge(fail: () => Error): Promise<AlipayBridge> {
  return (
    sdkWindow().AlipayJSBridge ??
    within(
      new Promise<AlipayBridge>((resolve) =>
        document.addEventListener('AlipayJSBridgeReady', () => resolve(sdkWindow().AlipayJSBridge!), { once: true }),
      ),
      ALIPAY_BRIDGE_WAIT_MS,
      fail,
    )
  );
}
