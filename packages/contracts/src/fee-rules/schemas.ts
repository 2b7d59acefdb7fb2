import { z } from 'zod';
import { FeeRuleSchema, VehicleClassSchema } from '../parking/fee-rule';
import { FeeExplanation } from '../payments/bills';

/**
 * Fee rule versions (issue 39, decision 084): a park's rules are append-only, each with the instant it takes effect;
 * the one in force at an instant is the latest whose effectiveFrom has come. A stay keeps the rule in force at entry.
 */

/** How far ahead a new rule may be scheduled. */
export const MAX_SCHEDULE_AHEAD_DAYS = 366;
/** A rule "effective now" may carry a time this far in the past (the form was filled a moment ago). */
export const EFFECTIVE_FROM_SLACK_MS = 5 * 60_000;

const Instant = z.iso.datetime({ offset: true, error: '时间格式不正确' });

export const FeeRuleVersionStatus = z.enum(['current', 'scheduled', 'past']);
export type FeeRuleVersionStatus = z.infer<typeof FeeRuleVersionStatus>;

/** One stored version of a park's rule, with the labels drivers read and who set it. */
export const FeeRuleVersion = z.object({
  feeRuleId: z.string(),
  rule: FeeRuleSchema,
  labels: z.array(z.string()),
  effectiveFrom: z.string(),
  createdAt: z.string(),
  /** The operator who set it (display name); null for rules set before accounts were recorded, or by the seed. */
  createdBy: z.string().nullable(),
  status: FeeRuleVersionStatus,
});
export type FeeRuleVersion = z.infer<typeof FeeRuleVersion>;

/** A park's rules, newest effective time first. */
export const FeeRuleHistory = z.object({
  parkId: z.string(),
  parkName: z.string(),
  versions: z.array(FeeRuleVersion),
});
export type FeeRuleHistory = z.infer<typeof FeeRuleHistory>;

/** A new version: the rule and when it takes effect (absent: now). */
export const NewFeeRuleVersion = z.strictObject({
  rule: FeeRuleSchema,
  effectiveFrom: Instant.optional(),
});
export type NewFeeRuleVersion = z.input<typeof NewFeeRuleVersion>;

/** A draft rule priced for one stay by the server's fee engine (nothing is stored). */
export const FeePreviewRequest = z
  .strictObject({
    rule: FeeRuleSchema,
    enteredAt: Instant,
    exitedAt: Instant,
    vehicleClass: VehicleClassSchema,
  })
  .superRefine((v, ctx) => {
    const stay = Date.parse(v.exitedAt) - Date.parse(v.enteredAt);
    if (stay < 0) ctx.addIssue({ code: 'custom', message: '离场时间不能早于入场时间', path: ['exitedAt'] });
    else if (stay > 366 * 86_400_000)
      ctx.addIssue({ code: 'custom', message: '停车时长不能超过 366 天', path: ['exitedAt'] });
  });
export type FeePreviewRequest = z.input<typeof FeePreviewRequest>;

export const FeePreview = z.object({
  totalFen: z.number().int().min(0),
  /** Whole stay, minutes rounded up. */
  stayMinutes: z.number().int().min(0),
  explanation: FeeExplanation,
});
export type FeePreview = z.infer<typeof FeePreview>;
