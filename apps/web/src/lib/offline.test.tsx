import {
  API_BASE,
  BasicRoutes,
  ParkRoutes,
  PaymentRoutes,
  PublicityRoutes,
  WalletRoutes,
  type AnyRoute,
} from '@parking/contracts';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NEVER_CACHED_API, STALE_HEADER } from '../../sw/offline-protocol';
import { OFFLINE_TEXT, staleData, useStaleData } from './offline';

const urlOf = (route: AnyRoute) => `${API_BASE}${route.path.replace(/:\w+/g, 'x1')}`;
const kept = (route: AnyRoute) => !NEVER_CACHED_API.some((pattern) => pattern.test(urlOf(route)));
const gets = (routes: Record<string, AnyRoute>) => Object.values(routes).filter((route) => route.method === 'GET');

describe('what the service worker keeps for offline', () => {
  it('never keeps money state: every wallet and payment answer is asked again (or fails) offline', () => {
    const money = [...gets(WalletRoutes), ...gets(PaymentRoutes)];
    expect(money.length).toBeGreaterThan(5);
    expect(money.filter(kept).map((route) => route.path)).toEqual([]);
  });

  it('keeps what a driver reads again offline: menus, parks, news', () => {
    for (const route of [BasicRoutes.menuConfigs, BasicRoutes.applicationInfos, ParkRoutes.citys, PublicityRoutes.news])
      expect(kept(route), route.path).toBe(true);
  });
});

function Marker() {
  return <p>{useStaleData() ? OFFLINE_TEXT : 'fresh'}</p>;
}

describe('the stale mark', () => {
  afterEach(() => act(() => staleData.answered(new Headers())));

  it('shows while answers come from the worker’s cache or the phone is offline, and goes with a fresh answer', () => {
    render(<Marker />);
    expect(screen.getByText('fresh')).toBeTruthy();
    act(() => staleData.answered(new Headers({ [STALE_HEADER]: '1' })));
    expect(screen.getByText('离线 · 数据可能不是最新')).toBeTruthy();
    act(() => staleData.answered(new Headers()));
    expect(screen.getByText('fresh')).toBeTruthy();

    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(screen.getByText('离线 · 数据可能不是最新')).toBeTruthy();
    onLine.mockReturnValue(true);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(screen.getByText('fresh')).toBeTruthy();
  });
});
