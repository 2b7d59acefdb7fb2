import {
  CollectIdsParams,
  CollectListQuery,
  CollectParkRequest,
  CollectResult,
  Citys,
  NearbyParksRequest,
  NearbySearchByNameRequest,
  ParkPage,
  ParkPayTypes,
  ParkPayTypesQuery,
  ParksByNameQuery,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { ParkFilter } from './discovery.repository';
import type { DiscoveryService } from './discovery.service';

const BASE = '/dealer/v2/api';

/**
 * Driver endpoints for finding parks (spec section 7) and the favourite parks; registered where req.dealer is
 * resolved. Lists work anonymously; a signed-in driver also sees which parks are favourites.
 */
export const discoveryRoutes: FastifyPluginAsyncZod<{ discovery: DiscoveryService }> = async (app, { discovery }) => {
  const viewerOf = (req: { maybeDriver: { id: string } | null }) => req.maybeDriver;
  const nearby = { body: NearbyParksRequest, response: { 200: envelope(ParkPage) } };

  const nearbyList = (path: string, filter: ParkFilter) =>
    app.post(`${BASE}/${path}`, { schema: nearby, preHandler: app.optionalDriver }, async (req) =>
      ok(await discovery.nearby(req.dealer.id, viewerOf(req), req.body, filter)),
    );
  nearbyList('nearbyParks', {});
  nearbyList('nearbyBagParks', { bag: true });
  nearbyList('nearbyDiffTimeParks', { diffTime: true });
  nearbyList('nearByCanBookParks', { book: true });

  app.post(`${BASE}/nearbyParks/home`, { schema: nearby, preHandler: app.optionalDriver }, async (req) =>
    ok(await discovery.nearbyForHome(req.dealer.id, viewerOf(req), req.body)),
  );

  app.post(
    `${BASE}/nearbySearchByName`,
    {
      schema: { body: NearbySearchByNameRequest, response: { 200: envelope(ParkPage) } },
      preHandler: app.optionalDriver,
    },
    async (req) => ok(await discovery.searchByName(req.dealer.id, viewerOf(req), req.body)),
  );

  app.get(
    `${BASE}/parksByName`,
    {
      schema: { querystring: ParksByNameQuery, response: { 200: envelope(ParkPage) } },
      preHandler: app.optionalDriver,
    },
    async (req) => ok(await discovery.byName(req.dealer.id, viewerOf(req), req.query)),
  );

  app.get(`${BASE}/citys`, { schema: { response: { 200: envelope(Citys) } } }, async (req) =>
    ok(await discovery.cities(req.dealer.id)),
  );

  app.get(
    `${BASE}/parkPayTypesFetch`,
    { schema: { querystring: ParkPayTypesQuery, response: { 200: envelope(ParkPayTypes) } } },
    async (req) => ok(await discovery.payTypes(req.dealer.id, req.query.parkId)),
  );

  app.get(
    `${BASE}/collectParks`,
    { schema: { querystring: CollectListQuery, response: { 200: envelope(ParkPage) } }, preHandler: app.requireDriver },
    async (req) => ok(await discovery.collected(req.driver, req.query)),
  );
  app.post(
    `${BASE}/collectParks`,
    { schema: { body: CollectParkRequest, response: { 200: envelope(CollectResult) } }, preHandler: app.requireDriver },
    async (req) => ok(await discovery.collect(req.driver, req.body.parkId)),
  );
  app.delete(
    `${BASE}/collectParks/:id`,
    { schema: { params: CollectIdsParams, response: { 200: envelope(CollectResult) } }, preHandler: app.requireDriver },
    async (req) => ok(await discovery.uncollect(req.driver, req.params.id)),
  );
};
