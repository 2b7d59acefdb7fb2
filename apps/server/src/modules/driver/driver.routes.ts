import { envelope, LoginStates, ok } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const BASE = '/driver/v2/api';

/** The driver's account (spec section 7, Driver/auth); registered where req.dealer is resolved. */
export const driverRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${BASE}/loginStates`,
    { schema: { response: { 200: envelope(LoginStates) } }, preHandler: app.optionalDriver },
    async (req) => {
      const driver = req.maybeDriver;
      return ok({ isLogin: driver !== null, phoneBound: driver?.phone != null, driverId: driver?.id ?? null });
    },
  );
};
