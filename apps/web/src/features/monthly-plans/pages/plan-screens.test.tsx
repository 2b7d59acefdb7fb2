import { BagGroupRoutes, BagRoutes, ParkRoutes, VehicleRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage, aPark } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';
import { aDriverPlate } from '../../../test/vehicle-screens';

const planId = '00000000-0000-4000-8000-00000000b001';
const applicationId = '00000000-0000-4000-8000-00000000b002';
const parkId = '00000000-0000-4000-8000-00000000b003';
const application = { [at(BagRoutes.bagApplication, { applicationId })]: broken() };
const plan = { [at(BagRoutes.bagPlan, { planId })]: broken() };

// Monthly plans (spec section 2, Monthly): finding a plan, applying, paying, renewing, topping up, where it is valid.
// The plan pages' data states are the e2e stories' (e2e/bag.spec.ts); here every screen and its empty and error states.
const cases: ScreenCase[] = [
  {
    at: '/nearbyBagParks',
    state: 'data',
    serve: { [at(ParkRoutes.nearbyBagParks)]: ok(aPage([aPark({ parkName: '湖滨月卡停车场' })])) },
    shows: ['湖滨月卡停车场'],
  },
  {
    at: '/nearbyBagParks',
    state: 'empty',
    serve: { [at(ParkRoutes.nearbyBagParks)]: ok(aPage([])) },
    shows: ['附近暂无可办理月卡的停车场'],
  },
  {
    at: '/nearbyBagParks',
    state: 'error',
    serve: { [at(ParkRoutes.nearbyBagParks)]: broken() },
    shows: ['停车场加载失败'],
  },
  {
    at: '/nearbyBagRules',
    state: 'empty',
    serve: { [at(BagGroupRoutes.bagMultiRules)]: ok({ results: [] }) },
    shows: ['暂无多停车场通用月卡'],
  },
  {
    at: '/nearbyBagRules',
    state: 'error',
    serve: { [at(BagGroupRoutes.bagMultiRules)]: broken() },
    shows: ['月卡规则加载失败'],
  },
  {
    at: `/suitParking?planId=${planId}`,
    state: 'error',
    serve: { [at(BagGroupRoutes.bagPlanParks, { planId })]: broken() },
    shows: ['适用停车场加载失败'],
  },
  {
    at: '/suitParking?groupId=g1',
    state: 'rule error',
    serve: { [at(BagGroupRoutes.bagMultiRules)]: broken() },
    shows: ['适用停车场加载失败'],
  },
  {
    at: `/submitSuccess?applicationId=${applicationId}`,
    state: 'error',
    serve: application,
    shows: ['申请加载失败'],
  },
  {
    at: `/monthlyMaterial?applicationId=${applicationId}`,
    state: 'error',
    serve: application,
    shows: ['申请材料加载失败'],
  },
  { at: `/mounthlyEdit?applicationId=${applicationId}`, state: 'error', serve: application, shows: ['申请加载失败'] },
  { at: `/myMounthlyPay?applicationId=${applicationId}`, state: 'error', serve: application, shows: ['申请加载失败'] },
  { at: `/mounthlyRenew?planId=${planId}`, state: 'error', serve: plan, shows: ['续费信息加载失败'] },
  { at: `/mounthlyTopUp?planId=${planId}`, state: 'error', serve: plan, shows: ['储值卡加载失败'] },
  { at: `/bookingSuccess?planId=${planId}`, state: 'error', serve: plan, shows: ['月卡加载失败'] },
  {
    at: `/bookingNotarize?parkId=${parkId}`,
    state: 'error',
    serve: { [at(BagRoutes.bagPark, { parkId })]: broken() },
    shows: ['月卡信息加载失败'],
  },
  {
    at: '/renew',
    state: 'empty',
    serve: { [at(BagRoutes.bagPlans)]: ok({ results: [] }) },
    shows: ['暂无可续费的月卡'],
  },
  { at: '/renew', state: 'error', serve: { [at(BagRoutes.bagPlans)]: broken() }, shows: ['月卡加载失败'] },
  {
    at: '/choiceSelf',
    state: 'data',
    serve: { [at(VehicleRoutes.plates)]: ok(aPage([aDriverPlate()])) },
    shows: [/浙A·?12345/],
  },
  { at: '/choiceSelf', state: 'empty', serve: { [at(VehicleRoutes.plates)]: ok(aPage([])) }, shows: ['暂无绑定车辆'] },
  { at: '/choiceSelf', state: 'error', serve: { [at(VehicleRoutes.plates)]: broken() }, shows: ['车辆加载失败'] },
  {
    at: '/balanceParks',
    state: 'data',
    serve: { [at(ParkRoutes.nearbyParks)]: ok(aPage([aPark({ parkName: '余额停车场' })])) },
    shows: ['余额停车场'],
  },
  {
    at: '/balanceParks',
    state: 'empty',
    serve: { [at(ParkRoutes.nearbyParks)]: ok(aPage([])) },
    shows: ['附近暂无停车场'],
  },
  { at: '/balanceParks', state: 'error', serve: { [at(ParkRoutes.nearbyParks)]: broken() }, shows: ['停车场加载失败'] },
  { at: '/suitBalanceParks', state: 'before a search', shows: ['输入停车场名称或地址搜索'] },
  { at: `/mounthlyPayAddCar?planId=${planId}`, state: 'form', shows: ['请输入车牌号'] },
  {
    at: '/monthParking',
    state: 'error',
    serve: { [at(BagRoutes.bagApplications)]: broken() },
    shows: ['月卡加载失败'],
  },
  {
    at: '/mounthPayList',
    state: 'empty',
    serve: { [at(BagGroupRoutes.bagPayments)]: ok({ results: [] }) },
    shows: ['暂无月卡缴费记录'],
  },
  {
    at: '/mounthPayList',
    state: 'error',
    serve: { [at(BagGroupRoutes.bagPayments)]: broken() },
    shows: ['缴费记录加载失败'],
  },
  { at: `/mounthlyDetail?planId=${planId}`, state: 'error', serve: plan, shows: ['月卡加载失败'] },
  { at: `/mounthlyPayManage?planId=${planId}`, state: 'error', serve: plan, shows: ['月卡加载失败'] },
  {
    at: `/mounthlyNotarize?parkId=${parkId}`,
    state: 'error',
    serve: { [at(BagRoutes.bagPark, { parkId })]: broken() },
    shows: ['月卡信息加载失败'],
  },
];

describe('monthly plan screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
