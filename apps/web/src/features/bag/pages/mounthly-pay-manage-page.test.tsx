import { BasicRoutes, StorageKey } from '@parking/contracts';
import { waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

describe('/mounthlyPayManage', () => {
  it('without a plan (我的 → 包月车辆) opens the driver’s plans instead of a skeleton forever (issue 44)', async () => {
    localStorage.setItem(StorageKey.token, 't');
    vi.stubGlobal('fetch', fakeServer({ [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()) }).fetch);
    const { router } = renderApp({ routes: appRoutes, at: '/mounthlyPayManage' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/myMounthlyPay'));
  });
});
