import { ChargingOrderRoutes, SupportRoutes, WalletRoutes, type Faq } from '@parking/contracts';
import { describe, it } from 'vitest';
import { aPage } from '../../../test/builders';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

const orderNo = 'Z20260601000001';
const ticketId = '00000000-0000-4000-8000-00000000a002';
const aFaq: Faq = {
  faqId: 'f1',
  category: 'bill',
  question: '缴费后为什么还显示欠费？',
  answer: '支付结果同步可能有延迟。',
};
const faqs = (list: Faq[]) => ({ [at(SupportRoutes.faqs)]: ok(list) });
const faqsBroken = { [at(SupportRoutes.faqs)]: broken() };
const noAppeal = { [at(SupportRoutes.orderAppeal)]: ok(null) };
const appealBroken = { [at(SupportRoutes.orderAppeal)]: broken() };

// Customer service (spec section 2): the help centre and its questions, feedback and its history, appeals of an
// order (decision 050), the withholding authorisation's result.
const cases: ScreenCase[] = [
  {
    at: `/occupyAppeal?orderNo=${orderNo}`,
    state: 'no appeal yet, the order unreadable',
    serve: { ...noAppeal, [at(ChargingOrderRoutes.chargingOrder, { orderNo })]: broken() },
    shows: ['订单加载失败'],
    fields: ['请描述占位费的问题，如已及时拔枪、充电桩故障无法拔枪'],
  },
  { at: `/occupyAppeal?orderNo=${orderNo}`, state: 'error', serve: appealBroken, shows: ['申诉加载失败'] },
  { at: '/occupyAppeal', state: 'no order', shows: ['请选择要申诉的订单'] },
  { at: `/occupyAppealDetail?orderNo=${orderNo}`, state: 'error', serve: appealBroken, shows: ['申诉加载失败'] },
  { at: '/occupyAppealDetail', state: 'no order', shows: ['申诉不存在'] },
  {
    at: `/customerService/planFeedBack?orderNo=${orderNo}`,
    state: 'no appeal yet',
    serve: noAppeal,
    shows: ['月卡缴费申诉', orderNo],
    fields: ['请描述缴费的问题，如重复缴费、车场无法停车'],
  },
  { at: '/customerService/planFeedBack', state: 'no order', shows: ['请选择要申诉的订单'] },
  {
    at: `/customerService/planFeedBackDetail?orderNo=${orderNo}`,
    state: 'error',
    serve: appealBroken,
    shows: ['申诉加载失败'],
  },
  { at: `/chargingBillComplain?orderNo=${orderNo}`, state: 'error', serve: appealBroken, shows: ['申诉加载失败'] },
  { at: '/chargingBillComplain', state: 'no order', shows: ['请选择要申诉的订单'] },
  {
    at: `/chargingAppealDetail?orderNo=${orderNo}`,
    state: 'no appeal',
    serve: noAppeal,
    shows: ['该订单暂无申诉'],
  },
  { at: `/chargingAppealDetail?orderNo=${orderNo}`, state: 'error', serve: appealBroken, shows: ['申诉加载失败'] },
  {
    at: '/customerService',
    state: 'data',
    serve: faqs([aFaq]),
    shows: ['问题咨询', '意见反馈', '账单申诉', '我的反馈'],
  },
  { at: '/customerService/index', state: 'data', serve: faqs([aFaq]), shows: ['我的反馈'], fields: ['搜索常见问题'] },
  { at: '/customerService/billProblemList', state: 'data', serve: faqs([aFaq]), shows: [aFaq.question] },
  { at: '/customerService/billProblemList', state: 'empty', serve: faqs([]), shows: ['暂无常见问题'] },
  { at: '/customerService/billProblemList', state: 'error', serve: faqsBroken, shows: ['常见问题加载失败'] },
  { at: '/customerService/billProblem', state: 'data', serve: faqs([aFaq]), shows: [aFaq.question] },
  { at: '/customerService/questionBill', state: 'error', serve: faqsBroken, shows: ['常见问题加载失败'] },
  { at: '/customerService/questionBook', state: 'empty', serve: faqs([]), shows: ['暂无常见问题'] },
  { at: '/customerService/chargingBillProblemList', state: 'empty', serve: faqs([]), shows: ['暂无常见问题'] },
  {
    at: '/customerService/questionConsultation?type=1',
    state: 'form',
    shows: ['问题描述'],
    fields: ['请详细描述您遇到的问题，便于客服尽快处理'],
  },
  { at: '/customerService/feedBack', state: 'form', shows: ['反馈内容'], fields: ['请写下您的意见或建议'] },
  { at: '/customerService/billFeedBack', state: 'no bill', shows: ['请选择要申诉的账单'] },
  {
    at: '/customerService/feedHistory',
    state: 'empty',
    serve: { [at(SupportRoutes.myTickets)]: ok(aPage([])) },
    shows: ['暂无反馈记录'],
  },
  {
    at: '/customerService/feedHistory',
    state: 'error',
    serve: { [at(SupportRoutes.myTickets)]: broken() },
    shows: ['反馈记录加载失败'],
  },
  {
    at: `/customerService/feedDetail?ticketId=${ticketId}`,
    state: 'error',
    serve: { [at(SupportRoutes.ticket, { ticketId })]: broken() },
    shows: ['反馈加载失败'],
  },
  { at: '/customerService/feedDetail', state: 'no ticket', shows: ['反馈不存在'] },
  { at: '/empyt', state: 'empty', shows: ['暂无内容', '这里还没有内容'] },
  {
    at: `/authorizationSuccess?agreementId=${ticketId}`,
    state: 'error',
    serve: { [at(WalletRoutes.withholding, { agreementId: ticketId })]: broken() },
    shows: ['授权结果查询失败'],
  },
  { at: '/authorizationSuccess', state: 'no agreement', shows: ['授权信息不存在'] },
];

describe('customer service screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
