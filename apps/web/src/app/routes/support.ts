import type { AppRoute } from '../first-routes';

/** Customer service (features/support, decision 030): help centre, tickets and bill appeals. */
const supportPage = () => import('../../features/support/pages/service-index-page');
const billFaqPage = () => import('../../features/support/pages/bill-faq-page');
export const supportRoutes: AppRoute[] = [
  { path: '/customerService', page: supportPage, meta: { title: '客服中心' } },
  { path: '/customerService/index', page: supportPage, meta: { title: '客服中心' } },
  {
    path: '/customerService/billProblemList',
    page: () => import('../../features/support/pages/faq-list-page'),
    meta: { title: '常见问题' },
  },
  {
    path: '/customerService/billProblem',
    page: billFaqPage,
    meta: { title: '账单问题' },
  },
  {
    path: '/customerService/questionBill',
    page: billFaqPage,
    meta: { title: '账单问题' },
  },
  {
    path: '/customerService/questionBook',
    page: () => import('../../features/support/pages/monthly-faq-page'),
    meta: { title: '月卡问题' },
  },
  {
    path: '/customerService/chargingBillProblemList',
    page: () => import('../../features/support/pages/charging-faq-page'),
    meta: { title: '充电问题' },
  },
  {
    path: '/customerService/questionConsultation',
    page: () => import('../../features/support/pages/ticket-form-page'),
    meta: { title: '问题咨询', needLogin: true },
  },
  {
    path: '/customerService/feedBack',
    page: () => import('../../features/support/pages/feedback-page'),
    meta: { title: '意见反馈', needLogin: true },
  },
  {
    path: '/customerService/billFeedBack',
    page: () => import('../../features/support/pages/bill-feedback-page'),
    meta: { title: '账单申诉', needLogin: true },
  },
  {
    path: '/customerService/feedHistory',
    page: () => import('../../features/support/pages/feed-history-page'),
    meta: { title: '我的反馈', needLogin: true },
  },
  {
    path: '/customerService/feedDetail',
    page: () => import('../../features/support/pages/feed-detail-page'),
    meta: { title: '反馈详情', needLogin: true },
  },
  // The "Other" group's screens that are real so far (decision 030).
  { path: '/empyt', page: () => import('../../features/support/pages/empty-page'), meta: { title: '暂无内容' } },
  {
    path: '/authorizationSuccess',
    page: () => import('../../features/support/pages/authorization-success-page'),
    meta: { title: '授权结果', needLogin: true },
  },
  // Appeals of charging bills, occupation fees and plan payments (decision 050).
  {
    path: '/chargingBillComplain',
    page: () => import('../../features/support/pages/order-appeal-page'),
    meta: { title: '充电账单申诉', needLogin: true },
  },
  {
    path: '/chargingAppealDetail',
    page: () => import('../../features/support/pages/order-appeal-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/occupyAppeal',
    page: () => import('../../features/support/pages/occupy-appeal-page'),
    meta: { title: '占位费申诉', needLogin: true },
  },
  {
    path: '/occupyAppealDetail',
    page: () => import('../../features/support/pages/occupy-appeal-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/customerService/planFeedBack',
    page: () => import('../../features/support/pages/plan-appeal-page'),
    meta: { title: '月卡缴费申诉', needLogin: true },
  },
  {
    path: '/customerService/planFeedBackDetail',
    page: () => import('../../features/support/pages/plan-appeal-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
];
