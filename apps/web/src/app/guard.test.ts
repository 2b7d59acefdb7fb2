import { ClientType, StorageKey } from '@parking/contracts';
import { describe, expect, it, vi } from 'vitest';
import { memoryStore, type KeyValueStore } from '../lib/storage';
import { createRouteGuard, MENU_CONFIG_SKIPPED_PATHS, pageTitle, parseReqJson, type GuardDeps } from './guard';

const WECHAT_UA = 'Mozilla/5.0 (iPhone) MicroMessenger/8.0.50';
const BROWSER_UA = 'Mozilla/5.0 (Linux; Android 14) Chrome/126.0 Mobile Safari/537.36';

function guardWith(stored: Record<string, string> = {}, userAgent = BROWSER_UA) {
  const store = memoryStore(stored);
  const calls: string[] = [];
  const deps: GuardDeps = {
    store,
    userAgent: () => userAgent,
    onDealerChange: vi.fn((previous, next) => void calls.push(`dealer ${previous} → ${next}`)),
    loadMenuConfig: vi.fn(async () => void calls.push('menuConfig')),
    loadAppInfo: vi.fn(async () => {
      calls.push('appInfo');
      store.set(StorageKey.appName, '杭州停车');
    }),
    loadMapKey: vi.fn(async () => void calls.push('mapKey')),
  };
  return { guard: createRouteGuard(deps), deps, store, calls };
}

const at = (pathWithQuery: string) => new URL(pathWithQuery, 'http://app.test');

const snapshot = (store: KeyValueStore, keys: StorageKey[]) =>
  Object.fromEntries(keys.map((key) => [key, store.get(key)]));

describe('page title', () => {
  it.each([
    [{ title: '我的' }, '杭州停车', '我的'],
    [{}, '杭州停车', '杭州停车'],
    [{}, undefined, '停车缴费'],
  ])('meta %o with app name %s gives %s', (meta, appName, title) => {
    expect(pageTitle(meta, appName)).toBe(title);
  });
});

describe('reqJson', () => {
  const fields = { token: 't1', driverDealerId: 'd2', clientType: 3 };
  const json = JSON.stringify(fields);

  it.each([
    ['plain JSON', json, fields],
    ['JSON encoded once more', encodeURIComponent(json), fields],
    ['not JSON', '{token:', undefined],
    ['an array', '[1,2]', undefined],
    ['JSON null', 'null', undefined],
    ['empty', '', undefined],
    ['a broken escape', '%E0%A4%A', undefined],
  ])('parses %s', (_, value, expected) => {
    expect(parseReqJson(value)).toEqual(expected);
  });

  it('clears storage and refills it from the launch fields, keeping lat and lng', () => {
    const { guard, store, deps } = guardWith({
      [StorageKey.lat]: '30.27',
      [StorageKey.lng]: '120.15',
      [StorageKey.token]: 'old-session',
      [StorageKey.appName]: '旧平台',
      [StorageKey.locationCity]: '杭州市',
    });
    const launch = { token: 'host-token', driverDealerId: 'd2', openid: 'o-1', platInfo: { a: 1 }, evil: 'x' };

    const outcome = guard(at(`/home?from=host&reqJson=${encodeURIComponent(JSON.stringify(launch))}`));

    expect(
      snapshot(store, [
        StorageKey.lat,
        StorageKey.lng,
        StorageKey.token,
        StorageKey.driverDealerId,
        StorageKey.openid,
        StorageKey.platInfo,
        StorageKey.appName,
        StorageKey.locationCity,
      ]),
    ).toEqual({
      lat: '30.27',
      lng: '120.15',
      token: 'host-token',
      driverDealerId: 'd2',
      openid: 'o-1',
      platInfo: '{"a":1}',
      // The old platform's name is gone; the new dealer's was fetched.
      appName: '杭州停车',
      locationCity: undefined,
    });
    expect(deps.loadAppInfo).toHaveBeenCalledTimes(1);
    expect(JSON.parse(store.get(StorageKey.reqJson) ?? '')).toEqual(launch);
    expect(store.get('evil' as StorageKey)).toBeUndefined();
    expect(outcome.redirectTo).toBe('/home?from=host');
  });

  it('takes lat and lng from the host when it sends them', () => {
    const { guard, store } = guardWith({ [StorageKey.lat]: '1', [StorageKey.lng]: '2' });
    guard(at(`/map?reqJson=${encodeURIComponent('{"lat":30.1,"lng":120.2}')}`));
    expect(snapshot(store, [StorageKey.lat, StorageKey.lng])).toEqual({ lat: '30.1', lng: '120.2' });
  });

  it('ignores a bad reqJson: storage untouched, no redirect', () => {
    const { guard, store } = guardWith({ [StorageKey.token]: 'kept' });
    expect(guard(at('/home?reqJson=%7Bnot-json')).redirectTo).toBeUndefined();
    expect(store.get(StorageKey.token)).toBe('kept');
  });

  it('lets the client type from reqJson win over the user agent', () => {
    const { guard, store } = guardWith({}, WECHAT_UA);
    guard(at(`/home?reqJson=${encodeURIComponent('{"clientType":1}')}`));
    expect(store.get(StorageKey.clientType)).toBe('1');
  });
});

describe('dealer change hook', () => {
  it('runs first, before the new dealer is stored and before anything loads', () => {
    const { deps, store, calls } = guardWith({ [StorageKey.driverDealerId]: 'd1', [StorageKey.appName]: 'A' });
    let dealerStoredWhenHookRan: string | undefined;
    const guard = createRouteGuard({
      ...deps,
      onDealerChange: (previous, next) => {
        dealerStoredWhenHookRan = store.get(StorageKey.driverDealerId);
        calls.push(`dealer ${previous} → ${next}`);
      },
    });

    guard(at(`/home?reqJson=${encodeURIComponent('{"driverDealerId":"d2"}')}`));

    expect(calls[0]).toBe('dealer d1 → d2');
    expect(dealerStoredWhenHookRan).toBe('d1');
    expect(calls.slice(1)).toEqual(expect.arrayContaining(['menuConfig', 'appInfo']));
  });

  it('does not run while the dealer stays the same', () => {
    const { guard, deps } = guardWith({ [StorageKey.driverDealerId]: 'd1' });
    guard(at('/home'));
    guard(at(`/map?reqJson=${encodeURIComponent('{"driverDealerId":"d1"}')}`));
    expect(deps.onDealerChange).not.toHaveBeenCalled();
  });

  it('notices a dealer changed in storage between navigations (e.g. by a login)', () => {
    const { guard, deps, store } = guardWith({ [StorageKey.driverDealerId]: 'd1' });
    guard(at('/home'));
    store.set(StorageKey.driverDealerId, 'd3');
    guard(at('/mine'));
    guard(at('/map'));
    expect(deps.onDealerChange).toHaveBeenCalledTimes(1);
    expect(deps.onDealerChange).toHaveBeenCalledWith('d1', 'd3');
  });
});

describe('config loads', () => {
  it('loads the menu config on ordinary routes but not on notice and SSO routes', () => {
    const { guard, deps } = guardWith({ [StorageKey.appName]: 'A' });
    guard(at('/home'));
    expect(deps.loadMenuConfig).toHaveBeenCalledTimes(1);
    for (const path of MENU_CONFIG_SKIPPED_PATHS) guard(at(`${path}?x=1`));
    expect(deps.loadMenuConfig).toHaveBeenCalledTimes(1);
    expect(MENU_CONFIG_SKIPPED_PATHS).toEqual(
      expect.arrayContaining(['/notice1', '/notice2', '/newNotice', '/sysnotice', '/bulletin', '/ssoLogin']),
    );
  });

  it('fetches app info only while the app name is missing', async () => {
    const { guard, deps } = guardWith();
    await guard(at('/home')).loads;
    await guard(at('/mine')).loads;
    expect(deps.loadAppInfo).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['WeChat', { [StorageKey.clientType]: String(ClientType.WX) }, 1],
    ['Alipay', { [StorageKey.clientType]: String(ClientType.ALI) }, 1],
    ['the native app', { [StorageKey.clientType]: String(ClientType.APP) }, 0],
    ['XYB', { [StorageKey.clientType]: String(ClientType.XYB) }, 0],
  ])('loads the map key for %s clients (%o): %d time(s)', (_, stored, times) => {
    const { guard, deps } = guardWith({ ...stored, [StorageKey.appName]: 'A' });
    guard(at('/home'));
    expect(deps.loadMapKey).toHaveBeenCalledTimes(times);
  });

  it('detects the client type from the user agent when none is stored', () => {
    const { guard, deps, store } = guardWith({}, WECHAT_UA);
    guard(at('/home'));
    expect(store.get(StorageKey.clientType)).toBe('2');
    expect(deps.loadMapKey).toHaveBeenCalled();
  });

  it('never fails a navigation because a load failed', async () => {
    const { deps } = guardWith();
    const guard = createRouteGuard({ ...deps, loadMenuConfig: () => Promise.reject(new Error('offline')) });
    await expect(guard(at('/home')).loads).resolves.toBeUndefined();
  });
});
