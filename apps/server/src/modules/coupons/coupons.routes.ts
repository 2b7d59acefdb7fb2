import { CouponOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../app/serve';
import type { CouponsService } from './coupons.service';

/** The driver's coupons and merchant staff's giving; a driver reaches only their own coupons and their own stores. */
export async function couponRoutes(app: FastifyInstance, { coupons }: { coupons: CouponsService }) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver, merchant } = coupons;

  serve(app, CouponOps.userCoupons, signedIn, async (req) => ok(await driver.wallet(req.driver, req.query)));
  serve(app, CouponOps.couponsCount, signedIn, async (req) => ok(await driver.counts(req.driver)));
  serve(app, CouponOps.usableCoupons, signedIn, async (req) => ok(await driver.usable(req.driver, req.query)));
  serve(app, CouponOps.claimQrCoupon, signedIn, async (req) => ok(await driver.claim(req.driver, req.body)));

  serve(app, CouponOps.myMerchants, signedIn, async (req) => ok(await merchant.mine(req.driver)));
  serve(app, CouponOps.sendPlateCoupon, signedIn, async (req) => ok(await merchant.sendToPlate(req.driver, req.body)));
  serve(app, CouponOps.createQrCode, signedIn, async (req) =>
    ok(await merchant.createQr(req.driver, req.params.merchantId, req.body)),
  );
  serve(app, CouponOps.givenCoupons, signedIn, async (req) =>
    ok(await merchant.given(req.driver, req.params.merchantId, req.query)),
  );
  serve(app, CouponOps.revokeCoupon, signedIn, async (req) =>
    ok(await merchant.revoke(req.driver, req.params.merchantId, req.params.couponId)),
  );
}
