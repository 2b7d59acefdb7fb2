import { operations } from '../operation-schemas';
import { DeadJobList } from './dead-jobs';
import { JobRoutes } from './routes';

export const JobOps = operations(JobRoutes, {
  deadJobs: { response: DeadJobList },
});
