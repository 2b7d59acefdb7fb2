import { ok, OperatorOps } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { OperatorsService } from './operators.service';

/** Operator login, identity and logout, in the operator scope. */
export async function operatorRoutes(app: FastifyInstance, { operators }: { operators: OperatorsService }) {
  serve(app, OperatorOps.login, {}, async (req) => ok(await operators.login(req.body)));

  serve(app, OperatorOps.me, { preHandler: app.requireOperator() }, async (req) => ok(req.operator));

  serve(app, OperatorOps.logout, { preHandler: app.requireOperator() }, async (req) => {
    await operators.logout(req.operatorSessionId);
    return ok();
  });
}
