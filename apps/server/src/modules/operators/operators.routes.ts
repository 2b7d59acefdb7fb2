import { OperatorLogin, OperatorProfile, OperatorSession, envelope, ok } from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OperatorsService } from './operators.service';

/** Operator login, identity and logout, under /api/operator/v1. */
export const operatorRoutes: FastifyPluginAsyncZod<{ operators: OperatorsService }> = async (app, { operators }) => {
  app.post('/login', { schema: { body: OperatorLogin, response: { 200: envelope(OperatorSession) } } }, async (req) =>
    ok(await operators.login(req.body)),
  );

  app.get(
    '/me',
    { schema: { response: { 200: envelope(OperatorProfile) } }, preHandler: app.requireOperator() },
    async (req) => ok(req.operator),
  );

  app.post('/logout', { preHandler: app.requireOperator() }, async (req) => {
    await operators.logout(req.operatorSessionId);
    return ok();
  });
};
