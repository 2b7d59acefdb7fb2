import { PaymentRoutes, SharingRoutes, VehicleRoutes, type Share, type SharingProduct } from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage, aPayModel } from '../../../test/builders';
import { aDriverPlate } from '../../../test/vehicle-screens';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

const productId = '00000000-0000-4000-8000-000000000002';
const product: SharingProduct = {
  productId,
  parkId: '00000000-0000-4000-8000-000000000001',
  parkName: '杭州大厦购物城停车场',
  kind: 'package',
  kindName: '包期',
  name: '夜间包期',
  priceFen: 15_000,
  rules: [{ days: 'daily', from: '18:00', to: '09:00' }],
  scheduleText: '每日 18:00-次日09:00',
  totalNum: 50,
  periods: [{ period: '2026-11', label: '本月（11月） · 剩余 49', leftNum: 49 }],
};
const shareId = '00000000-0000-4000-8000-000000000003';
const share: Share = {
  shareId,
  productId,
  parkId: product.parkId,
  parkName: product.parkName,
  kind: 'subscription',
  kindName: '预约',
  name: '夜间预约',
  plateNo: '浙A12345',
  period: '2099-01-01',
  scheduleText: '18:00-次日09:00',
  priceFen: 1_500,
  status: 'active',
  statusText: '生效中',
  windows: [{ from: '2099-01-01T10:00:00.000Z', to: '2099-01-02T01:00:00.000Z' }],
  orderNo: 'P1',
  createdAt: '2098-12-20T00:00:00.000Z',
};
const productAnswer = { [at(SharingRoutes.sharingProduct, { productId })]: ok(product) };
const productBroken = { [at(SharingRoutes.sharingProduct, { productId })]: broken() };

// Off-peak sharing (spec section 2, Sharing): choosing a period and plate, paying, the result, the driver's shares,
// a subscription's detail, the credit rules. Package and subscription share each screen (routes/sharing.ts).
const cases: ScreenCase[] = [
  {
    at: `/subscribeCarSelect?productId=${productId}`,
    state: 'data',
    serve: { ...productAnswer, [at(VehicleRoutes.plates)]: ok(aPage([aDriverPlate()])) },
    // The bound plates as chips, and the way to another (issue 44).
    shows: ['杭州大厦购物城停车场 · 夜间包期', /本月（11月） · 剩余 49/, '选择车辆', '浙A·12345', '其他车牌'],
  },
  {
    at: `/subscribeCarSelect?productId=${productId}`,
    state: 'error',
    serve: productBroken,
    shows: ['错时共享产品加载失败'],
  },
  {
    at: `/wrongTimePackagePay?productId=${productId}&period=2026-11&plateNo=浙A12345`,
    state: 'data',
    serve: { ...productAnswer, [at(PaymentRoutes.payModel)]: ok(aPayModel()) },
    shows: ['订单信息', /夜间包期/],
  },
  {
    at: `/wrongTimeSubscribePay?productId=${productId}&period=2026-11-02&plateNo=浙A12345`,
    state: 'error',
    serve: productBroken,
    shows: ['错时共享产品加载失败'],
  },
  {
    at: `/packageCarSelect?productId=${productId}`,
    state: 'error',
    serve: productBroken,
    shows: ['错时共享产品加载失败'],
  },
  { at: '/packageHandleSucc', state: 'done', shows: ['办理成功'] },
  { at: '/subscribeHandleSucc', state: 'done', shows: ['办理成功'] },
  {
    at: '/wrongTimeManage',
    state: 'data',
    serve: { [at(SharingRoutes.shares)]: ok({ results: [share] }) },
    shows: [/夜间预约/, /生效中/],
  },
  {
    at: '/wrongTimeManage',
    state: 'empty',
    serve: { [at(SharingRoutes.shares)]: ok({ results: [] }) },
    shows: ['暂无错时共享'],
  },
  {
    at: '/wrongTimeManage',
    state: 'error',
    serve: { [at(SharingRoutes.shares)]: broken() },
    shows: ['错时共享加载失败'],
  },
  {
    at: `/wrongTimeSubscribeDetail?shareId=${shareId}`,
    state: 'data',
    serve: { [at(SharingRoutes.share, { shareId })]: ok(share) },
    shows: ['杭州大厦购物城停车场 · 夜间预约', '可停时段'],
  },
  {
    at: `/wrongTimeSubscribeDetail?shareId=${shareId}`,
    state: 'error',
    serve: { [at(SharingRoutes.share, { shareId })]: broken() },
    shows: ['错时共享加载失败'],
  },
  {
    at: '/integralRules',
    state: 'data',
    serve: { [at(SharingRoutes.creditRules)]: ok({ results: [{ code: 'lateExit', points: -10, title: '超时离场' }] }) },
    shows: ['超时离场', '-10 分', '客服核实后人工调整'],
  },
  {
    at: '/integralRules',
    state: 'error',
    serve: { [at(SharingRoutes.creditRules)]: broken() },
    shows: ['信用分规则加载失败'],
  },
  {
    at: '/violationRecord',
    state: 'empty',
    serve: { [at(SharingRoutes.sharingViolations)]: ok({ results: [] }) },
    shows: ['暂无违规记录'],
  },
  {
    at: '/violationRecord',
    state: 'error',
    serve: { [at(SharingRoutes.sharingViolations)]: broken() },
    shows: ['违规记录加载失败'],
  },
];

describe('off-peak sharing screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
