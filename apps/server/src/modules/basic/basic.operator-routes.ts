import { BasicOperatorOps, ok, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { BasicService } from './basic.service';

/** Operators edit their own dealer's basic configuration (in the operator scope). */
export async function basicOperatorRoutes(app: FastifyInstance, { basic }: { basic: BasicService }) {
  const editor = { preHandler: app.requireOperator(OperatorRole.CONTENT) };

  serve(app, BasicOperatorOps.saveMenuConfigs, editor, async (req) =>
    ok(await basic.saveMenuConfig(req.operator.dealerId, req.body)),
  );

  serve(app, BasicOperatorOps.saveHomeFuncEntries, editor, async (req) =>
    ok(await basic.saveHomeFuncEntries(req.operator.dealerId, req.body)),
  );

  serve(app, BasicOperatorOps.saveParamConfigs, editor, async (req) =>
    ok(await basic.saveParamConfig(req.operator.dealerId, req.body)),
  );
}
