import { StorageKey } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { renderApp } from '../../../test/render-app';

describe('mine page', () => {
  it('offers 登录/注册 to anonymous visitors, leading to /loginIndex', async () => {
    const { router } = renderApp({ routes: appRoutes, at: '/mine' });
    await userEvent.click(await screen.findByRole('button', { name: '登录/注册' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loginIndex'));
  });

  it('shows a logged-in driver as logged in, with the platform name', async () => {
    localStorage.setItem(StorageKey.token, 't');
    localStorage.setItem(StorageKey.appName, '杭州停车');
    renderApp({ routes: appRoutes, at: '/mine' });
    expect(await screen.findByText('已登录')).toBeTruthy();
    expect(screen.getByText('杭州停车', { selector: 'p' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: '登录/注册' })).toBeNull();
  });
});
