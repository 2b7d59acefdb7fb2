import {
  AppError,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  OrderStatus,
  PayableBills,
  PayableBillsQuery,
  PayChargesBatchRequest,
  PayChargesRequest,
  PayModel,
  PayModelQuery,
  PayOrder,
  PayPath,
  SyncParams,
  envelope,
  isClientType,
  ok,
  RequestHeader,
} from '@parking/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Payer, PayAnswer } from './order-creation';
import type { Payments } from './payments';

/** Who is paying, as the request shows it (client, wallet ids, IP). */
export function payerOf(req: FastifyRequest, driverId?: string): Payer {
  const clientType = Number(req.headers[RequestHeader.CLIENT_TYPE]);
  return {
    dealerId: req.dealer.id,
    // A route behind requireDriver names its driver; pay routes (optionalDriver) may have none.
    driverId: driverId ?? req.maybeDriver?.id ?? null,
    clientType: isClientType(clientType) ? clientType : undefined,
    userAgent: req.headers['user-agent'],
    openid: req.payload?.openid,
    buyerId: req.payload?.buyid,
    clientIp: req.ip,
  };
}

/** The request's idempotency key header, or a 400. */
export function idempotencyKeyOf(req: FastifyRequest): string {
  const value = req.headers[IDEMPOTENCY_KEY_HEADER];
  if (typeof value !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(value)) {
    throw new AppError(ErrorCode.INVALID_INPUT, '缺少或无效的 idempotency-key 请求头（16–64 位字母、数字、- 或 _）');
  }
  return value;
}

/** Sends a pay call's answer (kept with its idempotency key) with its own HTTP status. */
export const sendPayAnswer = (reply: FastifyReply, answer: PayAnswer) =>
  reply.status(answer.statusCode).send(answer.body);
const send = sendPayAnswer;

/**
 * Driver payment calls; registered where req.dealer is resolved. Paying needs no login (pay by plate: anyone who
 * knows the plate and the bill may pay it, and sees no personal data); a logged-in payer's orders are theirs only.
 */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: Payments }> = async (app, { payments }) => {
  app.post(
    PayPath.CHARGES,
    {
      schema: { body: PayChargesRequest, response: { 200: envelope(PayOrder) } },
      preHandler: app.optionalDriver,
      config: { authModel: 1 },
    },
    async (req, reply) => {
      const { uniqueId, parkId, ...rest } = req.body;
      return send(
        reply,
        await payments.orders.pay(payerOf(req), { bills: [{ uniqueId, parkId }], ...rest }, idempotencyKeyOf(req)),
      );
    },
  );

  app.post(
    PayPath.BATCH,
    {
      schema: { body: PayChargesBatchRequest, response: { 200: envelope(PayOrder) } },
      preHandler: app.optionalDriver,
      config: { authModel: 1 },
    },
    async (req, reply) => send(reply, await payments.orders.pay(payerOf(req), req.body, idempotencyKeyOf(req))),
  );

  app.get(
    `${PayPath.SYNC}/:id`,
    {
      schema: { params: SyncParams, response: { 200: envelope(OrderStatus) } },
      preHandler: app.optionalDriver,
      config: { authModel: 1 },
    },
    async (req) => {
      const payer = payerOf(req);
      return ok(await payments.status.sync(req.params.id, { dealerId: payer.dealerId, driverId: payer.driverId }));
    },
  );

  app.get(
    PayPath.BILLS,
    {
      schema: { querystring: PayableBillsQuery, response: { 200: envelope(PayableBills) } },
      preHandler: app.optionalDriver,
      config: { authModel: 1 },
    },
    async (req) => {
      const query = req.query;
      if (query.by === 'mine' && !req.maybeDriver) throw new AppError(ErrorCode.NOT_LOGGED_IN);
      const dealerId = req.dealer.id;
      const found =
        query.by === 'ids'
          ? await payments.bills.byIds(dealerId, query.uniqueIds)
          : query.by === 'plate'
            ? await payments.bills.byPlate(dealerId, query.plateNo, query.plateColor ?? 0)
            : query.by === 'lane'
              ? await payments.bills.heldAtLane(dealerId, query.parkId, query.laneCode)
              : await payments.bills.arrearsOfDriver(dealerId, req.maybeDriver!.id);
      const results = found
        .filter((b) => !query.arrearsOnly || b.stay.state === 'arrears')
        .filter((b) => !query.parkId || b.stay.parkId === query.parkId)
        .map((b) => payments.bills.view(b));
      return ok({ results, totalRecord: results.length, totalFen: results.reduce((sum, b) => sum + b.dueFen, 0) });
    },
  );

  app.get(
    PayPath.PAY_MODEL,
    { schema: { querystring: PayModelQuery, response: { 200: envelope(PayModel) } }, preHandler: app.optionalDriver },
    async (req) => {
      const payer = payerOf(req);
      return ok(await payments.payModel(payer));
    },
  );
};
