import { SharingRoutes, VehicleRoutes, type SharingProduct } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aPage } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { SCREEN_TIMEOUT } from '../../../test/screen-cases';
import { serveApp } from '../../../test/serve-app';
import { aDriverPlate, fakeScreen } from '../../../test/vehicle-screens';

const productId = '00000000-0000-4000-8000-000000000002';
const product: SharingProduct = {
  productId,
  parkId: '00000000-0000-4000-8000-000000000001',
  parkName: '杭州大厦购物城停车场',
  kind: 'package',
  kindName: '包期',
  name: '夜间包期',
  priceFen: 15_000,
  rules: [{ days: 'daily', from: '18:00', to: '09:00' }],
  scheduleText: '每日 18:00-次日09:00',
  totalNum: 50,
  periods: [{ period: '2026-11', label: '本月（11月） · 剩余 49', leftNum: 49 }],
};
const plates = [
  aDriverPlate(),
  aDriverPlate({
    plateId: '00000000-0000-4000-8000-000000000009',
    plateNo: '浙B88888',
    formatPlateNo: '浙B·88888',
    isDefault: false,
  }),
];

function open() {
  fakeScreen({ loggedIn: true });
  serveApp({
    [at(SharingRoutes.sharingProduct, { productId })]: ok(product),
    [at(VehicleRoutes.plates)]: ok(aPage(plates)),
  });
  return renderApp({ routes: appRoutes, at: `/packageCarSelect?productId=${productId}` });
}
const plateOf = (search: string) => new URLSearchParams(search).get('plateNo');

// Issue 44: a purchase for a car starts from the driver's bound plates; another is typed on the plate keyboard.
describe('/packageCarSelect: the car a share is for', () => {
  it(
    'starts with the default plate chosen; another bound plate is a tap',
    async () => {
      const user = userEvent.setup();
      const { router } = open();
      const chosen = await screen.findByRole('radio', { name: '浙A·12345' });
      await waitFor(() => expect(chosen.getAttribute('aria-checked')).toBe('true'));
      await user.click(screen.getByRole('radio', { name: '浙B·88888' }));
      await user.click(screen.getByRole('button', { name: '下一步' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/wrongTimePackagePay'));
      expect(plateOf(router.state.location.search)).toBe('浙B88888');
    },
    SCREEN_TIMEOUT,
  );

  it(
    '其他车牌 opens the plate keyboard, no system keyboard',
    async () => {
      const user = userEvent.setup();
      const { router } = open();
      await user.click(await screen.findByRole('radio', { name: '其他车牌' }));
      expect(screen.queryByRole('textbox')).toBeNull();
      await user.click(screen.getByRole('button', { name: /^第1位/ }));
      for (const key of ['浙', 'C', '1', '2', '3', '4', '5']) {
        await user.click(within(screen.getByRole('group', { name: '车牌键盘' })).getByRole('button', { name: key }));
      }
      await user.click(screen.getByRole('button', { name: '下一步' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/wrongTimePackagePay'));
      expect(plateOf(router.state.location.search)).toBe('浙C12345');
    },
    SCREEN_TIMEOUT,
  );
});
