import { ParkOps, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ParkFilter } from './discovery.repository';
import type { DiscoveryService } from './discovery.service';

/**
 * Driver endpoints for finding parks (spec section 7) and the favourite parks; registered where req.dealer is
 * resolved. Lists work anonymously; a signed-in driver also sees which parks are favourites.
 */
export async function discoveryRoutes(app: FastifyInstance, { discovery }: { discovery: DiscoveryService }) {
  const viewerOf = (req: { maybeDriver: { id: string } | null }) => req.maybeDriver;
  const anyone = { preHandler: app.optionalDriver };
  const signedIn = { preHandler: app.requireDriver };

  const nearbyList = (
    op:
      | typeof ParkOps.nearbyParks
      | typeof ParkOps.nearbyBagParks
      | typeof ParkOps.nearbyDiffTimeParks
      | typeof ParkOps.nearByCanBookParks,
    filter: ParkFilter,
  ) =>
    serve(app, op, anyone, async (req) => ok(await discovery.nearby(req.dealer.id, viewerOf(req), req.body, filter)));
  nearbyList(ParkOps.nearbyParks, {});
  nearbyList(ParkOps.nearbyBagParks, { bag: true });
  nearbyList(ParkOps.nearbyDiffTimeParks, { diffTime: true });
  nearbyList(ParkOps.nearByCanBookParks, { book: true });

  serve(app, ParkOps.nearbyParksHome, anyone, async (req) =>
    ok(await discovery.nearbyForHome(req.dealer.id, viewerOf(req), req.body)),
  );

  serve(app, ParkOps.nearbySearchByName, anyone, async (req) =>
    ok(await discovery.searchByName(req.dealer.id, viewerOf(req), req.body)),
  );

  serve(app, ParkOps.parksByName, anyone, async (req) =>
    ok(await discovery.byName(req.dealer.id, viewerOf(req), req.query)),
  );

  serve(app, ParkOps.citys, {}, async (req) => ok(await discovery.cities(req.dealer.id)));

  serve(app, ParkOps.parkPayTypesFetch, {}, async (req) =>
    ok(await discovery.payTypes(req.dealer.id, req.query.parkId)),
  );

  serve(app, ParkOps.collectParks, signedIn, async (req) => ok(await discovery.collected(req.driver, req.query)));
  serve(app, ParkOps.collectPark, signedIn, async (req) => ok(await discovery.collect(req.driver, req.body.parkId)));
  serve(app, ParkOps.uncollectParks, signedIn, async (req) => ok(await discovery.uncollect(req.driver, req.params.id)));
}
