import { envelope, ok, OperatorRole, SsoTicket, SsoTicketRequest } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { SsoService } from './sso.service';

/** POST /operator/v1/ssoTickets: a partner system, logged in as an admin of the dealer, gets a one-time login ticket. */
export const operatorSsoRoutes: FastifyPluginAsyncZod<{ sso: SsoService }> = async (app, { sso }) => {
  app.post(
    '/ssoTickets',
    {
      schema: { body: SsoTicketRequest, response: { 200: envelope(SsoTicket) } },
      preHandler: app.requireOperator(OperatorRole.ADMIN),
    },
    async (req) => ok(await sso.issue(req.operator.dealerId, req.body)),
  );
};
