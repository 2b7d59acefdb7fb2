import { PaymentRoutes, ReservationRoutes, type LockView } from '@parking/contracts';
import { describe, it } from 'vitest';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';
import { aDriverPlate } from '../../../test/vehicle-screens';

const aLock: LockView = {
  lockId: 'LOCK001',
  parkId: 'p1',
  parkName: '武林广场停车场',
  spaceCode: 'B2-018',
  position: 'raised',
  occupied: false,
  batteryPct: 80,
  fault: null,
  online: true,
  reportedAt: '2026-06-01T02:00:00.000Z',
  bookingId: null,
  command: null,
};
const draft = 'parkId=p1&packageId=k1&startAt=2026-06-01T03:00:00.000Z';
const orderNo = 'P20260601BBBBBBBBBBBBBBBBBBBB';

// Bookings (spec section 2, Booking) and the parking lock (decision 038).
const cases: ScreenCase[] = [
  {
    at: `/bookParks/plate?${draft}`,
    state: 'data',
    serve: { [at(ReservationRoutes.getAllPlateInfo)]: ok({ results: [aDriverPlate()] }) },
    shows: ['选择预约车辆', /浙A·?12345/],
  },
  {
    at: `/bookParks/plate?${draft}`,
    state: 'empty',
    serve: { [at(ReservationRoutes.getAllPlateInfo)]: ok({ results: null }) },
    shows: ['暂无绑定车辆'],
  },
  {
    at: `/bookParks/plate?${draft}`,
    state: 'error',
    serve: { [at(ReservationRoutes.getAllPlateInfo)]: broken() },
    shows: ['车牌加载失败'],
  },
  { at: '/bookParks/plate', state: 'no draft', shows: ['请先选择停车场和到达时间'] },
  {
    at: `/bookParks/pay?${draft}&plateNo=浙A12345`,
    state: 'error',
    serve: { [at(ReservationRoutes.getBookPackageInfo)]: broken() },
    shows: ['预约信息加载失败'],
  },
  { at: '/bookParks/pay?parkId=p1', state: 'no draft', shows: ['预约信息不完整，请重新选择'] },
  { at: '/bookParks/result', state: 'no booking', shows: ['预约不存在', '链接缺少预约编号'] },
  {
    at: '/bookParks/result?bookingId=00000000-0000-4000-8000-00000000d001',
    state: 'error',
    serve: { [at(ReservationRoutes.getBookOrderDetailInfo)]: broken() },
    shows: ['预约结果加载失败'],
  },
  {
    at: `/bookParks/result?orderNo=${orderNo}`,
    state: 'payment error',
    serve: { [at(PaymentRoutes.payChargesSync, { id: orderNo })]: broken() },
    shows: ['支付结果加载失败'],
  },
  {
    at: '/lockControl',
    state: 'data',
    serve: { [at(ReservationRoutes.getUserLockList)]: ok({ results: [aLock] }) },
    shows: ['武林广场停车场 · B2-018'],
  },
  {
    at: '/lockControl',
    state: 'empty',
    serve: { [at(ReservationRoutes.getUserLockList)]: ok({ results: [] }) },
    shows: ['暂无可控制的地锁'],
  },
  {
    at: '/lockControl',
    state: 'error',
    serve: { [at(ReservationRoutes.getUserLockList)]: broken() },
    shows: ['地锁加载失败'],
  },
  {
    at: '/lockDetail?lockId=LOCK001',
    state: 'data',
    serve: { [at(ReservationRoutes.getZigbeeLockState)]: ok(aLock) },
    shows: ['地锁信息', /B2-018/],
  },
  {
    at: '/lockDetail?lockId=LOCK001',
    state: 'error',
    serve: { [at(ReservationRoutes.getZigbeeLockState)]: broken() },
    shows: ['地锁加载失败'],
  },
  { at: '/lockDetail', state: 'no lock', shows: ['地锁不存在'] },
  { at: '/bookParks/index', state: 'no park', shows: ['请选择要预约的停车场'] },
  {
    at: '/bookRecord',
    state: 'empty',
    serve: { [at(ReservationRoutes.getBookOrderList)]: ok({ results: [], hasMore: false }) },
    shows: ['暂无预约记录'],
  },
  {
    at: '/bookRecord',
    state: 'error',
    serve: { [at(ReservationRoutes.getBookOrderList)]: broken() },
    shows: ['预约记录加载失败'],
  },
  { at: '/bookRecordDetail', state: 'no booking', shows: ['预约不存在'] },
  {
    at: '/bookRecordDetail?bookingId=00000000-0000-4000-8000-00000000d001',
    state: 'error',
    serve: { [at(ReservationRoutes.getBookOrderDetailInfo)]: broken() },
    shows: ['预约详情加载失败'],
  },
];

describe('booking and lock screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
