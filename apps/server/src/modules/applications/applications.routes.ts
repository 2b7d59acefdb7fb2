import { ApplicationsOperatorOps, ApplicationsOps, OperatorRole, ok } from '@parking/contracts';
import type { FastifyInstance } from 'fastify';
import { serve } from '../../kernel/serve';
import type { ApplicationsService } from './applications.service';

/** A driver's benefit applications (/userApply and its pages). */
export async function applicationsRoutes(
  app: FastifyInstance,
  { applications }: { applications: ApplicationsService },
) {
  const signedIn = { preHandler: app.requireDriver };
  const { driver } = applications;

  serve(app, ApplicationsOps.benefitProgrammes, signedIn, async (req) =>
    ok(await driver.programmes(req.driver.dealerId)),
  );
  serve(app, ApplicationsOps.createApplication, signedIn, async (req) => ok(await driver.apply(req.driver, req.body)));
  serve(app, ApplicationsOps.myApplications, signedIn, async (req) => ok(await driver.list(req.driver, req.query)));
  serve(app, ApplicationsOps.application, signedIn, async (req) =>
    ok(await driver.get(req.driver, req.params.applicationId)),
  );
}

/** Operators of role service review their dealer's applications and keep its programmes; the dealer is the session's. */
export async function applicationsOperatorRoutes(
  app: FastifyInstance,
  { applications }: { applications: ApplicationsService },
) {
  const service = { preHandler: app.requireOperator(OperatorRole.SERVICE) };
  const { operator } = applications;

  serve(app, ApplicationsOperatorOps.listProgrammes, service, async (req) =>
    ok(await operator.programmes(req.operator)),
  );
  serve(app, ApplicationsOperatorOps.createProgramme, service, async (req) =>
    ok(await operator.createProgramme(req.operator, req.body)),
  );
  serve(app, ApplicationsOperatorOps.updateProgramme, service, async (req) =>
    ok(await operator.updateProgramme(req.operator, req.params.programmeId, req.body)),
  );
  serve(app, ApplicationsOperatorOps.applicationQueue, service, async (req) =>
    ok(await operator.queue(req.operator, req.query)),
  );
  serve(app, ApplicationsOperatorOps.approveApplication, service, async (req) =>
    ok(await operator.approve(req.operator, req.params.applicationId, req.body.validDays)),
  );
  serve(app, ApplicationsOperatorOps.rejectApplication, service, async (req) =>
    ok(await operator.reject(req.operator, req.params.applicationId, req.body.reason)),
  );
}
