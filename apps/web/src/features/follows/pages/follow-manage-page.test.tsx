import { BasicRoutes, FollowsRoutes, StorageKey, type FollowAlertPage, type FollowList } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const PARK = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const follows: FollowList = {
  results: [
    {
      kind: 'park',
      targetId: PARK,
      name: '武林广场地下停车场',
      address: '杭州市下城区武林广场',
      latitude: 30.27,
      longitude: 120.16,
      freeNum: 0,
      totalNum: 120,
      priceText: '每小时5元',
      open: true,
      followedAt: '2026-06-01T02:00:00.000Z',
      alerts: { availability: true, price: true },
    },
  ],
  totalRecord: 1,
  limit: 50,
};
const alerts = (read: boolean): FollowAlertPage => ({
  results: [
    {
      alertId: '7',
      kind: 'availability',
      targetKind: 'park',
      targetId: PARK,
      name: '武林广场地下停车场',
      text: '有空车位了：空车位 3/120',
      createdAt: '2026-06-01T02:30:00.000Z',
      read,
    },
  ],
  totalRecord: 1,
  unread: read ? 0 : 1,
});

describe('/fllowManage alerts (decision 059)', () => {
  beforeEach(() => localStorage.setItem(StorageKey.token, 'driver-token'));
  afterEach(() => localStorage.removeItem(StorageKey.token));

  it('switches a follow’s 空位提醒 off, lists the alerts with the unread count, and reads them all', async () => {
    let read = false;
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(FollowsRoutes.follows)]: ok(follows),
      [at(FollowsRoutes.setFollowAlerts, { kind: 'park', targetId: PARK })]: ok({ availability: false, price: true }),
      [at(FollowsRoutes.followAlerts)]: () => ok(alerts(read)),
      [at(FollowsRoutes.readFollowAlerts)]: () => ((read = true), ok({ unread: 0 })),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/fllowManage' });

    const availability = await screen.findByRole('switch', { name: '武林广场地下停车场 空位提醒' });
    expect(availability.getAttribute('aria-checked')).toBe('true');
    await userEvent.click(availability);
    await waitFor(() => expect(availability.getAttribute('aria-checked')).toBe('false'));
    const put = server.requests.find((r) => r.method === 'PUT');
    expect(put?.body).toEqual({ availability: false });
    expect(screen.getByRole('switch', { name: '武林广场地下停车场 调价提醒' }).getAttribute('aria-checked')).toBe(
      'true',
    );

    await userEvent.click(screen.getByRole('tab', { name: '提醒 (1)' }));
    expect(await screen.findByText('有空车位了：空车位 3/120')).toBeTruthy();
    expect(screen.getByText('1 条未读')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '全部已读' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: '提醒' })).toBeTruthy());
    expect(server.requests.find((r) => r.path.endsWith('/followAlerts/read'))?.body).toEqual({});
    expect(screen.queryByLabelText('未读')).toBeNull();
  });
});
