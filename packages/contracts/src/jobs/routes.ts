// Zod-free: the job queue's operator operations (types only).
import { routes } from '../operation';
import type { DeadJobList } from './dead-jobs';

/** The job queue as an operator sees it (decision 029). */
export const JobRoutes = routes<JobIo>()({
  deadJobs: 'GET /operator/v1/deadJobs',
});

/** What each of JobRoutes' operations takes and answers. */
interface JobIo {
  /** Jobs that failed every retry (admins): their dealer's, and the platform's own. */
  deadJobs: { response: DeadJobList };
}
