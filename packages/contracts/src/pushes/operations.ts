import { z } from 'zod';
import { operations } from '../operation-schemas';
import { PushRoutes } from './routes';

/** As payCharges/sync checks an order number. */
export const OrderEventsParams = z.object({
  orderNo: z.string().regex(/^[0-9A-Za-z_-]{6,32}$/, '支付单号格式不正确'),
});

export const PushOps = operations(PushRoutes, {
  orderEvents: { params: OrderEventsParams },
});
