import { ok, OperatorOps, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { OperatorsService } from './operators.service';

/** Operator login, identity, password and logout; the dealer's accounts (admins). */
export async function operatorRoutes(app: FastifyInstance, { operators }: { operators: OperatorsService }) {
  const signedIn = { preHandler: app.requireOperator() };
  const admin = { preHandler: app.requireOperator(OperatorRole.ADMIN) };

  serve(app, OperatorOps.login, {}, async (req) => ok(await operators.login(req.body)));

  serve(app, OperatorOps.me, signedIn, async (req) => ok(req.operator));

  serve(app, OperatorOps.logout, signedIn, async (req) => {
    await operators.logout(req.operatorSessionId);
    return ok();
  });

  serve(app, OperatorOps.changePassword, signedIn, async (req) => {
    await operators.changePassword({ operator: req.operator, sessionId: req.operatorSessionId }, req.body);
    return ok();
  });

  serve(app, OperatorOps.operators, admin, async (req) => ok(await operators.list(req.operator.dealerId)));

  serve(app, OperatorOps.createOperator, admin, async (req) =>
    ok(await operators.create(req.operator.dealerId, req.body)),
  );

  serve(app, OperatorOps.updateOperator, admin, async (req) =>
    ok(await operators.update(req.operator, req.params.operatorId, req.body)),
  );

  serve(app, OperatorOps.resetOperatorPassword, admin, async (req) => {
    await operators.resetPassword(req.operator.dealerId, req.params.operatorId, req.body.password);
    return ok();
  });
}
