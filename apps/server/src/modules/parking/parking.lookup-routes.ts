import { PLATE_LOOKUP_PATH, PlateLookupRequest, PlateLookupResult, envelope, ok } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DealersService } from '../dealers';
import { historyCallerOf, type HistoryService } from '../vehicles';
import type { PlateLookupService } from './lookup/plate-lookup.service';

/** The plate lookup, anonymous or logged in; registered where req.dealer is resolved. */
export const plateLookupRoutes: FastifyPluginAsyncZod<{
  lookup: PlateLookupService;
  dealers: DealersService;
  history: HistoryService;
}> = async (app, { lookup, dealers, history }) => {
  app.post(
    PLATE_LOOKUP_PATH,
    {
      schema: { body: PlateLookupRequest, response: { 200: envelope(PlateLookupResult) } },
      config: { authModel: 1 },
      preHandler: app.optionalDriver,
    },
    async (req) => {
      const { plateNo, plateColor } = req.body;
      // The body names the dealer (spec section 7); without it, the request's own dealer.
      const dealer = req.body.dealerId ? await dealers.resolve(req.body.dealerId) : req.dealer;
      const result = await lookup.lookup(dealer.id, plateNo, plateColor ?? 0);
      // The entry screen's history tags: every searched plate, found or not, for the driver or the device.
      await history.recordSearch(historyCallerOf(req), { plateNo, plateColor });
      return ok(result);
    },
  );
};
