import { ParkingRoutes, RewardRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

// Rewards (spec section 2, Rewards; decision 052) and the parking records' lists (spec section 2, Parking).
const cases: ScreenCase[] = [
  {
    at: '/goldPlanResults',
    state: 'error',
    serve: { [at(RewardRoutes.goldPlan)]: broken() },
    shows: ['金币信息加载失败'],
  },
  {
    at: '/registerShare',
    state: 'error',
    serve: { [at(RewardRoutes.myInvite)]: broken() },
    shows: ['邀请信息加载失败'],
  },
  { at: '/receiveRewards', state: 'no invitation', shows: ['邀请链接无效'] },
  { at: '/billRecord', state: 'empty', serve: { [at(ParkingRoutes.parkOrders)]: ok(aPage([])) }, shows: ['暂无账单'] },
  { at: '/billRecord', state: 'error', serve: { [at(ParkingRoutes.parkOrders)]: broken() }, shows: ['订单加载失败'] },
  {
    at: '/roadParking/parkingList',
    state: 'empty',
    serve: { [at(ParkingRoutes.parkOrders)]: ok(aPage([])) },
    shows: ['暂无路内停车记录'],
  },
  {
    at: '/roadParking/palteList',
    state: 'empty',
    serve: { [at(ParkingRoutes.driverPlate)]: ok([]) },
    shows: ['暂无绑定车辆'],
  },
  {
    at: '/roadParking/palteList',
    state: 'error',
    serve: { [at(ParkingRoutes.driverPlate)]: broken() },
    shows: ['车辆加载失败'],
  },
];

describe('reward and parking record screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
