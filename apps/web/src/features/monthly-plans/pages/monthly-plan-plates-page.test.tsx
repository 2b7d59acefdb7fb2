import { BagRoutes, BasicRoutes, StorageKey } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const served = () =>
  fakeServer({
    [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
    [at(BagRoutes.bagApplications)]: ok({ results: [] }),
    [at(BagRoutes.bagPlans)]: ok({ results: [] }),
  }).fetch;

describe('/mounthlyPayManage and /myMounthlyPay without their ids', () => {
  // Issue 44: 我的 → 包月车辆 was a skeleton forever, then led to /myMounthlyPay, which without an application waited
  // forever too (the e2e net, entries.spec.ts). Both lead to the driver's plans, which settle.
  it.each(['/mounthlyPayManage', '/myMounthlyPay'])('%s opens the driver’s plans, which settle', async (path) => {
    localStorage.setItem(StorageKey.token, 't');
    vi.stubGlobal('fetch', served());
    const { router } = renderApp({ routes: appRoutes, at: path });
    await waitFor(() => expect(router.state.location.pathname).toBe('/monthParking'));
    expect(await screen.findByText('暂无月卡')).toBeTruthy();
    expect(screen.queryByText('加载中…')).toBeNull();
  });
});
