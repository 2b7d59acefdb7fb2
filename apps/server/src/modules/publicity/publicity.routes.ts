import {
  AdvertisingsRequest,
  Advertisings,
  ImportantNews,
  NewsDetail,
  NewsDetailQuery,
  NewsListQuery,
  NewsPage,
  NoticeDetail,
  NoticeDetailQuery,
  NoticeListQuery,
  NoticePage,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { PublicityService } from './publicity.service';

const BASE = '/publicity/v2/api';

/** Driver endpoints of ads, news and notices (spec section 7); registered where req.dealer is resolved. */
export const publicityRoutes: FastifyPluginAsyncZod<{ publicity: PublicityService }> = async (app, { publicity }) => {
  app.post(
    `${BASE}/advertisings`,
    // The app may post no body at all; that means the default city.
    { schema: { body: AdvertisingsRequest.nullish(), response: { 200: envelope(Advertisings) } } },
    async (req) => ok(await publicity.advertisings(req.dealer.id, req.body?.cityName ?? '')),
  );

  app.get(
    `${BASE}/news`,
    { schema: { querystring: NewsListQuery, response: { 200: envelope(NewsPage) } } },
    async (req) => ok(await publicity.news(req.dealer.id, req.query)),
  );

  app.get(`${BASE}/news/important`, { schema: { response: { 200: envelope(ImportantNews) } } }, async (req) =>
    ok(await publicity.importantNews(req.dealer.id)),
  );

  app.get(
    `${BASE}/news/detail`,
    { schema: { querystring: NewsDetailQuery, response: { 200: envelope(NewsDetail) } } },
    async (req) => ok(await publicity.newsDetail(req.dealer.id, req.query.newsId)),
  );

  app.get(
    `${BASE}/notices`,
    { schema: { querystring: NoticeListQuery, response: { 200: envelope(NoticePage) } } },
    async (req) => ok(await publicity.notices(req.dealer.id, req.query.noticeType, req.query)),
  );

  app.get(
    `${BASE}/notices/detail`,
    { schema: { querystring: NoticeDetailQuery, response: { 200: envelope(NoticeDetail) } } },
    async (req) => ok(await publicity.noticeDetail(req.dealer.id, req.query.noticeId)),
  );
};
