import { BasicRoutes, SharingRoutes, StorageKey, type SharingPark } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installUiEffects } from '../../../api/ui-effects';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { fakeEffects } from '../../../test/fake-effects';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const PROMPT = '您的信用分低于0分，无法进行错时共享，是否前往查看信用分？';

const park: SharingPark = {
  parkId: '00000000-0000-4000-8000-000000000001',
  parkName: '杭州大厦购物城停车场',
  parkAddr: '武林广场21号',
  products: [
    {
      productId: '00000000-0000-4000-8000-000000000002',
      parkId: '00000000-0000-4000-8000-000000000001',
      parkName: '杭州大厦购物城停车场',
      kind: 'package',
      kindName: '包期',
      name: '夜间包期',
      priceFen: 15_000,
      rules: [{ days: 'daily', from: '18:00', to: '09:00' }],
      scheduleText: '每日 18:00-次日09:00',
      totalNum: 50,
      periods: [{ period: '2026-11', label: '本月（11月）', leftNum: 49 }],
    },
  ],
};

function serve(score: number) {
  localStorage.setItem(StorageKey.token, 't');
  vi.stubGlobal(
    'fetch',
    fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(SharingRoutes.sharingAllow)]: ok({ allow: score >= 0, score, prompt: score >= 0 ? null : PROMPT }),
      [at(SharingRoutes.sharingParks)]: ok({ results: [park] }),
      [at(SharingRoutes.creditScore)]: ok({ score, allow: score >= 0, events: 1 }),
    }).fetch,
  );
}

describe('/wrongTimeShare', () => {
  it('lists the parks’ packages with schedule, price and slots when the score allows', async () => {
    serve(5);
    renderApp({ routes: appRoutes, at: '/wrongTimeShare' });
    const link = await screen.findByRole('link', { name: /夜间包期/ });
    expect(link.textContent).toContain('每日 18:00-次日09:00');
    expect(link.textContent).toContain('剩余 49/50');
    expect(link.getAttribute('href')).toBe(`/packageCarSelect?productId=${park.products[0]!.productId}`);
  });

  it('below 0 asks with the spec’s prompt and goes to /integral on confirm', async () => {
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    serve(-10);
    const { router } = renderApp({ routes: appRoutes, at: '/wrongTimeShare' });
    await waitFor(() => expect(dialogs.effects).toContainEqual(expect.objectContaining({ content: PROMPT })));
    expect(screen.queryByRole('link', { name: /夜间包期/ })).toBeNull();
    await dialogs.answer(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/integral'));
    expect(await screen.findByLabelText('信用分', { exact: true })).toBeTruthy();
  });
});
