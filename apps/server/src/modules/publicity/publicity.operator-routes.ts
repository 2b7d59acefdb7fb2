import {
  AdInput,
  ContentIdParams,
  NewsInput,
  NoticeInput,
  OperatorAd,
  OperatorAdPage,
  OperatorContentQuery,
  OperatorNews,
  OperatorNewsPage,
  OperatorNotice,
  OperatorNoticePage,
  OperatorNoticeQuery,
  OperatorRole,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicityService } from './publicity.service';

/**
 * Operators manage their own dealer's ads, news and notices (under /api/operator/v1, role content or admin).
 * The dealer always comes from the operator's session, so another dealer's id is simply not found.
 */
export const publicityOperatorRoutes: FastifyPluginAsyncZod<{ publicity: PublicityService }> = async (
  app,
  { publicity },
) => {
  const editor = app.requireOperator(OperatorRole.CONTENT);
  const ops = publicity.operator;
  const deleted = { 200: envelope(ContentIdParams) };

  app.get(
    '/advertisings',
    { schema: { querystring: OperatorContentQuery, response: { 200: envelope(OperatorAdPage) } }, preHandler: editor },
    async (req) => ok(await ops.listAds(req.operator.dealerId, req.query)),
  );
  app.post(
    '/advertisings',
    { schema: { body: AdInput, response: { 200: envelope(OperatorAd) } }, preHandler: editor },
    async (req) => ok(await ops.createAd(req.operator.dealerId, req.body)),
  );
  app.put(
    '/advertisings/:id',
    { schema: { params: ContentIdParams, body: AdInput, response: { 200: envelope(OperatorAd) } }, preHandler: editor },
    async (req) => ok(await ops.updateAd(req.operator.dealerId, req.params.id, req.body)),
  );
  app.delete(
    '/advertisings/:id',
    { schema: { params: ContentIdParams, response: deleted }, preHandler: editor },
    async (req) => {
      await ops.deleteAd(req.operator.dealerId, req.params.id);
      return ok({ id: req.params.id });
    },
  );

  app.get(
    '/news',
    {
      schema: { querystring: OperatorContentQuery, response: { 200: envelope(OperatorNewsPage) } },
      preHandler: editor,
    },
    async (req) => ok(await ops.listNews(req.operator.dealerId, req.query)),
  );
  app.post(
    '/news',
    { schema: { body: NewsInput, response: { 200: envelope(OperatorNews) } }, preHandler: editor },
    async (req) => ok(await ops.createNews(req.operator.dealerId, req.body)),
  );
  app.put(
    '/news/:id',
    {
      schema: { params: ContentIdParams, body: NewsInput, response: { 200: envelope(OperatorNews) } },
      preHandler: editor,
    },
    async (req) => ok(await ops.updateNews(req.operator.dealerId, req.params.id, req.body)),
  );
  app.delete(
    '/news/:id',
    { schema: { params: ContentIdParams, response: deleted }, preHandler: editor },
    async (req) => {
      await ops.deleteNews(req.operator.dealerId, req.params.id);
      return ok({ id: req.params.id });
    },
  );

  app.get(
    '/notices',
    {
      schema: { querystring: OperatorNoticeQuery, response: { 200: envelope(OperatorNoticePage) } },
      preHandler: editor,
    },
    async (req) => ok(await ops.listNotices(req.operator.dealerId, req.query.noticeType, req.query)),
  );
  app.post(
    '/notices',
    { schema: { body: NoticeInput, response: { 200: envelope(OperatorNotice) } }, preHandler: editor },
    async (req) => ok(await ops.createNotice(req.operator.dealerId, req.body)),
  );
  app.put(
    '/notices/:id',
    {
      schema: { params: ContentIdParams, body: NoticeInput, response: { 200: envelope(OperatorNotice) } },
      preHandler: editor,
    },
    async (req) => ok(await ops.updateNotice(req.operator.dealerId, req.params.id, req.body)),
  );
  app.delete(
    '/notices/:id',
    { schema: { params: ContentIdParams, response: deleted }, preHandler: editor },
    async (req) => {
      await ops.deleteNotice(req.operator.dealerId, req.params.id);
      return ok({ id: req.params.id });
    },
  );
};
