import { z } from 'zod';

/**
 * What a report row's money was for (decision 093): a parking bill, a monthly plan (new, renewal, 储值卡 top-up), a
 * booking, an off-peak share, charging (and its occupation fee), a coupon batch sold to a merchant, a wallet top-up.
 */
export const REPORT_KINDS = [
  'parking',
  'monthlyPlan',
  'booking',
  'offPeak',
  'charging',
  'coupon',
  'topUp',
  'other',
] as const;
export type ReportKind = (typeof REPORT_KINDS)[number];
export const REPORT_KIND_TEXT: Record<ReportKind, string> = {
  parking: '停车费',
  monthlyPlan: '月卡',
  booking: '预约',
  offPeak: '错时共享',
  charging: '充电',
  coupon: '商户购券',
  topUp: '钱包充值',
  other: '其他',
};
/** A purchase's purpose (payments' generic purchase, decision 035) → its report kind; any other purpose is `other`. */
export const REPORT_KIND_OF_PURPOSE: Readonly<Record<string, ReportKind>> = {
  monthlyPlan: 'monthlyPlan',
  monthlyPlanRenewal: 'monthlyPlan',
  monthlyPlanTopUp: 'monthlyPlan',
  booking: 'booking',
  offPeakShare: 'offPeak',
  chargingHold: 'charging',
  chargingOccupation: 'charging',
  couponBatch: 'coupon',
};
/** Pay channels as reports name them: the spec's 2 Alipay, 3 WeChat, 6 balance; 0 a movement of no order. */
export const REPORT_CHANNEL_TEXT: Record<number, string> = { 0: '无', 2: '支付宝', 3: '微信', 6: '余额' };

export const REPORT_PERIODS = ['day', 'week', 'month'] as const;
export type ReportPeriod = (typeof REPORT_PERIODS)[number];

/** How many days one report or export may span at most. */
export const REPORT_MAX_DAYS = 366;

/** A calendar day, from 2000 on: ISO's year 0000 is no day PostgreSQL can hold (and no day of this product). */
const Day = (error: string) => z.iso.date({ error }).refine((day) => day >= '2000-01-01', { error });
const dayCount = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;

/** A range of Shanghai days, both included, at most a year; optionally one park. */
export const ReportRange = z
  .object({
    from: Day('开始日期格式错误'),
    to: Day('结束日期格式错误'),
    parkId: z.uuid({ error: '车场编号格式错误' }).optional(),
  })
  .refine((r) => r.from <= r.to, { path: ['to'], message: '结束日期不能早于开始日期' })
  .refine((r) => dayCount(r.from, r.to) <= REPORT_MAX_DAYS, {
    path: ['to'],
    message: `一次最多统计 ${REPORT_MAX_DAYS} 天`,
  });
export type ReportRange = z.input<typeof ReportRange>;

export const RevenueQuery = z.intersection(
  ReportRange,
  z.object({ period: z.enum(REPORT_PERIODS, { error: '统计周期只能是日、周或月' }).default('day') }),
);
export type RevenueQuery = z.input<typeof RevenueQuery>;

const Fen = z.number().int();
/** One row of the revenue report: a period (its first day) × park × channel × kind. */
export const RevenueRow = z.object({
  period: z.string(),
  parkId: z.string().nullable(),
  parkName: z.string().nullable(),
  channel: z.number().int(),
  kind: z.enum(REPORT_KINDS),
  transfers: z.number().int(),
  /** Net movement of the dealer's revenue (payments less refunds of revenue). */
  revenueFen: Fen,
  topUpFen: Fen,
  refundedFen: Fen,
  arrearsFen: Fen,
});
export type RevenueRow = z.infer<typeof RevenueRow>;

/** The report's sums: a row's counts and amounts, over every row. */
export const RevenueTotals = RevenueRow.pick({
  transfers: true,
  revenueFen: true,
  topUpFen: true,
  refundedFen: true,
  arrearsFen: true,
});
export type RevenueTotals = z.infer<typeof RevenueTotals>;

export const RevenueReport = z.object({ rows: z.array(RevenueRow), totals: RevenueTotals });
export type RevenueReport = z.infer<typeof RevenueReport>;

export const ExportQuery = z.intersection(
  ReportRange,
  z.object({ format: z.enum(['csv', 'xlsx'], { error: '导出格式只能是 csv 或 xlsx' }).default('xlsx') }),
);
export type ExportQuery = z.input<typeof ExportQuery>;

/** Occupancy of one park on one day. */
export const OccupancyQuery = z.object({
  day: Day('日期格式错误'),
  parkId: z.uuid({ error: '车场编号格式错误' }),
});
export type OccupancyQuery = z.input<typeof OccupancyQuery>;

export const OccupancyHour = z.object({
  hour: z.number().int(),
  entries: z.number().int(),
  exits: z.number().int(),
  /** Cars in the park at the end of the hour. */
  occupied: z.number().int(),
});
export type OccupancyHour = z.infer<typeof OccupancyHour>;

export const OccupancyReport = z.object({
  parkId: z.string(),
  day: z.string(),
  totalSpaces: z.number().int(),
  hours: z.array(OccupancyHour),
  /** Exits of the day per space (0 when the park has no spaces set). */
  turnover: z.number(),
  /** Highest share of spaces taken at an hour's end, 0..1 (0 when no spaces set). */
  peakOccupancy: z.number(),
});
export type OccupancyReport = z.infer<typeof OccupancyReport>;

// Reconciliation (对账)

export const DIFFERENCE_SIDES = ['oursOnly', 'providerOnly', 'amount'] as const;
export type DifferenceSide = (typeof DIFFERENCE_SIDES)[number];
export const DIFFERENCE_SIDE_TEXT: Record<DifferenceSide, string> = {
  oursOnly: '我方有、渠道无',
  providerOnly: '渠道有、我方无',
  amount: '金额不一致',
};
/** The reconcile domain's kinds, by side. */
export const SIDE_OF_DIFFERENCE: Record<string, DifferenceSide> = {
  missingAtProvider: 'oursOnly',
  refundMissingAtProvider: 'oursOnly',
  unknownOrder: 'providerOnly',
  notCaptured: 'providerOnly',
  unknownRefund: 'providerOnly',
  refundNotRecorded: 'providerOnly',
  amountMismatch: 'amount',
  refundAmountMismatch: 'amount',
  tradeNoMismatch: 'amount',
};

export const RESOLUTIONS = ['chase', 'refund', 'accept'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];
export const RESOLUTION_TEXT: Record<Resolution, string> = { chase: '向渠道追查', refund: '退款', accept: '确认无误' };

export const ReconciliationDaysQuery = z
  .object({ from: Day('开始日期格式错误'), to: Day('结束日期格式错误') })
  .refine((r) => r.from <= r.to, { path: ['to'], message: '结束日期不能早于开始日期' })
  .refine((r) => dayCount(r.from, r.to) <= 93, { path: ['to'], message: '一次最多查看 93 天' });
export type ReconciliationDaysQuery = z.input<typeof ReconciliationDaysQuery>;

export const ReconciliationDay = z.object({
  day: z.string(),
  /** Providers whose bill of the day was reconciled. */
  providers: z.array(z.string()),
  open: z.number().int(),
  resolved: z.number().int(),
  closed: z.boolean(),
});
export type ReconciliationDay = z.infer<typeof ReconciliationDay>;

export const DifferencesQuery = z.object({
  day: Day('日期格式错误'),
  state: z.enum(['open', 'resolved'], { error: '状态只能是 open 或 resolved' }).optional(),
});
export type DifferencesQuery = z.input<typeof DifferencesQuery>;

export const ReconciliationDifference = z.object({
  id: z.string(),
  provider: z.string(),
  day: z.string(),
  kind: z.string(),
  side: z.enum(DIFFERENCE_SIDES),
  orderNo: z.string(),
  refundNo: z.string().nullable(),
  providerFen: z.number().int().nullable(),
  ourFen: z.number().int().nullable(),
  detail: z.string(),
  state: z.enum(['open', 'resolved']),
  resolution: z.enum(RESOLUTIONS).nullable(),
  note: z.string().nullable(),
  resolvedByName: z.string().nullable(),
  resolvedAt: z.string().nullable(),
});
export type ReconciliationDifference = z.infer<typeof ReconciliationDifference>;

export const DifferenceList = z.object({
  day: z.string(),
  closed: z.boolean(),
  differences: z.array(ReconciliationDifference),
});
export type DifferenceList = z.infer<typeof DifferenceList>;

export const DifferenceParams = z.object({ differenceId: z.uuid({ error: '差异编号格式错误' }) });

export const ResolveDifference = z.object({
  resolution: z.enum(RESOLUTIONS, { error: '请选择处理方式' }),
  note: z.string().trim().min(1, '请填写处理说明').max(500, '处理说明最多 500 个字符'),
});
export type ResolveDifference = z.input<typeof ResolveDifference>;

export const ReconcileRun = z.object({ day: Day('日期格式错误') });
export type ReconcileRun = z.input<typeof ReconcileRun>;

export const ReconcileRunResult = z.object({
  day: z.string(),
  providers: z.array(z.object({ provider: z.string(), billLines: z.number().int(), differences: z.number().int() })),
});
export type ReconcileRunResult = z.infer<typeof ReconcileRunResult>;

/** Demo only: the sandbox's bill names another amount for one of its paid trades (to plant a difference). */
export const SandboxBillDiscrepancy = z.object({
  orderNo: z.string().min(1, '请填写订单号').max(64),
  amountFen: z.number().int().positive('金额须大于 0'),
});
export type SandboxBillDiscrepancy = z.input<typeof SandboxBillDiscrepancy>;
