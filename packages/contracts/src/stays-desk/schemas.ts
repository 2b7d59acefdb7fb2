import { z } from 'zod';
import { cursorPage, cursorQuery } from '../envelope';
import { FeeExplanation } from '../payments/bills';
import { AuditEntry } from '../audit/schemas';
import { normalizePlate, parsePlate, type PlateColor } from '../vehicles/plate';
import { PlateColorParam } from '../vehicles/plate-schema';

/**
 * The console's stays desk (issue 40, decision 091): stays and orders searched with keyset paging, a stay's detail,
 * operator corrections (each with a reason, through the fee engine) and arrears (reminders, write-offs with approval).
 */

/** Longest page of the stays and arrears lists. */
export const MAX_STAYS_PAGE = 100;
/** A correction's reason: required, short. */
export const MAX_REASON_LENGTH = 200;

const Instant = (error: string) => z.iso.datetime({ offset: true, error });
const Id = (error: string) => z.uuid({ error });

export const StayFilterState = z.enum(['inPark', 'left', 'paid', 'owed', 'appealed'], {
  error: '状态只能是在场、已离场、已支付、欠费或申诉中',
});
export type StayFilterState = z.infer<typeof StayFilterState>;

/** Characters a plate may hold (the plate keyboard's), for a partial plate typed into the search box. */
const PARTIAL_PLATE = /^[\p{Script=Han}A-Z0-9]{1,8}$/u;

/** A plate or part of one, as the plate keyboard would spell it: normalised (upper case, no dots or spaces). */
export const PartialPlate = z
  .string()
  .max(16, '车牌最多 8 位')
  .transform((value, ctx) => {
    const plate = normalizePlate(value);
    if (plate === '') return undefined;
    if (!PARTIAL_PLATE.test(plate)) {
      ctx.addIssue({ code: 'custom', message: '车牌只能包含汉字、字母和数字', input: value });
      return z.NEVER;
    }
    return plate;
  });

/** The stays list's filters (in the console's URL too, decision 087). */
export const StaysFilter = z
  .object({
    plate: PartialPlate.optional(),
    parkId: Id('车场编号格式不正确').optional(),
    laneId: Id('车道编号格式不正确').optional(),
    from: Instant('开始时间格式不正确').optional(),
    to: Instant('结束时间格式不正确').optional(),
    state: StayFilterState.optional(),
    channel: z.enum(['2', '3', '6'], { error: '支付方式不正确（2 支付宝、3 微信、6 余额）' }).optional(),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), {
    path: ['to'],
    message: '结束时间不能早于开始时间',
  });
export type StaysFilter = z.input<typeof StaysFilter>;

/** Keyset paging (decision 087): `cursor` is the page before's `nextCursor`. */
export const StaysQuery = z.intersection(cursorQuery({ maxSize: MAX_STAYS_PAGE, defaultSize: 20 }), StaysFilter);
export type StaysQuery = z.input<typeof StaysQuery>;

/** One row of the stays list. */
export const StaySummary = z.object({
  stayId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  plateNo: z.string(),
  plateColor: z.number().int(),
  state: z.string(),
  stateText: z.string(),
  enteredAt: z.string(),
  exitedAt: z.string().nullable(),
  entryLaneName: z.string().nullable(),
  exitLaneName: z.string().nullable(),
  /** The fee: fixed once gone, null while in the park (the detail quotes it). */
  totalFen: z.number().int().nullable(),
  paidFen: z.number().int(),
  /** What is owed now for a stay that left (arrears), 0 otherwise. */
  owedFen: z.number().int(),
  endedBy: z.string().nullable(),
});
export type StaySummary = z.infer<typeof StaySummary>;

export const StayPage = cursorPage(StaySummary);
export type StayPage = z.infer<typeof StayPage>;

export const StayParams = z.object({ stayId: Id('订单不存在') });

export const StayCorrection = z.object({
  id: z.string(),
  kind: z.string(),
  reason: z.string(),
  operatorName: z.string(),
  feeBeforeFen: z.number().int().nullable(),
  feeAfterFen: z.number().int().nullable(),
  at: z.string(),
});
export type StayCorrection = z.infer<typeof StayCorrection>;

/** A stay's detail: what the console shows an operator, with everything attached to the stay. */
export const StayDetail = StaySummary.extend({
  dealerId: z.string(),
  /** The rule the stay entered under (decision 084: versioned; the stay keeps its rule). */
  feeRuleId: z.string(),
  feeRuleLabels: z.array(z.string()),
  /** The fee engine's quote: at the exit for a stay that left, now for one in the park. */
  engineFeeFen: z.number().int().nullable(),
  /** What is owed now (in the park: the quote's due). */
  dueFen: z.number().int(),
  explanation: FeeExplanation.nullable(),
  pictures: z.object({ entry: z.string().nullable(), exit: z.string().nullable() }),
  payments: z.array(
    z.object({
      id: z.string(),
      amountFen: z.number().int(),
      channel: z.number().int(),
      channelText: z.string(),
      paidAt: z.string(),
    }),
  ),
  refunds: z.array(
    z.object({ id: z.string(), orderNo: z.string(), amountFen: z.number().int(), state: z.string(), at: z.string() }),
  ),
  coupons: z.array(z.object({ id: z.string(), name: z.string(), state: z.string() })),
  invoices: z.array(z.object({ id: z.string(), state: z.string(), amountFen: z.number().int() })),
  tickets: z.array(
    z.object({
      id: z.string(),
      seq: z.number().int(),
      kind: z.string(),
      state: z.string(),
      decision: z.string().nullable(),
    }),
  ),
  corrections: z.array(StayCorrection),
  writeOffs: z.array(z.lazy(() => WriteOff)),
  audit: z.array(AuditEntry),
});
export type StayDetail = z.infer<typeof StayDetail>;

export const Reason = z
  .string({ error: '请填写原因' })
  .trim()
  .min(2, '请填写原因（至少 2 个字）')
  .max(MAX_REASON_LENGTH, `原因最多 ${MAX_REASON_LENGTH} 个字`);

const Fen = (error: string) =>
  z.number({ error }).int('金额必须为整数（分）').min(0, '金额不能为负数').max(100_000_000, '金额过大');

/** A plate, checked like the driver app's, with its colour flag. */
const PlateFields = {
  plateNo: z.string({ error: '请填写车牌号' }).max(16, '车牌最多 8 位'),
  plateColor: PlateColorParam,
};
const plateChecked = <T extends { plateNo: string; plateColor?: PlateColor | undefined }>(
  v: T,
  ctx: z.RefinementCtx,
) => {
  const parsed = parsePlate(v.plateNo, { plateColor: v.plateColor });
  if (!parsed.ok) ctx.addIssue({ code: 'custom', message: parsed.message, path: ['plateNo'] });
};

/** An entry recorded by hand (a lost plate read, a broken gate). */
export const ManualEntry = z
  .strictObject({
    parkId: Id('车场不存在'),
    ...PlateFields,
    enteredAt: Instant('入场时间格式不正确').optional(),
    laneId: Id('车道编号格式不正确').optional(),
    reason: Reason,
  })
  .superRefine(plateChecked);
export type ManualEntry = z.input<typeof ManualEntry>;

/** An exit recorded by hand: closes the stay at `exitedAt` (now when absent). */
export const ManualExit = z.strictObject({
  exitedAt: Instant('离场时间格式不正确').optional(),
  laneId: Id('车道编号格式不正确').optional(),
  reason: Reason,
});
export type ManualExit = z.input<typeof ManualExit>;

export const PlateCorrection = z.strictObject({ ...PlateFields, reason: Reason }).superRefine(plateChecked);
export type PlateCorrection = z.input<typeof PlateCorrection>;

/** Waive part (amountFen) or all (absent) of what a stay owes. */
export const WaiveFee = z.strictObject({
  amountFen: Fen('请填写减免金额（分）').min(1, '减免金额必须大于 0').optional(),
  reason: Reason,
});
export type WaiveFee = z.input<typeof WaiveFee>;

/** Set a stay's fee to `feeFen` (not below what was paid). */
export const AdjustFee = z.strictObject({ feeFen: Fen('请填写调整后的金额（分）'), reason: Reason });
export type AdjustFee = z.input<typeof AdjustFee>;

export const MarkFree = z.strictObject({ reason: Reason });
export type MarkFree = z.input<typeof MarkFree>;

// ---------------------------------------------------------------------------------------------------------------
// Arrears (欠费追缴)

export const ArrearsFilter = z.object({
  parkId: Id('车场编号格式不正确').optional(),
  plate: PartialPlate.optional(),
});
export type ArrearsFilter = z.input<typeof ArrearsFilter>;
export const ArrearsQuery = z.intersection(cursorQuery({ maxSize: MAX_STAYS_PAGE, defaultSize: 20 }), ArrearsFilter);
export type ArrearsQuery = z.input<typeof ArrearsQuery>;

export const ArrearsRow = z.object({
  stayId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  plateNo: z.string(),
  plateColor: z.number().int(),
  enteredAt: z.string(),
  exitedAt: z.string().nullable(),
  arrearsAt: z.string(),
  /** Whole days since it left owing. */
  ageDays: z.number().int(),
  totalFen: z.number().int(),
  paidFen: z.number().int(),
  owedFen: z.number().int(),
  /** A write-off waiting for approval. */
  writeOffPending: z.boolean(),
});
export type ArrearsRow = z.infer<typeof ArrearsRow>;

export const ArrearsPage = cursorPage(ArrearsRow).extend({
  /** Over every stay the filters select (not only this page). */
  totals: z.object({ stays: z.number().int(), plates: z.number().int(), owedFen: z.number().int() }),
});
export type ArrearsPage = z.infer<typeof ArrearsPage>;

export const ArrearsReminderRequest = z.strictObject({ ...PlateFields }).superRefine(plateChecked);
export type ArrearsReminderRequest = z.input<typeof ArrearsReminderRequest>;

export const ArrearsReminderResult = z.object({
  /** Drivers (phones) texted now. */
  sent: z.number().int(),
  /** Drivers already texted today (never twice a day). */
  skipped: z.number().int(),
  owedFen: z.number().int(),
});
export type ArrearsReminderResult = z.infer<typeof ArrearsReminderResult>;

export const WriteOffRequest = z.strictObject({ reason: Reason });
export type WriteOffRequest = z.input<typeof WriteOffRequest>;

export const WriteOff = z.object({
  id: z.string(),
  stayId: z.string(),
  parkId: z.string(),
  plateNo: z.string(),
  amountFen: z.number().int(),
  reason: z.string(),
  state: z.enum(['pending', 'approved', 'refused']),
  requestedBy: z.string(),
  requestedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
});
export type WriteOff = z.infer<typeof WriteOff>;

export const WriteOffsQuery = z.object({
  state: z.enum(['pending', 'approved', 'refused'], { error: '状态不正确' }).optional(),
});
export type WriteOffsQuery = z.input<typeof WriteOffsQuery>;

export const WriteOffParams = z.object({ writeOffId: Id('核销申请不存在') });

export const WriteOffDecision = z.strictObject({
  approve: z.boolean({ error: '请选择通过或驳回' }),
  reason: Reason,
});
export type WriteOffDecision = z.input<typeof WriteOffDecision>;
