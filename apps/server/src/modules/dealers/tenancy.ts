import type { FastifyInstance } from 'fastify';
import { decorateRequestSlot } from '../../plugins/request-slot';
import type { Dealer } from './dealers.repository';
import type { DealersService } from './dealers.service';

declare module 'fastify' {
  interface FastifyRequest {
    /** The driver's dealer (tenant); set on driver API routes only. */
    dealer: Dealer;
  }
}

/**
 * Resolves the dealer of every route in this scope from payload.driverDealerId, falling back to the platform's
 * default dealer. Runs after the payload is decoded (onRequest) and before handlers.
 */
export function installTenancy(scope: FastifyInstance, dealers: DealersService): void {
  decorateRequestSlot(scope, 'dealer', 'the tenancy hook');
  scope.addHook('preHandler', async (req) => {
    req.dealer = await dealers.resolve(req.payload?.driverDealerId);
  });
}
