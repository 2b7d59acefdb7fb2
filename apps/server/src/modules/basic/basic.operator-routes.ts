import { BasicOperatorOps, ICON_MAX_LENGTH, ok, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { BasicService } from './basic.service';

/** Operators edit their own dealer's basic configuration (in the operator scope). */
export async function basicOperatorRoutes(app: FastifyInstance, { basic }: { basic: BasicService }) {
  const editor = { preHandler: app.requireOperator(OperatorRole.CONTENT) };

  serve(app, BasicOperatorOps.saveMenuConfigs, editor, async (req) =>
    ok(await basic.saveMenuConfig(req.operator.dealerId, req.body)),
  );

  // Up to 30 entries, each with an inline icon of up to ICON_MAX_LENGTH characters.
  const entriesLimit = { ...editor, bodyLimit: 30 * ICON_MAX_LENGTH + 64 * 1024 };
  serve(app, BasicOperatorOps.saveHomeFuncEntries, entriesLimit, async (req) =>
    ok(await basic.saveHomeFuncEntries(req.operator.dealerId, req.body)),
  );

  serve(app, BasicOperatorOps.dealerSettings, editor, async (req) =>
    ok(await basic.dealerSettings(req.operator.dealerId)),
  );

  serve(app, BasicOperatorOps.saveDealerProfile, editor, async (req) =>
    ok(await basic.saveProfile(req.operator.dealerId, req.body)),
  );

  serve(app, BasicOperatorOps.saveParamConfigs, editor, async (req) =>
    ok(await basic.saveParamConfig(req.operator.dealerId, req.body)),
  );
}
