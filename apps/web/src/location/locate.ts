import { BasicRoutes, ClientType, WALLET_SDK_VERSION } from '@parking/contracts';
import { api } from '../api/client';
import { loadScript } from '../lib/load-script';
import { wgs84ToGcj02, type LatLng } from './coords';

/** Why there is no position: no way to locate at all, or locating failed (denied, no signal, timed out). */
export class LocateError extends Error {
  override readonly name = 'LocateError';
  constructor(readonly kind: 'unsupported' | 'failed') {
    super(kind === 'unsupported' ? 'geolocation unsupported' : 'locating failed');
  }
}

const WX_SDK_URL = `https://res.wx.qq.com/open/js/jweixin-${WALLET_SDK_VERSION}.js`;
const SDK_TIMEOUT_MS = 5_000;
// Alipay injects its bridge around page load; a page that starts before it waits this long for the ready event.
const ALIPAY_BRIDGE_WAIT_MS = 1_500;
const BROWSER_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };

interface WeChatJsSdk {
  config(options: Record<string, unknown>): void;
  ready(run: () => void): void;
  error(run: (reason: unknown) => void): void;
  getLocation(options: {
    type: 'gcj02' | 'wgs84';
    success: (result: { latitude: number; longitude: number }) => void;
    fail: (reason: unknown) => void;
    cancel?: (reason: unknown) => void;
  }): void;
}

interface AlipayBridge {
  call(
    api: 'getLocation',
    options: object,
    done: (result: { latitude?: number | string; longitude?: number | string; error?: unknown }) => void,
  ): void;
}

type WithSdks = Window & { wx?: WeChatJsSdk; AlipayJSBridge?: AlipayBridge };
const sdkWindow = () => window as WithSdks;

const within = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([promise, new Promise<never>((_, reject) => setTimeout(() => reject(new LocateError('failed')), ms))]);

/** WeChat: the JS-SDK signed by our server (jsapiSigns), then getLocation in GCJ-02. */
async function wechatPosition(): Promise<LatLng> {
  const url = window.location.href.split('#')[0]!;
  const signs = await api.call(BasicRoutes.jsapiSigns, { query: { url }, quiet: true });
  await loadScript(WX_SDK_URL, { timeoutMs: SDK_TIMEOUT_MS });
  const wx = sdkWindow().wx;
  if (!wx) throw new LocateError('failed');
  await within(
    new Promise<void>((resolve, reject) => {
      wx.config({ debug: false, ...signs, jsApiList: ['getLocation', 'openLocation'] });
      wx.ready(resolve);
      wx.error(reject);
    }),
    SDK_TIMEOUT_MS,
  );
  return new Promise((resolve, reject) =>
    wx.getLocation({
      type: 'gcj02',
      success: ({ latitude, longitude }) => resolve({ lat: latitude, lng: longitude }),
      fail: reject,
      cancel: reject,
    }),
  );
}

/** Alipay's own bridge (present in its web view, no script to load); it reports GCJ-02. */
async function alipayPosition(): Promise<LatLng> {
  const bridge =
    sdkWindow().AlipayJSBridge ??
    (await within(
      new Promise<AlipayBridge>((resolve) =>
        document.addEventListener('AlipayJSBridgeReady', () => resolve(sdkWindow().AlipayJSBridge!), { once: true }),
      ),
      ALIPAY_BRIDGE_WAIT_MS,
    ));
  return within(
    new Promise((resolve, reject) =>
      bridge.call('getLocation', {}, (result) => {
        const lat = Number(result.latitude);
        const lng = Number(result.longitude);
        if (result.error || !Number.isFinite(lat) || !Number.isFinite(lng)) reject(new LocateError('failed'));
        else resolve({ lat, lng });
      }),
    ),
    BROWSER_OPTIONS.timeout! + SDK_TIMEOUT_MS,
  );
}

/** The browser's geolocation (WGS-84), converted to GCJ-02. */
function browserPosition(): Promise<LatLng> {
  const geolocation = typeof navigator === 'undefined' ? undefined : navigator.geolocation;
  if (!geolocation) return Promise.reject(new LocateError('unsupported'));
  return new Promise((resolve, reject) =>
    geolocation.getCurrentPosition(
      ({ coords }) => resolve(wgs84ToGcj02({ lat: coords.latitude, lng: coords.longitude })),
      () => reject(new LocateError('failed')),
      BROWSER_OPTIONS,
    ),
  );
}

/**
 * The driver's position in GCJ-02: inside WeChat or Alipay from their own location service (more precise indoors,
 * and already GCJ-02), else, and whenever that fails, from the browser. Rejects with a LocateError.
 */
export async function locate(clientType: ClientType, userAgent: string): Promise<LatLng> {
  const inWeChat = clientType === ClientType.WX && /MicroMessenger/i.test(userAgent);
  const inAlipay = clientType === ClientType.ALI && /AlipayClient/i.test(userAgent);
  if (inWeChat || inAlipay) {
    try {
      return await (inWeChat ? wechatPosition() : alipayPosition());
    } catch {
      // The SDK could not load (offline, a page outside the JS-interface domain) or was refused: try the browser.
    }
  }
  return browserPosition();
}
