import { ClientType } from '@parking/contracts';
import { alipayBridge, readyWeChat, SDK_TIMEOUT_MS, within } from '../lib/host-sdk';
import { wgs84ToGcj02, type LatLng } from './coords';

/** Why there is no position: no way to locate at all, or locating failed (denied, no signal, timed out). */
export class LocateError extends Error {
  override readonly name = 'LocateError';
  constructor(readonly kind: 'unsupported' | 'failed') {
    super(kind === 'unsupported' ? 'geolocation unsupported' : 'locating failed');
  }
}

const BROWSER_OPTIONS: PositionOptions = { enableHighAccuracy: false, timeout: 10_000, maximumAge: 60_000 };
const failed = () => new LocateError('failed');

/** WeChat: the JS-SDK signed by our server (jsapiSigns), then getLocation in GCJ-02. */
async function wechatPosition(): Promise<LatLng> {
  const wx = await readyWeChat(['getLocation', 'openLocation'], failed);
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
  const bridge = await alipayBridge(failed);
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
    failed,
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
