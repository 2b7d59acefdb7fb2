import { PaymentRoutes } from '@parking/contracts';
import { describe, it } from 'vitest';
import { at } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

const orderNo = 'P20260601ABCDEFGHJKMNPQRSTVWX';

// An arrears notice's code without its bill, and the result a third-party payment comes back to (spec section 2,
// Payment); the pay pages' data states are pay-pages.test.tsx's.
const cases: ScreenCase[] = [
  {
    at: '/parkingPayPage',
    state: 'any park',
    shows: ['输入车牌号，查询待缴停车费', '无需登录即可缴费。支付成功后，请在免费离场时间内驶离。'],
  },
  { at: '/parkingPayPage?parkId=p1', state: "a park's pay point", shows: ['输入车牌号，缴纳本停车场停车费'] },
  { at: '/scanOverduePay', state: 'no bill', shows: ['缺少订单信息', '请从缴费查询或扫码进入'] },
  { at: '/thirdpaySuccess', state: 'no order', shows: ['缺少支付单号'] },
  {
    at: `/thirdpaySuccess?orderNo=${orderNo}`,
    state: 'error',
    serve: { [at(PaymentRoutes.payChargesSync, { id: orderNo })]: broken() },
    shows: ['支付结果查询失败'],
  },
];

describe('payment result screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
