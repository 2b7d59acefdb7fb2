import { StorageKey } from '@parking/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { renderApp } from '../../../test/render-app';

type Answer = 'grant' | 'deny' | 'wait';

function withGeolocation(geolocation: Partial<Geolocation> | undefined) {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

/** A browser location service answering each request as told. */
function fakeGeolocation(answers: Answer[]) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    const answer = answers.shift() ?? 'wait';
    if (answer === 'grant') success({ coords: { latitude: 30.25, longitude: 120.16 } } as GeolocationPosition);
    if (answer === 'deny') failure?.({ code: 1, message: 'denied' } as GeolocationPositionError);
  });
  withGeolocation({ getCurrentPosition });
  return getCurrentPosition;
}

afterEach(() => {
  withGeolocation(undefined);
});

describe('map page', () => {
  it('says 浏览器不支持地理定位。 when the browser has no geolocation', async () => {
    withGeolocation(undefined);
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('浏览器不支持地理定位。')).toBeTruthy();
  });

  it('says 停车点查询失败 when locating fails, and locates again on request', async () => {
    const locate = fakeGeolocation(['deny', 'grant']);
    renderApp({ routes: appRoutes, at: '/map' });

    expect(await screen.findByText('停车点查询失败')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '重新定位' }));

    expect(await screen.findByText('暂无符合条件的停车点位')).toBeTruthy();
    expect(locate).toHaveBeenCalledTimes(2);
  });

  it('shows 正在定位… while waiting, then the empty list, storing the position', async () => {
    fakeGeolocation(['wait']);
    renderApp({ routes: appRoutes, at: '/map' });
    expect(await screen.findByText('正在定位…')).toBeTruthy();
  });

  it('stores a fix as lat/lng for the other pages', async () => {
    fakeGeolocation(['grant']);
    renderApp({ routes: appRoutes, at: '/map' });
    await screen.findByText('暂无符合条件的停车点位');
    expect([localStorage.getItem(StorageKey.lat), localStorage.getItem(StorageKey.lng)]).toEqual(['30.25', '120.16']);
  });

  it('uses the lat/lng of the query instead of asking the browser', async () => {
    const locate = fakeGeolocation(['deny']);
    renderApp({ routes: appRoutes, at: '/map?lat=30.1&lng=120.2&isFromHome=2' });
    expect(await screen.findByText('暂无符合条件的停车点位')).toBeTruthy();
    expect(locate).not.toHaveBeenCalled();
  });
});
