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

  serve(app, PublicityOperatorOps.listAds, editor, listed(ops.listAds));
  serve(app, PublicityOperatorOps.createAd, editor, created(ops.createAd));
  serve(app, PublicityOperatorOps.updateAd, editor, updated(ops.updateAd));
  serve(app, PublicityOperatorOps.deleteAd, editor, deleted(ops.deleteAd));

  serve(app, PublicityOperatorOps.listNews, editor, listed(ops.listNews));
  serve(app, PublicityOperatorOps.createNews, editor, created(ops.createNews));
  serve(app, PublicityOperatorOps.updateNews, editor, updated(ops.updateNews));
  serve(app, PublicityOperatorOps.deleteNews, editor, deleted(ops.deleteNews));

  serve(app, PublicityOperatorOps.listNotices, editor, async (req) =>
    ok(await ops.listNotices(req.operator.dealerId, req.query.noticeType, req.query)),
  );
  serve(app, PublicityOperatorOps.createNotice, editor, created(ops.createNotice));
  serve(app, PublicityOperatorOps.updateNotice, editor, updated(ops.updateNotice));
  serve(app, PublicityOperatorOps.deleteNotice, editor, deleted(ops.deleteNotice));
}

/** What the handlers below read of a request: the operator's dealer (from the session), and the parsed input. */
interface DealerRequest<Params = unknown, Query = unknown, Body = unknown> {
  operator: { dealerId: string };
  params: Params;
  query: Query;
  body: Body;
}

/** The handlers of a kind of content (ads, news, notices): each acts on the operator's own dealer. */
const listed =
  <Q, R>(list: (dealerId: string, query: Q) => Promise<R>) =>
  async (req: DealerRequest<unknown, Q>) =>
    ok(await list(req.operator.dealerId, req.query));
const created =
  <B, R>(create: (dealerId: string, input: B) => Promise<R>) =>
  async (req: DealerRequest<unknown, unknown, B>) =>
    ok(await create(req.operator.dealerId, req.body));
const updated =
  <B, R>(update: (dealerId: string, id: string, input: B) => Promise<R>) =>
  async (req: DealerRequest<{ id: string }, unknown, B>) =>
    ok(await update(req.operator.dealerId, req.params.id, req.body));
const deleted =
  (remove: (dealerId: string, id: string) => Promise<unknown>) => async (req: DealerRequest<{ id: string }>) => {
    await remove(req.operator.dealerId, req.params.id);
    return ok({ id: req.params.id });
  };
