import { BasicOperatorOps, BasicOps, ok, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { H5Service } from './h5.service';

/** Driver endpoints: jsapiSigns (WeChat JS-SDK config) and getH5Url (spec section 7). */
export async function h5Routes(app: FastifyInstance, { h5 }: { h5: H5Service }) {
  serve(app, BasicOps.jsapiSigns, {}, async (req) => ok(await h5.jsapiSigns(req.dealer.id, req.query.url)));

  serve(app, BasicOps.getH5Url, { preHandler: app.optionalDriver }, async (req) =>
    ok(await h5.h5Url(req.dealer.id, req.query.pageId, req.query.driverId, req.maybeDriver)),
  );
}

/** h5Pages, saveH5Pages: an operator (content or admin) reads and replaces the dealer's external H5 pages. */
export async function h5OperatorRoutes(app: FastifyInstance, { h5 }: { h5: H5Service }) {
  const editor = { preHandler: app.requireOperator(OperatorRole.CONTENT) };
  serve(app, BasicOperatorOps.h5Pages, editor, async (req) => ok(await h5.pages(req.operator.dealerId)));
  serve(app, BasicOperatorOps.saveH5Pages, editor, async (req) =>
    ok(await h5.savePages(req.operator.dealerId, req.body)),
  );
}
