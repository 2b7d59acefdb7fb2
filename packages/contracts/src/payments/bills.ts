import { z } from 'zod';
import { page } from '../envelope';
import { PlateWithColor } from '../vehicles/plate-schema';
import { MAX_BATCH_BILLS } from './orders';

/**
 * GET payCharges/bills: bills payable now, named by `uniqueIds` (comma separated, the pay pages), by plate (the
 * multi-bill page after a lookup), by exit lane (`parkId` + `laneCode`: the car the lane holds, scan to pay), or — `arrearsOnly=1`
 * alone — the signed-in driver's arrears on their bound plates; `parkId` keeps one park's bills.
 * Anyone who knows a plate may see what it owes, as on the street: park, times and amounts, never who the driver is.
 */
export const PayableBillsQuery = z
  .object({
    uniqueIds: z
      .string()
      .max(40 * MAX_BATCH_BILLS)
      .optional(),
    plateNo: z.string().max(16).optional(),
    plateColor: z.string().max(4).optional(),
    arrearsOnly: z.enum(['0', '1', 'true', 'false']).optional(),
    /** An exit lane's QR code (/scanPayPage?parkId=…&laneCode=X1): the car that lane holds for payment. */
    laneCode: z
      .string()
      .regex(/^[0-9A-Za-z_-]{1,32}$/, '车道编号格式不正确')
      .optional(),
    /** Only bills of this park (a park's own pay page, /parkingPayPage?parkId=…); with laneCode, the lane's park. */
    parkId: z.uuid({ error: '车场编号格式不正确' }).optional(),
  })
  .transform((value, ctx) => {
    const arrearsOnly = value.arrearsOnly === '1' || value.arrearsOnly === 'true';
    const parkId = value.parkId;
    if (value.laneCode) {
      if (!parkId) {
        ctx.addIssue({ code: 'custom', message: '请提供车道所在的车场编号', path: ['parkId'], input: value });
        return z.NEVER;
      }
      return { by: 'lane' as const, laneCode: value.laneCode, arrearsOnly, parkId };
    }
    if (value.uniqueIds) {
      const ids = value.uniqueIds.split(',').filter(Boolean);
      const parsed = z.array(z.uuid()).min(1).max(MAX_BATCH_BILLS).safeParse(ids);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: '订单编号格式不正确', path: ['uniqueIds'], input: value.uniqueIds });
        return z.NEVER;
      }
      return { by: 'ids' as const, uniqueIds: parsed.data, arrearsOnly, parkId };
    }
    if (!value.plateNo) {
      // arrearsOnly alone: the signed-in driver's own arrears (the banner's "several" → /multiPayPage?arrearsOnly=1).
      if (arrearsOnly) return { by: 'mine' as const, arrearsOnly, parkId };
      ctx.addIssue({ code: 'custom', message: '请提供订单编号或车牌号', path: ['plateNo'], input: value });
      return z.NEVER;
    }
    const plate = PlateWithColor.safeParse({ plateNo: value.plateNo, plateColor: value.plateColor || undefined });
    if (!plate.success) {
      for (const issue of plate.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
      return z.NEVER;
    }
    return {
      by: 'plate' as const,
      plateNo: plate.data.plateNo,
      plateColor: plate.data.plateColor,
      arrearsOnly,
      parkId,
    };
  });
export type PayableBillsQuery = z.input<typeof PayableBillsQuery>;

/** One line of how a fee was reached: the fee engine's segments of one kind (and band) added up. */
export const FeePart = z.object({
  /** free: the free period; covered: a monthly plan or package zone; units: timed units; flat: a flat price per band
   * occurrence (每晚10元); perVisit: a price per visit. */
  kind: z.enum(['free', 'covered', 'units', 'flat', 'perVisit']),
  /** The band's hours ("07:00-21:00") when the tariff has several bands. */
  band: z.string().nullable(),
  /** Time in this part, minutes rounded up. */
  minutes: z.number().int().min(0),
  /** What it adds to the fee, after caps. */
  fen: z.number().int().min(0),
  /** A cap (the band's daily cap or the tariff's 24-hour cap) lowered it from `rawFen`. */
  capped: z.boolean(),
  rawFen: z.number().int().min(0),
});
export type FeePart = z.infer<typeof FeePart>;

/** How the fee of a car still in the park was reached (spec: 停车时长 and the park's rule; issue 14 item 8). */
export const FeeExplanation = z.object({
  /** Charged time (not free, not covered), minutes rounded up: a started minute counts. */
  chargedMinutes: z.number().int().min(0),
  /** The park's free period; a stay of at most this long is free. */
  freeMinutes: z.number().int().min(0),
  /** After paying, leave within this many minutes and pay no more (0: the meter runs on at once). */
  leaveWithinMinutes: z.number().int().min(0),
  /** The park's rule as drivers read it (免费15分钟，超出部分计费 / 首小时5元…), from the fee engine's labels. */
  rule: z.array(z.string()),
  parts: z.array(FeePart),
  /** What a coupon used on the stay took off (优惠券抵扣); the parts add up to the price before it. */
  discountFen: z.number().int().min(0).optional(),
});
export type FeeExplanation = z.infer<typeof FeeExplanation>;

/** A bill as the pay pages show it. Money in fen, times ISO. */
export const PayableBill = z.object({
  uniqueId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  formatPlateNo: z.string(),
  /** 2 yellow, else null. */
  plateColor: z.literal(2).nullable(),
  isArrears: z.boolean(),
  /** Held at an exit lane waiting for this payment (the gate opens once it is paid). */
  atExitLane: z.boolean(),
  parkStartTime: z.string(),
  parkEndTime: z.string().nullable(),
  /** Minutes parked so far (in the park) or in all (arrears). */
  parkDuration: z.number().int().min(0),
  /** What is owed now; 0 means nothing to pay (free period, paid within grace, settled). */
  dueFen: z.number().int().min(0),
  paidFen: z.number().int().min(0),
  /** How the fee was reached, for a car still in the park; absent for arrears (their total was fixed at exit). */
  fee: FeeExplanation.optional(),
});
export type PayableBill = z.infer<typeof PayableBill>;

export const PayableBills = page(PayableBill).extend({
  /** Sum of dueFen: what paying them all costs now. */
  totalFen: z.number().int().min(0),
});
export type PayableBills = z.infer<typeof PayableBills>;
