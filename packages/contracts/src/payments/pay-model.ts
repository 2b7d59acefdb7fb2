import { z } from 'zod';
import { PayChannel } from '../client';

/** GET payModel query: the park being paid, when known (channels are the dealer's; the park is for logs). */
export const PayModelQuery = z.object({ parkId: z.uuid({ error: '车场编号格式不正确' }).optional() });
export type PayModelQuery = z.input<typeof PayModelQuery>;

/** One way to pay offered to this client: WeChat inside WeChat, Alipay inside Alipay, both in a plain browser. */
/** Names of the channels on the pay page. */
export const PAY_CHANNEL_NAMES = {
  [PayChannel.ALI]: '支付宝',
  [PayChannel.WX]: '微信支付',
  [PayChannel.BALANCE]: '余额支付',
} as const;

export const PayModelChannel = z.object({
  payChannel: z.union([z.literal(PayChannel.ALI), z.literal(PayChannel.WX), z.literal(PayChannel.BALANCE)]),
  name: z.string(),
  /** The wallet balance (fen) for channel 6. */
  balanceFen: z.number().int().min(0).optional(),
  /** sandbox: payments are simulated (no real money), shown so nobody mistakes it for the real thing. */
  sandbox: z.boolean(),
});
export type PayModelChannel = z.infer<typeof PayModelChannel>;

export const PayModel = z.object({
  channels: z.array(PayModelChannel),
  /** The channel preselected on the pay page; null when nothing can pay here. */
  defaultChannel: z
    .union([z.literal(PayChannel.ALI), z.literal(PayChannel.WX), z.literal(PayChannel.BALANCE)])
    .nullable(),
});
export type PayModel = z.infer<typeof PayModel>;
