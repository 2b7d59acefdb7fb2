import { ok, OperatorRole, PublicityOperatorOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { PublicityService } from './publicity.service';

/**
 * Operators manage their own dealer's ads, news and notices (in the operator scope, role content or admin).
 * The dealer always comes from the operator's session, so another dealer's id is simply not found.
 */
export async function publicityOperatorRoutes(app: FastifyInstance, { publicity }: { publicity: PublicityService }) {
  const editor = { preHandler: app.requireOperator(OperatorRole.CONTENT) };
  const ops = publicity.operator;

  serve(app, PublicityOperatorOps.listAds, editor, async (req) =>
    ok(await ops.listAds(req.operator.dealerId, req.query)),
  );
  serve(app, PublicityOperatorOps.createAd, editor, async (req) =>
    ok(await ops.createAd(req.operator.dealerId, req.body)),
  );
  serve(app, PublicityOperatorOps.updateAd, editor, async (req) =>
    ok(await ops.updateAd(req.operator.dealerId, req.params.id, req.body)),
  );
  serve(app, PublicityOperatorOps.deleteAd, editor, async (req) => {
    await ops.deleteAd(req.operator.dealerId, req.params.id);
    return ok({ id: req.params.id });
  });

  serve(app, PublicityOperatorOps.listNews, editor, async (req) =>
    ok(await ops.listNews(req.operator.dealerId, req.query)),
  );
  serve(app, PublicityOperatorOps.createNews, editor, async (req) =>
    ok(await ops.createNews(req.operator.dealerId, req.body)),
  );
  serve(app, PublicityOperatorOps.updateNews, editor, async (req) =>
    ok(await ops.updateNews(req.operator.dealerId, req.params.id, req.body)),
  );
  serve(app, PublicityOperatorOps.deleteNews, editor, async (req) => {
    await ops.deleteNews(req.operator.dealerId, req.params.id);
    return ok({ id: req.params.id });
  });

  serve(app, PublicityOperatorOps.listNotices, editor, async (req) =>
    ok(await ops.listNotices(req.operator.dealerId, req.query.noticeType, req.query)),
  );
  serve(app, PublicityOperatorOps.createNotice, editor, async (req) =>
    ok(await ops.createNotice(req.operator.dealerId, req.body)),
  );
  serve(app, PublicityOperatorOps.updateNotice, editor, async (req) =>
    ok(await ops.updateNotice(req.operator.dealerId, req.params.id, req.body)),
  );
  serve(app, PublicityOperatorOps.deleteNotice, editor, async (req) => {
    await ops.deleteNotice(req.operator.dealerId, req.params.id);
    return ok({ id: req.params.id });
  });
}
