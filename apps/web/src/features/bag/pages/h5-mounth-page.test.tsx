import { BagRoutes, BasicRoutes, formatFen, type BagPark } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const PARK = '6f1c1d2e-3a4b-4c5d-8e6f-7a8b9c0d1e2f';
const aBagPark = (over: Partial<BagPark> = {}): BagPark => ({
  parkId: PARK,
  parkName: '武林广场地下停车场',
  parkAddr: '杭州市下城区武林广场',
  leftBagSpaceNum: 12,
  rules: { lateRenewDays: 7, lateRenewFrom: 'expiry', startsNextDay: true, needsProof: false, notice: '' },
  products: [
    {
      productId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d',
      parkId: PARK,
      kind: 'month',
      kindName: '月卡',
      vehicleClass: 'small',
      vehicleClassName: '小型车',
      priceFen: 30000,
      windows: null,
      quantity: null,
      maxPlates: 1,
    },
  ],
  ...over,
});

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
