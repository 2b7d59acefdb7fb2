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
import type { FastifyInstance, preHandlerHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { PublicityService } from './publicity.service';

/** What an operator can do with one kind of content item; the dealer always comes from the session. */
interface Editing<Input extends z.ZodType, Item extends z.ZodType> {
  input: Input;
  item: Item;
  create(dealerId: string, body: z.output<Input>): Promise<z.output<Item>>;
  update(dealerId: string, id: string, body: z.output<Input>): Promise<z.output<Item>>;
  remove(dealerId: string, id: string): Promise<unknown>;
}

/** POST `path`, PUT and DELETE `path/:id` of one kind of content item (the body is the schema's output: checked). */
function editingRoutes<Input extends z.ZodType, Item extends z.ZodType>(
  app: FastifyInstance,
  path: string,
  preHandler: preHandlerHookHandler,
  edit: Editing<Input, Item>,
) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  const item = { 200: envelope(edit.item) };
  typed.post(path, { schema: { body: edit.input, response: item }, preHandler }, async (req) =>
    ok(await edit.create(req.operator.dealerId, req.body as z.output<Input>)),
  );
  typed.put(
    `${path}/:id`,
    { schema: { params: ContentIdParams, body: edit.input, response: item }, preHandler },
    async (req) => ok(await edit.update(req.operator.dealerId, req.params.id, req.body as z.output<Input>)),
  );
  typed.delete(
    `${path}/:id`,
    { schema: { params: ContentIdParams, response: { 200: envelope(ContentIdParams) } }, preHandler },
    async (req) => {
      await edit.remove(req.operator.dealerId, req.params.id);
      return ok({ id: req.params.id });
    },
  );
}

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

  app.get(
    '/advertisings',
    { schema: { querystring: OperatorContentQuery, response: { 200: envelope(OperatorAdPage) } }, preHandler: editor },
    async (req) => ok(await ops.listAds(req.operator.dealerId, req.query)),
  );
  editingRoutes(app, '/advertisings', editor, {
    input: AdInput,
    item: OperatorAd,
    create: ops.createAd,
    update: ops.updateAd,
    remove: ops.deleteAd,
  });

  app.get(
    '/news',
    {
      schema: { querystring: OperatorContentQuery, response: { 200: envelope(OperatorNewsPage) } },
      preHandler: editor,
    },
    async (req) => ok(await ops.listNews(req.operator.dealerId, req.query)),
  );
  editingRoutes(app, '/news', editor, {
    input: NewsInput,
    item: OperatorNews,
    create: ops.createNews,
    update: ops.updateNews,
    remove: ops.deleteNews,
  });

  app.get(
    '/notices',
    {
      schema: { querystring: OperatorNoticeQuery, response: { 200: envelope(OperatorNoticePage) } },
      preHandler: editor,
    },
    async (req) => ok(await ops.listNotices(req.operator.dealerId, req.query.noticeType, req.query)),
  );
  editingRoutes(app, '/notices', editor, {
    input: NoticeInput,
    item: OperatorNotice,
    create: ops.createNotice,
    update: ops.updateNotice,
    remove: ops.deleteNotice,
  });
};
