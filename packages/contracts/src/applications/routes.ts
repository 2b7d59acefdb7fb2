// Zod-free: special-group benefit applications (/userApply, decision 041), types only.
import { routes } from '../operation';
import type { Page } from '../envelope';
import type { Application, BenefitProgramme, CreateApplication, MyApplicationsQuery } from './applications';
import type * as Operator from './operator';

export const ApplicationsRoutes = routes<ApplicationsIo>()({
  benefitProgrammes: 'GET /driver/v2/api/benefitProgrammes',
  createApplication: ['POST /driver/v2/api/benefitApplications', { authModel: 1 }],
  myApplications: 'GET /driver/v2/api/benefitApplications',
  application: 'GET /driver/v2/api/benefitApplications/:applicationId',
});

/** Operators of role service, always within their own dealer. */
export const ApplicationsOperatorRoutes = routes<ApplicationsOperatorIo>()({
  listProgrammes: 'GET /operator/v1/benefit-programmes',
  createProgramme: 'POST /operator/v1/benefit-programmes',
  updateProgramme: 'PUT /operator/v1/benefit-programmes/:programmeId',
  applicationQueue: 'GET /operator/v1/benefit-applications',
  approveApplication: 'POST /operator/v1/benefit-applications/:applicationId/approve',
  rejectApplication: 'POST /operator/v1/benefit-applications/:applicationId/reject',
});

/** What each of ApplicationsRoutes' operations takes and answers. */
interface ApplicationsIo {
  /** The dealer's open benefit programmes (/userApply). */
  benefitProgrammes: { response: BenefitProgramme[] };
  /** Apply for a programme for one of the driver's plates (/userApply/userCheckIn). */
  createApplication: { body: CreateApplication; response: Application };
  /** The driver's applications, newest first (/userApply/history). */
  myApplications: { query: MyApplicationsQuery; response: Page<Application> };
  /** One of the driver's applications (/userApply/result). */
  application: { response: Application };
}

/** What each of ApplicationsOperatorRoutes' operations takes and answers. */
interface ApplicationsOperatorIo {
  listProgrammes: { response: Operator.OperatorProgramme[] };
  createProgramme: { body: Operator.ProgrammeInput; response: Operator.OperatorProgramme };
  updateProgramme: { body: Operator.ProgrammeInput; response: Operator.OperatorProgramme };
  applicationQueue: { query: Operator.ApplicationQueueQuery; response: Page<Operator.ReviewedApplication> };
  approveApplication: { body: Operator.ApproveApplication; response: Operator.ReviewedApplication };
  rejectApplication: { body: Operator.RejectApplication; response: Operator.ReviewedApplication };
}
