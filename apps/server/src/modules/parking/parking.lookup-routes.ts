import { ParkingOps, ok, type PlateColor } from '@parking/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serve } from '../../kernel/serve';
import type { DealersService } from '../dealers';
import type { PlateLookupService } from './lookup/plate-lookup.service';

/**
 * Keeps the searched plate in the searcher's plate history (the vehicles module's; optionalDriver has run, so the
 * request tells a driver from an anonymous device).
 */
export interface SearchRecorder {
  record(req: FastifyRequest, plate: { plateNo: string; plateColor: PlateColor | undefined }): Promise<void>;
}

/** The anonymous plate lookup; registered where req.dealer is resolved. */
export async function plateLookupRoutes(
  app: FastifyInstance,
  { lookup, dealers, searches }: { lookup: PlateLookupService; dealers: DealersService; searches?: SearchRecorder },
) {
  // Anonymous works; a logged-in driver's search goes into their own history.
  serve(app, ParkingOps.plateLookup, { preHandler: app.optionalDriver }, async (req) => {
    // The body names the dealer (spec section 7); without it, the request's own dealer.
    const dealer = req.body.dealerId ? await dealers.resolve(req.body.dealerId) : req.dealer;
    const found = await lookup.lookup(dealer.id, req.body.plateNo, req.body.plateColor ?? 0);
    // The history is a convenience: a failure to record it must not cost the driver the lookup.
    const plate = { plateNo: req.body.plateNo, plateColor: req.body.plateColor };
    await searches?.record(req, plate).catch((err: unknown) => req.log.warn({ err }, 'plate history not recorded'));
    return ok(found);
  });
}
