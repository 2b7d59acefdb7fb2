import { ParkingRoutes, RewardRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

// Rewards (spec section 2, Rewards; decision 052) and the parking records' lists (spec section 2, Parking).
const cases: ScreenCase[] = [
  {
    at: '/goldPlanResults',
    state: 'data, one option out of reach',
    serve: {
      [at(RewardRoutes.goldPlan)]: ok({
        balance: 120,
        coinsPerYuan: 1,
        capPercent: 5,
        options: [
          { id: 'o1', name: '3元停车券', title: '立减3元', coinCost: 100, capFen: 300, percent: 5, active: true },
          { id: 'o2', name: '5元停车券', title: '立减5元', coinCost: 300, capFen: 500, percent: 5, active: true },
        ],
        movements: [],
      }),
    },
    // A greyed-out exchange says how many coins are missing (issue 44); the one within reach says nothing.
    shows: ['300金币兑换', '还差180金币'],
  },
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
