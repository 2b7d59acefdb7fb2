import { MAP_SDK_VERSION, MapType, type AkInfo, type MapTypeInfo } from '@parking/contracts';
import { loadScript } from '../../../lib/load-script';

/** Which map service draws the map, and with which key. */
export type MapProvider = { kind: 'amap'; key: string } | { kind: 'baidu'; key: string };

/** A map SDK could not be had: no key configured (the demo has none), or it did not load in time (offline). */
export class MapUnavailableError extends Error {
  override readonly name = 'MapUnavailableError';
  constructor(readonly reason: 'no-key' | 'load-failed') {
    super(reason === 'no-key' ? 'no map key configured' : 'map SDK failed to load');
  }
}

/** The dealer's map service (spec: type 1 AMap, 2 Baidu, 3 both → AMap, with Baidu for links) and its key. */
export function mapProviderOf(type: MapTypeInfo, ak: AkInfo): MapProvider | undefined {
  if (type.type === MapType.BAIDU) {
    const key = ak.ak || type.bmapAk;
    return key ? { kind: 'baidu', key } : undefined;
  }
  return ak.ak ? { kind: 'amap', key: ak.ak } : undefined;
}

/** How long a slow network may take to bring the map before the page shows its list and schematic instead. */
export const MAP_SDK_TIMEOUT_MS = 8_000;

export type AmapGlobal = Record<string, unknown>;
export type BaiduGlobal = Record<string, unknown>;
export type LoadedSdk = { kind: 'amap'; AMap: AmapGlobal } | { kind: 'baidu'; BMap: BaiduGlobal };

let loading: Promise<LoadedSdk> | undefined;

/**
 * Loads AMap's JS API 1.4.4 or Baidu's JS API with the dealer's key, once per visit. Rejects with
 * MapUnavailableError when there is no key or the script does not arrive within MAP_SDK_TIMEOUT_MS.
 */
export function loadMapSdk(provider: MapProvider | undefined, timeoutMs = MAP_SDK_TIMEOUT_MS): Promise<LoadedSdk> {
  if (!provider) return Promise.reject(new MapUnavailableError('no-key'));
  loading ??= (async () => {
    const key = encodeURIComponent(provider.key);
    const globals = window as unknown as { AMap?: AmapGlobal; BMap?: BaiduGlobal };
    try {
      if (provider.kind === 'amap') {
        await loadScript(`https://webapi.amap.com/maps?v=${MAP_SDK_VERSION}&key=${key}&callback=__amapReady`, {
          callbackName: '__amapReady',
          timeoutMs,
        });
        if (!globals.AMap) throw new Error('AMap missing');
        return { kind: 'amap', AMap: globals.AMap };
      }
      await loadScript(`https://api.map.baidu.com/api?v=3.0&ak=${key}&callback=__bmapReady`, {
        callbackName: '__bmapReady',
        timeoutMs,
      });
      if (!globals.BMap) throw new Error('BMap missing');
      return { kind: 'baidu', BMap: globals.BMap };
    } catch {
      loading = undefined; // a later visit to the map may be online again
      throw new MapUnavailableError('load-failed');
    }
  })();
  return loading;
}

/** For tests: forget a loaded or failed SDK. */
export const resetMapSdk = () => {
  loading = undefined;
};
