import {
  HomeFuncEntries,
  HomeFuncEntriesUpdate,
  MenuConfig,
  OperatorRole,
  ParamConfig,
  ParamConfigUpdate,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { BasicService } from './basic.service';

/** Operators edit their own dealer's basic configuration (under /api/operator/v1). */
export const basicOperatorRoutes: FastifyPluginAsyncZod<{ basic: BasicService }> = async (app, { basic }) => {
  const editor = app.requireOperator(OperatorRole.CONTENT);

  app.put(
    '/menuConfigs',
    { schema: { body: MenuConfig, response: { 200: envelope(MenuConfig) } }, preHandler: editor },
    async (req) => ok(await basic.saveMenuConfig(req.operator.dealerId, req.body)),
  );

  app.put(
    '/homeFuncEntries',
    { schema: { body: HomeFuncEntriesUpdate, response: { 200: envelope(HomeFuncEntries) } }, preHandler: editor },
    async (req) => ok(await basic.saveHomeFuncEntries(req.operator.dealerId, req.body)),
  );

  app.put(
    '/paramConfigs',
    { schema: { body: ParamConfigUpdate, response: { 200: envelope(ParamConfig) } }, preHandler: editor },
    async (req) => ok(await basic.saveParamConfig(req.operator.dealerId, req.body)),
  );
};
