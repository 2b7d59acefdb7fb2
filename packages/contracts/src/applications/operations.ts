import { operations } from '../operation-schemas';
import {
  Application,
  ApplicationIdParams,
  ApplicationPage,
  BenefitProgrammes,
  CreateApplication,
  MyApplicationsQuery,
} from './applications';
import {
  ApplicationQueueQuery,
  ApproveApplication,
  OperatorProgramme,
  ProgrammeIdParams,
  ProgrammeInput,
  RejectApplication,
  ReviewedApplication,
  ReviewedApplicationPage,
} from './operator';
import { ApplicationsOperatorRoutes, ApplicationsRoutes } from './routes';
import { z } from 'zod';

const byApplication = { params: ApplicationIdParams };

export const ApplicationsOps = operations(ApplicationsRoutes, {
  benefitProgrammes: { response: BenefitProgrammes },
  createApplication: { body: CreateApplication, response: Application },
  myApplications: { query: MyApplicationsQuery, response: ApplicationPage },
  application: { ...byApplication, response: Application },
});

export const ApplicationsOperatorOps = operations(ApplicationsOperatorRoutes, {
  listProgrammes: { response: z.array(OperatorProgramme) },
  createProgramme: { body: ProgrammeInput, response: OperatorProgramme },
  updateProgramme: { params: ProgrammeIdParams, body: ProgrammeInput, response: OperatorProgramme },
  applicationQueue: { query: ApplicationQueueQuery, response: ReviewedApplicationPage },
  approveApplication: { ...byApplication, body: ApproveApplication, response: ReviewedApplication },
  rejectApplication: { ...byApplication, body: RejectApplication, response: ReviewedApplication },
});
