import { ChargingOps, Limits, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { StationsService } from './stations.service';

/** Driver endpoints for finding charging stations and the favourite stations (spec section 7). */
export async function stationRoutes(app: FastifyInstance, { stations }: { stations: StationsService }) {
  const signedIn = { preHandler: app.requireDriver };

  serve(app, ChargingOps.nearbyStations, { preHandler: app.optionalDriver }, async (req) =>
    ok(await stations.nearby(req.dealer.id, req.maybeDriver, req.body, Limits.HOME_STATION_COUNT)),
  );

  serve(app, ChargingOps.collectStations, signedIn, async (req) => ok(await stations.collected(req.driver, req.query)));
  serve(app, ChargingOps.collectStation, signedIn, async (req) =>
    ok(await stations.collect(req.driver, req.body.stationId)),
  );
  serve(app, ChargingOps.uncollectStations, signedIn, async (req) =>
    ok(await stations.uncollect(req.driver, req.params.id)),
  );
}
