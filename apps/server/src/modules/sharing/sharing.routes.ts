import { SharingOps, ok } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../kernel/serve';
import type { PurchaseOpener } from '../payments';
import type { SharingService } from './sharing.service';

/** A driver's off-peak sharing and credit; every share and violation reached is the driver's own (else 404). */
export async function sharingRoutes(
  app: FastifyInstance,
  { sharing, opener }: { sharing: SharingService; opener: PurchaseOpener },
) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver } = sharing;
  const me = (req: FastifyRequest) => ({ id: req.driver.id, dealerId: req.dealer.id });

  serve(app, SharingOps.sharingAllow, signedIn, async (req) => ok(await driver.allow(me(req))));
  serve(app, SharingOps.sharingParks, {}, async (req) => ok(await driver.parks(req.dealer.id)));
  serve(app, SharingOps.sharingProduct, {}, async (req) =>
    ok(await driver.product(req.dealer.id, req.params.productId)),
  );
  serve(app, SharingOps.buyShare, signedIn, async (req, reply) => {
    const answer = await driver.buy(me(req), req.body, opener(req, req.body.payChannel));
    return reply.status(answer.statusCode).send(answer.body);
  });
  serve(app, SharingOps.shares, signedIn, async (req) => ok(await driver.shares(me(req))));
  serve(app, SharingOps.share, signedIn, async (req) => ok(await driver.share(me(req), req.params.shareId)));
  serve(app, SharingOps.shareCancelPreview, signedIn, async (req) =>
    ok(await driver.cancelPreview(me(req), req.params.shareId)),
  );
  serve(app, SharingOps.cancelShare, signedIn, async (req) =>
    ok(await driver.cancel(me(req), req.params.shareId, req.body.refundFen)),
  );
  serve(app, SharingOps.changeSharePlate, signedIn, async (req) =>
    ok(await driver.changePlate(me(req), req.params.shareId, req.body.plateId)),
  );
  serve(app, SharingOps.sharingViolations, signedIn, async (req) => ok(await driver.violations(me(req))));
  serve(app, SharingOps.creditScore, signedIn, async (req) => ok(await driver.score(me(req))));
  serve(app, SharingOps.creditEvents, signedIn, async (req) => ok(await driver.creditEvents(me(req))));
  serve(app, SharingOps.creditResult, signedIn, async (req) =>
    ok(await driver.creditResult(me(req), req.params.eventId)),
  );
  serve(app, SharingOps.creditRules, {}, async (req) => ok(await driver.creditRules(req.dealer.id)));
}
