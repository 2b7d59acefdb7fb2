import { BagRoutes, BasicRoutes, formatFen } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aBagPark, aMenuConfig, BAG_PARK_ID } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const PARK = BAG_PARK_ID;

describe('/H5Mounth (a park’s monthly-plan QR code)', () => {
  it('shows the plans signed out, and 立即办理 leads to the rules, then the application asks for a login', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
        [at(BagRoutes.bagPark, { parkId: PARK })]: ok(aBagPark()),
      }).fetch,
    );
    const { router } = renderApp({ routes: appRoutes, at: `/H5Mounth?parkId=${PARK}` });
    expect(await screen.findByText('武林广场地下停车场')).toBeTruthy();
    expect(screen.getByText('剩余月卡名额 12 个')).toBeTruthy();
    expect(screen.getByText('月卡 · 小型车')).toBeTruthy();
    expect(screen.getByText(formatFen(30000))).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即办理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/monthlyRuleNotice'));
    await userEvent.click(await screen.findByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: '同意并办理' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(decodeURIComponent(router.state.location.search)).toBe(`?redirect=/mounthlyNotarize?parkId=${PARK}`);
  });

  it('says when the plans are sold out, and when the code carries no park', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
        [at(BagRoutes.bagPark, { parkId: PARK })]: ok(aBagPark({ leftBagSpaceNum: 0 })),
      }).fetch,
    );
    const { router } = renderApp({ routes: appRoutes, at: `/H5Mounth?parkId=${PARK}` });
    expect(await screen.findByText('月卡名额已满')).toBeTruthy();
    expect(screen.getByRole('button', { name: '名额已满' }).hasAttribute('disabled')).toBe(true);
    await router.navigate('/H5Mounth');
    expect(await screen.findByText('二维码无效，请重新扫描停车场的月卡二维码')).toBeTruthy();
  });
});
