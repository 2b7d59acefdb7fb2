import { JobOps, ok, OperatorRole } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { JobQueue } from '../../jobs/queue';

/** Dead-lettered jobs, for the dealer's admins (the dealer comes from the operator's session). */
export async function jobsOperatorRoutes(app: FastifyInstance, { queue }: { queue: Pick<JobQueue, 'deadJobs'> }) {
  serve(app, JobOps.deadJobs, { preHandler: app.requireOperator(OperatorRole.ADMIN) }, async (req) =>
    ok(await queue.deadJobs(req.operator.dealerId)),
  );
}
