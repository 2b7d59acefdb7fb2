import { CouponOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import { idempotencyKeyOf, payerOf, sendPayAnswer } from '../payments';
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
  serve(app, CouponOps.saleTemplates, signedIn, async (req) =>
    ok(await merchant.saleTemplates(req.driver, req.params.merchantId)),
  );
  // The staff member's own account pays (decision 049): payer and idempotency key as for any purchase.
  serve(app, CouponOps.buyBatch, signedIn, async (req, reply) =>
    sendPayAnswer(
      reply,
      await merchant.buyBatch(
        req.driver,
        req.params.merchantId,
        { ...payerOf(req, req.driver.id), driverId: req.driver.id },
        req.body,
        idempotencyKeyOf(req),
      ),
    ),
  );
  serve(app, CouponOps.batchOrders, signedIn, async (req) =>
    ok(await merchant.batchOrders(req.driver, req.params.merchantId, req.query)),
  );
  serve(app, CouponOps.batchOrder, signedIn, async (req) =>
    ok(await merchant.batchOrder(req.driver, req.params.batchOrderId)),
  );

  // Decision 053: /couponsDetail and /parkingDetail, the store's own records only (another store's: 404).
  serve(app, CouponOps.batchDetail, signedIn, async (req) =>
    ok(await merchant.batchDetail(req.driver, req.params.merchantId, req.params.batchId)),
  );
  serve(app, CouponOps.batchCoupons, signedIn, async (req) =>
    ok(await merchant.batchCoupons(req.driver, req.params.merchantId, req.params.batchId, req.query)),
  );
  serve(app, CouponOps.parkingDetail, signedIn, async (req) =>
    ok(await merchant.parkingDetail(req.driver, req.params.merchantId, req.params.couponId)),
  );
}
