import { operations } from '../operation-schemas';
import * as Applications from './applications';
import * as Operator from './operator';
import { ApplicationsOperatorRoutes, ApplicationsRoutes } from './routes';
import { z } from 'zod';

const byApplication = { params: Applications.ApplicationIdParams };
const byProgramme = { params: Operator.ProgrammeIdParams };

export const ApplicationsOps = operations(ApplicationsRoutes, {
  benefitProgrammes: { response: Applications.BenefitProgrammes },
  createApplication: { body: Applications.CreateApplication, response: Applications.Application },
  myApplications: { query: Applications.MyApplicationsQuery, response: Applications.ApplicationPage },
  application: { ...byApplication, response: Applications.Application },
});

export const ApplicationsOperatorOps = operations(ApplicationsOperatorRoutes, {
  listProgrammes: { response: z.array(Operator.OperatorProgramme) },
  createProgramme: { body: Operator.ProgrammeInput, response: Operator.OperatorProgramme },
  updateProgramme: { ...byProgramme, body: Operator.ProgrammeInput, response: Operator.OperatorProgramme },
  applicationQueue: { query: Operator.ApplicationQueueQuery, response: Operator.ReviewedApplicationPage },
  approveApplication: { ...byApplication, body: Operator.ApproveApplication, response: Operator.ReviewedApplication },
  rejectApplication: { ...byApplication, body: Operator.RejectApplication, response: Operator.ReviewedApplication },
});
