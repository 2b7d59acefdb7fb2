import {
  H5PagesUpdate,
  H5Url,
  H5UrlQuery,
  JsapiSigns,
  JsapiSignsQuery,
  OperatorRole,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { H5Service } from './h5.service';

const BASE = '/basic/v2/api';

/** Driver endpoints: GET jsapiSigns (WeChat JS-SDK config) and GET getH5Url (spec section 7). */
export const h5Routes: FastifyPluginAsyncZod<{ h5: H5Service }> = async (app, { h5 }) => {
  app.get(
    `${BASE}/jsapiSigns`,
    { schema: { querystring: JsapiSignsQuery, response: { 200: envelope(JsapiSigns) } } },
    async (req) => ok(await h5.jsapiSigns(req.dealer.id, req.query.url)),
  );

  app.get(
    `${BASE}/getH5Url`,
    { schema: { querystring: H5UrlQuery, response: { 200: envelope(H5Url) } }, preHandler: app.optionalDriver },
    async (req) => ok(await h5.h5Url(req.dealer.id, req.query.pageId, req.query.driverId, req.maybeDriver)),
  );
};

/** PUT /operator/v1/h5Pages: an operator (content or admin) replaces the dealer's external H5 pages. */
export const h5OperatorRoutes: FastifyPluginAsyncZod<{ h5: H5Service }> = async (app, { h5 }) => {
  app.put(
    '/h5Pages',
    {
      schema: { body: H5PagesUpdate, response: { 200: envelope(H5PagesUpdate) } },
      preHandler: app.requireOperator(OperatorRole.CONTENT),
    },
    async (req) => ok(await h5.savePages(req.operator.dealerId, req.body)),
  );
};
