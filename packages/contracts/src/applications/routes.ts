// Zod-free: special-group benefit applications (/userApply, decision 041), types only.
import { route } from '../operation';
import type { Page } from '../envelope';
import type { Application, BenefitProgramme, CreateApplication, MyApplicationsQuery } from './applications';
import type * as Operator from './operator';

export const ApplicationsRoutes = {
  /** The dealer's open benefit programmes (/userApply). */
  benefitProgrammes: route('GET', '/driver/v2/api/benefitProgrammes').io<{ response: BenefitProgramme[] }>(),
  /** Apply for a programme for one of the driver's plates (/userApply/userCheckIn). */
  createApplication: route('POST', '/driver/v2/api/benefitApplications', { authModel: 1 }).io<{
    body: CreateApplication;
    response: Application;
  }>(),
  /** The driver's applications, newest first (/userApply/history). */
  myApplications: route('GET', '/driver/v2/api/benefitApplications').io<{
    query: MyApplicationsQuery;
    response: Page<Application>;
  }>(),
  /** One of the driver's applications (/userApply/result). */
  application: route('GET', '/driver/v2/api/benefitApplications/:applicationId').io<{ response: Application }>(),
};

/** Operators of role service, always within their own dealer. */
export const ApplicationsOperatorRoutes = {
  listProgrammes: route('GET', '/operator/v1/benefit-programmes').io<{ response: Operator.OperatorProgramme[] }>(),
  createProgramme: route('POST', '/operator/v1/benefit-programmes').io<{
    body: Operator.ProgrammeInput;
    response: Operator.OperatorProgramme;
  }>(),
  updateProgramme: route('PUT', '/operator/v1/benefit-programmes/:programmeId').io<{
    body: Operator.ProgrammeInput;
    response: Operator.OperatorProgramme;
  }>(),
  applicationQueue: route('GET', '/operator/v1/benefit-applications').io<{
    query: Operator.ApplicationQueueQuery;
    response: Page<Operator.ReviewedApplication>;
  }>(),
  approveApplication: route('POST', '/operator/v1/benefit-applications/:applicationId/approve').io<{
    body: Operator.ApproveApplication;
    response: Operator.ReviewedApplication;
  }>(),
  rejectApplication: route('POST', '/operator/v1/benefit-applications/:applicationId/reject').io<{
    body: Operator.RejectApplication;
    response: Operator.ReviewedApplication;
  }>(),
};
