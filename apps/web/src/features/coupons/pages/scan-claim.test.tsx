import { CouponRoutes, type Coupon } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { SCREEN_TIMEOUT } from '../../../test/screen-cases';
import { serveApp } from '../../../test/serve-app';
import { fakeScreen } from '../../../test/vehicle-screens';

const aCoupon: Coupon = {
  id: 'c1',
  name: '午餐停车券',
  title: '抵扣5元',
  kind: 'amount',
  state: 'unused',
  merchantName: '湖滨银泰',
  parkNames: null,
  minSpendFen: 0,
  plateNo: null,
  validFrom: '2026-06-01T02:00:00.000Z',
  validUntil: '2026-06-08T02:00:00.000Z',
  issuedAt: '2026-06-01T02:00:00.000Z',
  usedAt: null,
  discountFen: null,
};

// Issue 44: the page after a scan names the coupon and the store that gave it.
describe('/scanQRCode in WeChat', () => {
  it(
    'claims the coupon and names it on the success page',
    async () => {
      vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone) MicroMessenger/8.0.50');
      fakeScreen({ loggedIn: true });
      serveApp({ [at(CouponRoutes.claimQrCoupon)]: ok(aCoupon) });
      const { router } = renderApp({ routes: appRoutes, at: `/scanQRCode?token=${'q'.repeat(32)}` });
      await waitFor(() => expect(router.state.location.pathname).toBe('/scanQRCodeSuccess'));
      expect(await screen.findByText(/湖滨银泰赠送的“午餐停车券（抵扣5元）”已放入您的优惠券/)).toBeTruthy();
    },
    SCREEN_TIMEOUT,
  );
});
