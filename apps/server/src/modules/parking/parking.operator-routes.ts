import {
  AnswerAppeal,
  Appeal,
  OperatorAppealPage,
  OperatorAppealsQuery,
  OperatorRole,
  envelope,
  ok,
} from '@parking/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { FeedbackService } from './orders/feedback.service';
import type { ParkFeeRulesService } from './orders/park-fee-rules.service';
import { FeeRuleSchema } from '../tariffs';

const ParkSummary = z.object({
  parkId: z.string(),
  parkName: z.string(),
  parkKind: z.string(),
  leaveFirst: z.boolean(),
  feeRuleId: z.string().nullable(),
  feeRuleLabels: z.array(z.string()),
});

const DeviceSummary = z.object({
  deviceId: z.string(),
  kind: z.enum(['gate', 'handheld']),
  name: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  disabled: z.boolean(),
  lastSeenAt: z.string().nullable(),
});

/** Operator console calls of parking (under /api/operator/v1): bill complaints, parks' fee rules and devices. */
export const parkingOperatorRoutes: FastifyPluginAsyncZod<{
  feedback: FeedbackService;
  feeRules: ParkFeeRulesService;
}> = async (app, { feedback, feeRules }) => {
  const service = app.requireOperator(OperatorRole.SERVICE);
  const finance = app.requireOperator(OperatorRole.FINANCE);

  app.get(
    '/parking/appeals',
    {
      schema: { querystring: OperatorAppealsQuery, response: { 200: envelope(OperatorAppealPage) } },
      preHandler: service,
    },
    async (req) => ok(await feedback.appealsOfDealer(req.operator.dealerId, req.query.status, req.query)),
  );

  app.post(
    '/parking/appeals/:appealId/answer',
    {
      schema: {
        params: z.object({ appealId: z.uuid({ error: '申诉不存在' }) }),
        body: AnswerAppeal,
        response: { 200: envelope(Appeal) },
      },
      preHandler: service,
    },
    async (req) => ok(await feedback.answerAppeal(req.operator, req.params.appealId, req.body)),
  );

  app.get(
    '/parks',
    { schema: { response: { 200: envelope(z.array(ParkSummary)) } }, preHandler: app.requireOperator() },
    async (req) => ok(await feeRules.parksOf(req.operator.dealerId)),
  );

  app.get(
    '/devices',
    { schema: { response: { 200: envelope(z.array(DeviceSummary)) } }, preHandler: app.requireOperator() },
    async (req) => ok(await feeRules.devicesOf(req.operator.dealerId)),
  );

  app.post(
    '/parks/:parkId/devices',
    {
      schema: {
        params: z.object({ parkId: z.uuid({ error: '车场不存在' }) }),
        body: z.object({
          deviceId: z.string().regex(/^[A-Za-z0-9_-]{3,64}$/, '设备编号为 3 到 64 位字母、数字、_ 或 -'),
          kind: z.enum(['gate', 'handheld']),
          name: z.string().trim().min(1).max(32),
        }),
        response: { 200: envelope(z.object({ deviceId: z.string(), secret: z.string() })) },
      },
      preHandler: app.requireOperator(OperatorRole.ADMIN),
    },
    async (req) => ok(await feeRules.provisionDevice(req.operator.dealerId, req.params.parkId, req.body)),
  );

  // A new rule applies to cars entering from now on; cars already parked keep the rule they entered under.
  app.put(
    '/parks/:parkId/feeRule',
    {
      schema: {
        params: z.object({ parkId: z.uuid({ error: '车场不存在' }) }),
        body: FeeRuleSchema,
        response: { 200: envelope(ParkSummary) },
      },
      preHandler: finance,
    },
    async (req) => ok(await feeRules.setRule(req.operator.dealerId, req.params.parkId, req.body)),
  );
};
