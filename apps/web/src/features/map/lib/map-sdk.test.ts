import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMapSdk, MapUnavailableError, mapProviderOf, resetMapSdk } from './map-sdk';

// Scripts are captured instead of added, as if the network never answered; a test answers for the SDK itself.
let added: HTMLScriptElement[] = [];
beforeEach(() => {
  added = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    added.push(node as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  resetMapSdk();
  vi.restoreAllMocks();
});

describe('map provider', () => {
  it.each([
    [{ type: 1, bmapAk: '' }, { ak: 'amap-key' }, { kind: 'amap', key: 'amap-key' }],
    [{ type: 3, bmapAk: 'bd' }, { ak: 'amap-key' }, { kind: 'amap', key: 'amap-key' }],
    [{ type: 2, bmapAk: 'bd-ak' }, { ak: 'bd-ak' }, { kind: 'baidu', key: 'bd-ak' }],
    [{ type: 2, bmapAk: 'bd-ak' }, { ak: '' }, { kind: 'baidu', key: 'bd-ak' }],
    [{ type: 1, bmapAk: '' }, { ak: '' }, undefined],
  ] as const)('%j with %j → %j', (type, ak, provider) => {
    expect(mapProviderOf(type, ak)).toEqual(provider);
  });
});

describe('loadMapSdk', () => {
  it('gives up at once without a key (the demo has none)', async () => {
    await expect(loadMapSdk(undefined)).rejects.toEqual(new MapUnavailableError('no-key'));
    expect(added).toEqual([]);
  });

  it('loads AMap 1.4.4 with the key and resolves when its callback runs', async () => {
    const loaded = loadMapSdk({ kind: 'amap', key: 'k&1' }, 1000);
    expect(added[0]!.src).toBe('https://webapi.amap.com/maps?v=1.4.4&key=k%261&callback=__amapReady');
    (window as unknown as { AMap: object }).AMap = { Map: class {} };
    (window as unknown as { __amapReady: () => void }).__amapReady();
    await expect(loaded).resolves.toMatchObject({ kind: 'amap' });
    delete (window as unknown as { AMap?: object }).AMap;
  });

  it('gives up when the script does not arrive in time (offline), and tries again on the next visit', async () => {
    await expect(loadMapSdk({ kind: 'baidu', key: 'ak' }, 10)).rejects.toEqual(new MapUnavailableError('load-failed'));
    const again = loadMapSdk({ kind: 'baidu', key: 'ak' }, 10);
    expect(added).toHaveLength(2);
    expect(added[1]!.src).toBe('https://api.map.baidu.com/api?v=3.0&ak=ak&callback=__bmapReady');
    await expect(again).rejects.toBeInstanceOf(MapUnavailableError);
  });
});
