import { z } from 'zod';
import { MessageText } from '../validators/text';
import { ParkOrderRef } from './orders';

/** Rating a finished stay (spec: evaluations, canbeEvaluate). */

/** How long after leaving a stay may still be rated. */
export const EVALUATION_WINDOW_DAYS = 30;

export const CreateEvaluation = ParkOrderRef.extend({
  score: z.number().int().min(1, '请选择评分').max(5, '评分为 1 到 5 星'),
  content: MessageText.pipe(z.string().max(200, '评价最多 200 个字')).optional(),
});
export type CreateEvaluation = z.input<typeof CreateEvaluation>;

export const Evaluation = z.object({
  uniqueId: z.string(),
  score: z.number().int(),
  content: z.string(),
  createdAt: z.string(),
});
export type Evaluation = z.infer<typeof Evaluation>;

/** Whether the driver may rate this stay now, and if not, why (reason is a user-facing text). */
export const CanBeEvaluated = z.object({ canbeEvaluate: z.boolean(), reason: z.string().nullable() });
export type CanBeEvaluated = z.infer<typeof CanBeEvaluated>;
