import { PLATE_LOOKUP_PATH, PlateLookupRequest, PlateLookupResult, envelope, ok } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DealersService } from '../dealers';
import type { PlateLookupService } from './lookup/plate-lookup.service';

/** The anonymous plate lookup; registered where req.dealer is resolved. */
export const plateLookupRoutes: FastifyPluginAsyncZod<{ lookup: PlateLookupService; dealers: DealersService }> = async (
  app,
  { lookup, dealers },
) => {
  app.post(
    PLATE_LOOKUP_PATH,
    { schema: { body: PlateLookupRequest, response: { 200: envelope(PlateLookupResult) } }, config: { authModel: 1 } },
    async (req) => {
      // The body names the dealer (spec section 7); without it, the request's own dealer.
      const dealer = req.body.dealerId ? await dealers.resolve(req.body.dealerId) : req.dealer;
      return ok(await lookup.lookup(dealer.id, req.body.plateNo, req.body.plateColor ?? 0));
    },
  );
};
