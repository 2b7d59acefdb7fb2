import { CouponOperatorOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { CouponsService } from './coupons.service';

/** Admins of a dealer set up coupons: templates, merchants and their staff, batches; finance reads the report. */
export async function couponOperatorRoutes(app: FastifyInstance, { coupons }: { coupons: CouponsService }) {
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };
  const reader = { preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE) };
  const { operator } = coupons;
  // Service agents choose a template when they compensate an appeal with a coupon (decision 054).
  const templateReader = {
    preHandler: app.requireOperator(OperatorRole.ADMIN, OperatorRole.FINANCE, OperatorRole.SERVICE),
  };

  serve(app, CouponOperatorOps.couponTemplates, templateReader, async (req) =>
    ok(await operator.templates(req.operator.dealerId)),
  );
  serve(app, CouponOperatorOps.createCouponTemplate, admin, async (req) =>
    ok(await operator.createTemplate(req.operator.dealerId, req.body)),
  );
  serve(app, CouponOperatorOps.merchants, reader, async (req) =>
    ok(await operator.merchants(req.operator.dealerId, req.query)),
  );
  serve(app, CouponOperatorOps.createMerchant, admin, async (req) =>
    ok(await operator.createMerchant(req.operator.dealerId, req.body)),
  );
  serve(app, CouponOperatorOps.couponBatches, reader, async (req) => ok(await operator.batches(req.operator.dealerId)));
  serve(app, CouponOperatorOps.createCouponBatch, admin, async (req) =>
    ok(await operator.createBatch(req.operator.dealerId, req.body)),
  );
  serve(app, CouponOperatorOps.couponReport, reader, async (req) => ok(await operator.report(req.operator.dealerId)));
  serve(app, CouponOperatorOps.withdrawCouponTemplate, admin, async (req) =>
    ok(await operator.withdrawTemplate(req.operator.dealerId, req.params.templateId)),
  );
  // Merchants edited and disabled, staff one by one, QR validation settings (decision 090): admins; finance reads.
  serve(app, CouponOperatorOps.updateMerchant, admin, async (req) =>
    ok(await operator.updateMerchant(req.operator.dealerId, req.params.merchantId, req.body)),
  );
  serve(app, CouponOperatorOps.disableMerchant, admin, async (req) =>
    ok(await operator.disableMerchant(req.operator.dealerId, req.params.merchantId, req.body.reason)),
  );
  serve(app, CouponOperatorOps.enableMerchant, admin, async (req) =>
    ok(await operator.enableMerchant(req.operator.dealerId, req.params.merchantId)),
  );
  serve(app, CouponOperatorOps.merchantStaff, reader, async (req) =>
    ok(await operator.merchantStaff(req.operator.dealerId, req.params.merchantId)),
  );
  serve(app, CouponOperatorOps.addMerchantStaff, admin, async (req) =>
    ok(await operator.addMerchantStaff(req.operator.dealerId, req.params.merchantId, req.body.phone)),
  );
  serve(app, CouponOperatorOps.removeMerchantStaff, admin, async (req) =>
    ok(await operator.removeMerchantStaff(req.operator.dealerId, req.params.merchantId, req.params.driverId)),
  );
  serve(app, CouponOperatorOps.couponSettings, reader, async (req) =>
    ok(await operator.settings(req.operator.dealerId)),
  );
  serve(app, CouponOperatorOps.saveCouponSettings, admin, async (req) =>
    ok(await operator.saveSettings(req.operator.dealerId, req.body)),
  );
  serve(app, CouponOperatorOps.refundCouponOnlyStay, admin, async (req) =>
    ok(await operator.refundCouponOnlyStay(req.operator.dealerId, req.params.stayId)),
  );
}
