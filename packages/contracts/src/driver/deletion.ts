import { z } from 'zod';
import { VerifyCode } from './fields';

/** One thing checked before an account may be deleted. Non-blocking items only inform (注销后将失去…). */
export const DeletionCheckItem = z.object({
  key: z.string(),
  title: z.string(),
  description: z.string(),
  blocking: z.boolean(),
});
export type DeletionCheckItem = z.infer<typeof DeletionCheckItem>;

/** GET accountDeleteCheckList */
export const DeletionCheckList = z.object({ items: z.array(DeletionCheckItem) });
export type DeletionCheckList = z.infer<typeof DeletionCheckList>;

/** GET accountDeleteCheckResult: every check evaluated for the driver. */
export const DeletionCheckOutcome = DeletionCheckItem.extend({ passed: z.boolean(), detail: z.string() });
export type DeletionCheckOutcome = z.infer<typeof DeletionCheckOutcome>;
export const DeletionCheckResult = z.object({ canDelete: z.boolean(), items: z.array(DeletionCheckOutcome) });
export type DeletionCheckResult = z.infer<typeof DeletionCheckResult>;

/** DELETE account: confirmed with a code sent to the bound phone. */
export const AccountDeleteRequest = z.object({ verifyCode: VerifyCode });
export type AccountDeleteRequest = z.infer<typeof AccountDeleteRequest>;
