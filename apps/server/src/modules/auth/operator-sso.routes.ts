import { ok, OperatorOps, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { SsoService } from './sso.service';

/** ssoTickets: a partner system, logged in as an admin of the dealer, gets a one-time login ticket. */
export async function operatorSsoRoutes(app: FastifyInstance, { sso }: { sso: SsoService }) {
  serve(app, OperatorOps.ssoTickets, { preHandler: app.requireOperator(OperatorRole.ADMIN) }, async (req) =>
    ok(await sso.issue(req.operator.dealerId, req.body)),
  );
}
