import { BasicRoutes, PublicityRoutes } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { CARE_MODE_KEY, careMode } from '../../../lib/care-mode';

function serve() {
  vi.stubGlobal(
    'fetch',
    fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
      [at(PublicityRoutes.advertisings)]: ok({ results: [] }),
      [at(PublicityRoutes.news)]: ok({ results: [], totalRecord: 0 }),
      [at(BasicRoutes.homeFuncEntries)]: ok({ list: [], column: 4 }),
    }).fetch,
  );
}

afterEach(() => careMode.set(false));

describe('关怀模式', () => {
  it('is turned on in 我的 → 设置, kept in local storage, and shown on the whole document', async () => {
    serve();
    renderApp({ routes: appRoutes, at: '/mine' });
    const settings = await screen.findByText('关怀模式');
    const toggle = within(settings.closest('.adm-list-item')!).getByRole('switch', { name: '关怀模式' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(localStorage.getItem(CARE_MODE_KEY)).toBe('1');
    expect(document.documentElement.hasAttribute('data-care')).toBe(true);

    await userEvent.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
    expect(localStorage.getItem(CARE_MODE_KEY)).toBeNull();
    expect(document.documentElement.hasAttribute('data-care')).toBe(false);
  });

  it('shows fewer things on home: no banner and no news', async () => {
    serve();
    careMode.set(true);
    renderApp({ routes: appRoutes, at: '/home' });
    expect(await screen.findByRole('region', { name: '服务菜单' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: '广告' })).toBeNull();
    expect(screen.queryByLabelText('广告加载中')).toBeNull();
    expect(screen.queryByRole('region', { name: '停车资讯' })).toBeNull();
  });
});
