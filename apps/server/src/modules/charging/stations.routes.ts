import {
  CollectIdsParams,
  CollectListQuery,
  CollectResult,
  CollectStationRequest,
  Limits,
  NearbyStationsRequest,
  StationPage,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { StationsService } from './stations.service';

const BASE = '/cps/v2/api';

/** Driver endpoints for finding charging stations and the favourite stations (spec section 7). */
export const stationRoutes: FastifyPluginAsyncZod<{ stations: StationsService }> = async (app, { stations }) => {
  app.post(
    `${BASE}/nearbyStations`,
    {
      schema: { body: NearbyStationsRequest, response: { 200: envelope(StationPage) } },
      preHandler: app.optionalDriver,
    },
    async (req) => ok(await stations.nearby(req.dealer.id, req.maybeDriver, req.body, Limits.HOME_STATION_COUNT)),
  );

  app.get(
    `${BASE}/collectStations`,
    {
      schema: { querystring: CollectListQuery, response: { 200: envelope(StationPage) } },
      preHandler: app.requireDriver,
    },
    async (req) => ok(await stations.collected(req.driver, req.query)),
  );
  app.post(
    `${BASE}/collectStations`,
    {
      schema: { body: CollectStationRequest, response: { 200: envelope(CollectResult) } },
      preHandler: app.requireDriver,
    },
    async (req) => ok(await stations.collect(req.driver, req.body.stationId)),
  );
  app.delete(
    `${BASE}/collectStations/:id`,
    { schema: { params: CollectIdsParams, response: { 200: envelope(CollectResult) } }, preHandler: app.requireDriver },
    async (req) => ok(await stations.uncollect(req.driver, req.params.id)),
  );
};
