import { ok, PublicityOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { MessagesService } from './messages.service';
import type { PublicityService } from './publicity.service';

/** Driver endpoints of ads, news and notices (spec section 7); registered where req.dealer is resolved. */
export async function publicityRoutes(
  app: FastifyInstance,
  { publicity, messages }: { publicity: PublicityService; messages: MessagesService },
) {
  serve(app, PublicityOps.advertisings, {}, async (req) =>
    ok(await publicity.advertisings(req.dealer.id, req.body?.cityName ?? '')),
  );

  serve(app, PublicityOps.news, {}, async (req) => ok(await publicity.news(req.dealer.id, req.query)));

  serve(app, PublicityOps.importantNews, {}, async (req) => ok(await publicity.importantNews(req.dealer.id)));

  serve(app, PublicityOps.newsDetail, {}, async (req) =>
    ok(await publicity.newsDetail(req.dealer.id, req.query.newsId)),
  );

  serve(app, PublicityOps.notices, {}, async (req) =>
    ok(await publicity.notices(req.dealer.id, req.query.noticeType, req.query)),
  );

  serve(app, PublicityOps.noticeDetail, {}, async (req) =>
    ok(await publicity.noticeDetail(req.dealer.id, req.query.noticeId)),
  );

  // The 消息中心 (issue 44): the signed-in driver's own read state only.
  const signedIn = { preHandler: app.requireDriver };
  serve(app, PublicityOps.messageUnread, signedIn, async (req) => ok(await messages.unread(req.driver)));
  serve(app, PublicityOps.messages, signedIn, async (req) => ok(await messages.list(req.driver, req.query)));
  serve(app, PublicityOps.readMessages, signedIn, async (req) => ok(await messages.read(req.driver, req.body)));
}
