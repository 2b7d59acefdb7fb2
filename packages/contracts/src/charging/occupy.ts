import { z } from 'zod';
import { page, pageQuery } from '../envelope';
import { OccupationClock, OccupationRule } from './sessions';

const IsoTime = z.string();

/** /occupyBillList: the driver's occupation orders (占位订单), unpaid first. */
export const OccupyOrderItem = z.object({
  orderNo: z.string(),
  stationName: z.string(),
  gunName: z.string(),
  ...OccupationClock.shape,
});
export type OccupyOrderItem = z.infer<typeof OccupyOrderItem>;
export const OccupyOrderPage = page(OccupyOrderItem);
export type OccupyOrderPage = z.infer<typeof OccupyOrderPage>;
export const OccupyOrdersQuery = pageQuery({ maxSize: 50, defaultSize: 20 });
export type OccupyOrdersQuery = z.input<typeof OccupyOrdersQuery>;

/** /occupyBillDetail: the times, the rule (grace, rate, cap), minutes, amount, state, and whether it can be paid. */
export const OccupyOrderDetail = OccupyOrderItem.extend({
  deviceName: z.string(),
  plateNo: z.string().nullable(),
  /** When charging stopped (the occupation clock's start) and when the grace ends. */
  graceEndsAt: IsoTime,
  rule: OccupationRule,
  payOrderNo: z.string().nullable(),
  paidAt: IsoTime.nullable(),
  canPay: z.boolean(),
});
export type OccupyOrderDetail = z.infer<typeof OccupyOrderDetail>;
