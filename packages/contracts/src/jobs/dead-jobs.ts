import { z } from 'zod';

/** How many dead jobs one listing shows at most (newest first). */
export const DEAD_JOBS_MAX = 100;

/** A job that failed every retry and sits in its queue's dead-letter queue until an operator looks into it. */
export const DeadJob = z.object({
  id: z.string(),
  /** The queue it failed in, e.g. `payments.sweep`. */
  queue: z.string(),
  /** What it was given (a platform-wide job's input is not shown to a dealer's operators). */
  data: z.record(z.string(), z.unknown()).nullable(),
  /** The last failure's message; only for the operator's own dealer's jobs. */
  error: z.string().nullable(),
  /** When it was dead-lettered, ISO 8601. */
  deadAt: z.string(),
  /** Whose job it was; null for platform-wide jobs (sweeps). */
  dealerId: z.string().nullable(),
});
export type DeadJob = z.infer<typeof DeadJob>;

/** GET deadJobs: the newest dead jobs of the operator's dealer and the platform's, and how many there are. */
export const DeadJobList = z.object({ total: z.number().int(), jobs: z.array(DeadJob) });
export type DeadJobList = z.infer<typeof DeadJobList>;
