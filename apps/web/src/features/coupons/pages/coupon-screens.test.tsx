import {
  CouponRoutes,
  PaymentRoutes,
  type Batch,
  type BatchOrder,
  type Coupon,
  type MyMerchant,
  type SaleTemplate,
} from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage, aPayModel } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

const merchantId = '00000000-0000-4000-8000-00000000c001';
const batchId = '00000000-0000-4000-8000-00000000c002';
const couponId = '00000000-0000-4000-8000-00000000c003';
const orderNo = 'P20260601CCCCCCCCCCCCCCCCCCCC';

const aCoupon = (overrides: Partial<Coupon> = {}): Coupon => ({
  id: couponId,
  name: '午餐停车券',
  title: '抵扣5元',
  kind: 'amount',
  state: 'unused',
  merchantName: '湖滨银泰',
  parkNames: null,
  minSpendFen: 0,
  plateNo: '浙A12345',
  validFrom: '2026-06-01T02:00:00.000Z',
  validUntil: '2026-06-08T02:00:00.000Z',
  issuedAt: '2026-06-01T02:00:00.000Z',
  usedAt: null,
  discountFen: null,
  ...overrides,
});
const aBatch: Batch = {
  id: batchId,
  templateId: 't1',
  merchantId,
  title: '抵扣5元',
  name: '午餐停车券',
  quantity: 100,
  issued: 40,
  createdAt: '2026-06-01T02:00:00.000Z',
};
const aMerchant: MyMerchant = { id: merchantId, name: '湖滨银泰', batches: [aBatch], given: 40, used: 12 };
const aTemplate: SaleTemplate = {
  templateId: 't1',
  name: '午餐停车券',
  title: '抵扣5元',
  priceFen: 300,
  minSpendFen: 0,
  validMinutes: 10_080,
  parkNames: ['武林广场停车场'],
};
const anOrder: BatchOrder = {
  id: 'bo1',
  merchantId,
  name: '午餐停车券',
  title: '抵扣5元',
  quantity: 10,
  unitPriceFen: 300,
  amountFen: 3_000,
  state: 'fulfilled',
  orderNo,
  batchId,
  issued: 4,
  createdAt: '2026-06-01T02:00:00.000Z',
  settledAt: '2026-06-01T02:01:00.000Z',
};

const merchants = (list: MyMerchant[]) => ({ [at(CouponRoutes.myMerchants)]: ok(list) });
const given = { [at(CouponRoutes.givenCoupons, { merchantId })]: ok(aPage([aCoupon({ usedAt: null })])) };
const wallet = (tab: string, coupons: Coupon[]) => ({
  [at(CouponRoutes.couponsCount)]: ok({ unused: 1, used: 0, past: coupons.length }),
  [at(CouponRoutes.userCoupons)]: (request: { url: string }) =>
    new URL(request.url, 'http://app.test').searchParams.get('state') === tab ? ok(aPage(coupons)) : broken(),
});

// The driver's coupons, the merchant's stock and purchases, and the scan screens (spec section 2, Coupons, Merchant).
const cases: ScreenCase[] = [
  {
    at: '/discount/unused',
    state: 'data',
    serve: wallet('unused', [aCoupon()]),
    shows: ['午餐停车券 · 未使用', '未使用(1)'],
  },
  { at: '/discount', state: 'empty', serve: wallet('unused', []), shows: ['暂无可用优惠券'] },
  { at: '/discount/past', state: 'empty', serve: wallet('past', []), shows: ['暂无过期优惠券'] },
  {
    at: '/discount/used',
    state: 'error',
    serve: { [at(CouponRoutes.userCoupons)]: broken() },
    shows: ['优惠券加载失败'],
  },
  {
    at: '/choiceDiscountPage?uniqueId=u1&parkId=p1&back=/payPage',
    state: 'data',
    serve: {
      [at(CouponRoutes.usableCoupons)]: ok({
        dueFen: 1_600,
        bestId: couponId,
        results: [{ ...aCoupon(), dueFen: 1_100, discountFen: 500 }],
      }),
    },
    shows: ['抵扣 5.00元，需付 11.00元', '不使用优惠券', '需付 16.00元'],
  },
  {
    at: '/choiceDiscountPage?uniqueId=u1&parkId=p1',
    state: 'error',
    serve: { [at(CouponRoutes.usableCoupons)]: broken() },
    shows: ['优惠券加载失败'],
  },
  { at: '/choiceDiscountPage', state: 'no bill', shows: ['缺少订单信息'] },
  {
    at: '/merchantManageList',
    state: 'data',
    serve: merchants([aMerchant]),
    shows: ['湖滨银泰', '已发放 40 张 · 已使用 12 张'],
  },
  { at: '/merchantManageList', state: 'empty', serve: merchants([]), shows: ['您还不是商户店员'] },
  {
    at: '/merchantManageList',
    state: 'error',
    serve: { [at(CouponRoutes.myMerchants)]: broken() },
    shows: ['商户加载失败'],
  },
  {
    at: `/merchantManage?merchantId=${merchantId}`,
    state: 'data',
    serve: { ...merchants([aMerchant]), ...given },
    shows: ['湖滨银泰', '午餐停车券（抵扣5元）', '剩余 60 张'],
  },
  { at: '/merchantManage?merchantId=other', state: 'not staff', serve: merchants([aMerchant]), shows: ['商户不存在'] },
  // The spec's give-coupon screens open the store's stock (decision 049).
  ...['/giveCoupons', '/giveCouponsList', '/giveCouponsRecord'].map((path) => ({
    at: `${path}?merchantId=${merchantId}`,
    state: 'opens /merchantManage',
    serve: { ...merchants([aMerchant]), ...given },
    landsAt: '/merchantManage',
    shows: ['剩余 60 张'],
  })),
  {
    at: `/buyCouponsList?merchantId=${merchantId}`,
    state: 'data',
    serve: { [at(CouponRoutes.saleTemplates, { merchantId })]: ok([aTemplate]) },
    shows: ['午餐停车券', '3.00元/张 · 武林广场停车场可用'],
  },
  {
    at: `/buyCouponsList?merchantId=${merchantId}`,
    state: 'empty',
    serve: { [at(CouponRoutes.saleTemplates, { merchantId })]: ok([]) },
    shows: ['暂无可购买的停车券'],
  },
  {
    at: `/buyCouponsList?merchantId=${merchantId}`,
    state: 'error',
    serve: { [at(CouponRoutes.saleTemplates, { merchantId })]: broken() },
    shows: ['停车券加载失败'],
  },
  {
    at: `/buyCoupons?merchantId=${merchantId}&templateId=t1`,
    state: 'data',
    serve: {
      [at(CouponRoutes.saleTemplates, { merchantId })]: ok([aTemplate]),
      [at(PaymentRoutes.payModel)]: ok(aPayModel()),
    },
    shows: ['午餐停车券', '3.00元/张', '支付 30.00元'],
  },
  {
    at: `/buyCoupons?merchantId=${merchantId}&templateId=gone`,
    state: 'withdrawn',
    serve: { [at(CouponRoutes.saleTemplates, { merchantId })]: ok([aTemplate]) },
    shows: ['该停车券已停售'],
  },
  {
    at: `/buyCouponsReslut?orderNo=${orderNo}`,
    state: 'data',
    serve: {
      [at(PaymentRoutes.payChargesSync, { id: orderNo })]: ok({
        orderNo,
        state: 'paid',
        final: true,
        amountFen: 3_000,
        payChannel: 3,
        payChannelText: '微信支付',
        paidAt: '2026-06-01T02:01:00.000Z',
        refundFen: 0,
        refundState: 'none',
        bills: [],
        purchase: { purpose: 'couponBatch', ref: 'bo1', state: 'fulfilled' },
      }),
      [at(CouponRoutes.batchOrder, { batchOrderId: 'bo1' })]: ok(anOrder),
    },
    shows: ['购买成功', '午餐停车券（抵扣5元）', '10张'],
  },
  {
    at: `/buyCouponsReslut?orderNo=${orderNo}`,
    state: 'error',
    serve: { [at(PaymentRoutes.payChargesSync, { id: orderNo })]: broken() },
    shows: ['支付结果加载失败'],
  },
  {
    at: `/buyCouponsRecord?merchantId=${merchantId}`,
    state: 'data',
    serve: { [at(CouponRoutes.batchOrders, { merchantId })]: ok(aPage([anOrder])) },
    shows: ['午餐停车券（抵扣5元）× 10', /30\.00元 · 购买成功 · 已发放 4\/10/, '开发票'],
  },
  {
    at: `/buyCouponsRecord?merchantId=${merchantId}`,
    state: 'empty',
    serve: { [at(CouponRoutes.batchOrders, { merchantId })]: ok(aPage([])) },
    shows: ['暂无购买记录'],
  },
  {
    at: `/buyCouponsRecord?merchantId=${merchantId}`,
    state: 'error',
    serve: { [at(CouponRoutes.batchOrders, { merchantId })]: broken() },
    shows: ['购买记录加载失败'],
  },
  {
    at: `/showQRcode?merchantId=${merchantId}&batchId=${batchId}`,
    state: 'data',
    serve: {
      ...given,
      [at(CouponRoutes.createQrCode, { merchantId })]: ok({
        token: 'q'.repeat(32),
        expiresAt: '2026-06-01T03:00:00.000Z',
        maxClaims: 1,
        claims: 0,
      }),
      [at(CouponRoutes.batchDetail, { merchantId, batchId })]: ok({
        batch: aBatch,
        counts: { unused: 20, locked: 0, used: 12, expired: 8, revoked: 0 },
        discountFen: 6_000,
      }),
    },
    // The code names the coupon it gives (issue 44).
    shows: ['请车主使用微信扫码领取停车券', `${aBatch.name}（${aBatch.title}）`],
  },
  {
    at: `/showQRcode?merchantId=${merchantId}&batchId=${batchId}`,
    state: 'error',
    serve: { ...given, [at(CouponRoutes.createQrCode, { merchantId })]: broken() },
    shows: ['二维码生成失败'],
  },
  {
    at: `/couponsDetail?merchantId=${merchantId}&batchId=${batchId}`,
    state: 'data',
    serve: {
      [at(CouponRoutes.batchDetail, { merchantId, batchId })]: ok({
        batch: aBatch,
        counts: { unused: 20, locked: 0, used: 12, expired: 8, revoked: 0 },
        discountFen: 6_000,
      }),
      [at(CouponRoutes.batchCoupons, { merchantId, batchId })]: ok(aPage([aCoupon()])),
    },
    shows: ['午餐停车券（抵扣5元）'],
  },
  {
    at: `/couponsDetail?merchantId=${merchantId}&batchId=${batchId}`,
    state: 'error',
    serve: { [at(CouponRoutes.batchDetail, { merchantId, batchId })]: broken() },
    shows: ['停车券加载失败'],
  },
  {
    at: `/parkingDetail?merchantId=${merchantId}&couponId=${couponId}`,
    state: 'data',
    serve: {
      [at(CouponRoutes.parkingDetail, { merchantId, couponId })]: ok({
        couponId,
        title: '抵扣5元',
        plateNo: '浙A12345',
        parkName: '武林广场停车场',
        enteredAt: '2026-06-01T02:00:00.000Z',
        exitedAt: '2026-06-01T04:00:00.000Z',
        grossFen: 1_600,
        discountFen: 500,
        paidFen: 1_100,
        usedAt: '2026-06-01T04:00:00.000Z',
      }),
    },
    // The plate written one way everywhere (issue 44).
    shows: ['浙A·12345', '武林广场停车场'],
  },
  {
    at: `/parkingDetail?merchantId=${merchantId}&couponId=${couponId}`,
    state: 'error',
    serve: { [at(CouponRoutes.parkingDetail, { merchantId, couponId })]: broken() },
    shows: ['停车详情加载失败'],
  },
  // Scanning a store's code: outside WeChat the screens say where to scan; the results and the plate step.
  { at: `/scanQRCode?token=${'q'.repeat(32)}`, state: 'outside WeChat', shows: ['请使用微信扫码'] },
  { at: `/chargingScanQRCode?token=${'q'.repeat(32)}`, state: 'outside WeChat', shows: [/领取充电券/] },
  { at: `/scanQRCodeAddCar?token=${'q'.repeat(32)}`, state: 'form', shows: ['请输入车牌号'] },
  { at: '/scanQRCodeSuccess', state: 'data', shows: ['领取成功'] },
  { at: '/couponSuccess', state: 'opens /scanQRCodeSuccess', landsAt: '/scanQRCodeSuccess', shows: ['领取成功'] },
  { at: '/scanQRCodeFailed?errMsg=二维码已过期', state: 'error', shows: ['领取失败', '二维码已过期'] },
  {
    at: '/invalidCoupons',
    state: 'opens /discount/past',
    serve: wallet('past', []),
    landsAt: '/discount/past',
    shows: ['暂无过期优惠券'],
  },
];

describe('coupon and merchant screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
