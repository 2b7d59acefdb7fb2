import {
  AppError,
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_PATTERN,
  PaymentOps,
  isClientType,
  ok,
  RequestHeader,
  type PayChannel,
} from '@parking/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { serve } from '../../kernel/serve';
import type { Payer, PayAnswer, PurchaseRequest } from './order-creation';
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

/** The order that pays a purchase, opened for a request (its payer and idempotency key bound in). */
export interface OpenPurchase {
  /** The request's idempotency key. */
  key: string;
  open(order: Omit<PurchaseRequest, 'payChannel'>): Promise<PayAnswer>;
}
/** Opens a purchase's order for a request and the pay channel it chose. */
export type PurchaseOpener = (req: FastifyRequest, payChannel: PayChannel) => OpenPurchase;

/**
 * The one way a signed-in driver's request opens a purchase: the payments module's purchase with the request's payer
 * and idempotency key (a missing or invalid key is a 400 before anything is opened).
 */
export const purchaseOpener =
  (orders: Pick<Payments['orders'], 'purchase'>): PurchaseOpener =>
  (req, payChannel) => {
    const key = idempotencyKeyOf(req);
    return {
      key,
      open: (order) => orders.purchase(payerOf(req, req.driver.id), { ...order, payChannel }, key),
    };
  };

/** Sends a pay call's answer (kept with its idempotency key) with its own HTTP status. */
export const sendPayAnswer = (reply: FastifyReply, answer: PayAnswer) =>
  reply.status(answer.statusCode).send(answer.body);
const send = sendPayAnswer;

/**
 * Driver payment calls; registered where req.dealer is resolved. Paying needs no login (pay by plate: anyone who
 * knows the plate and the bill may pay it, and sees no personal data); a logged-in payer's orders are theirs only.
 */
export async function paymentRoutes(app: FastifyInstance, { payments }: { payments: Payments }) {
  const maybeSignedIn = { preHandler: app.optionalDriver };

  serve(app, PaymentOps.payCharges, maybeSignedIn, async (req, reply) => {
    const { uniqueId, parkId, ...rest } = req.body;
    return send(
      reply,
      await payments.orders.pay(payerOf(req), { bills: [{ uniqueId, parkId }], ...rest }, idempotencyKeyOf(req)),
    );
  });

  serve(app, PaymentOps.payChargesBatch, maybeSignedIn, async (req, reply) =>
    send(reply, await payments.orders.pay(payerOf(req), req.body, idempotencyKeyOf(req))),
  );

  serve(app, PaymentOps.payChargesSync, maybeSignedIn, async (req) => {
    const payer = payerOf(req);
    return ok(await payments.status.sync(req.params.id, { dealerId: payer.dealerId, driverId: payer.driverId }));
  });

  serve(app, PaymentOps.payableBills, maybeSignedIn, async (req) => {
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
  });

  serve(app, PaymentOps.payModel, maybeSignedIn, async (req) => {
    const payer = payerOf(req);
    return ok(await payments.payModel(payer));
  });
}
