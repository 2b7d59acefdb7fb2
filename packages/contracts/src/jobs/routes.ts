// Zod-free: the job queue's operator operations (types only).
import { route } from '../operation';
import type { DeadJobList } from './dead-jobs';

/** The job queue as an operator sees it (decision 029). */
export const JobRoutes = {
  /** Jobs that failed every retry (admins): their dealer's, and the platform's own. */
  deadJobs: route('GET', '/operator/v1/deadJobs').io<{ response: DeadJobList }>(),
};
