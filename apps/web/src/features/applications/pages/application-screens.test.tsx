import { ApplicationsRoutes, VehicleRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

const applicationId = '00000000-0000-4000-8000-00000000a001';

// Benefit applications (spec section 2, Applications): the programmes, applying, the result, the history.
const cases: ScreenCase[] = [
  {
    at: '/userApply',
    state: 'empty',
    serve: { [at(ApplicationsRoutes.benefitProgrammes)]: ok([]) },
    shows: ['暂无可申请的优惠'],
  },
  {
    at: '/userApply',
    state: 'error',
    serve: { [at(ApplicationsRoutes.benefitProgrammes)]: broken() },
    shows: ['申请项目加载失败'],
  },
  {
    at: '/userApply/history',
    state: 'empty',
    serve: { [at(ApplicationsRoutes.myApplications)]: ok(aPage([])) },
    shows: ['暂无申请记录'],
  },
  {
    at: '/userApply/history',
    state: 'error',
    serve: { [at(ApplicationsRoutes.myApplications)]: broken() },
    shows: ['申请记录加载失败'],
  },
  {
    at: `/userApply/result?applicationId=${applicationId}`,
    state: 'error',
    serve: { [at(ApplicationsRoutes.application, { applicationId })]: broken() },
    shows: ['申请结果加载失败'],
  },
  { at: '/userApply/result', state: 'no application', shows: ['申请不存在'] },
  {
    at: '/userApply/userCheckIn?programmeId=p1',
    state: 'error',
    serve: { [at(ApplicationsRoutes.benefitProgrammes)]: broken() },
    shows: ['申请项目加载失败'],
  },
  {
    at: '/userApply/userCheckIn?programmeId=p1',
    state: 'plates error',
    serve: { [at(ApplicationsRoutes.benefitProgrammes)]: ok([]), [at(VehicleRoutes.plates)]: broken() },
    shows: ['车辆加载失败'],
  },
];

describe('application screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
