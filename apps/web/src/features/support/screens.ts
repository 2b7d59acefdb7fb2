import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    customerServiceFeedDetail: { ticketId: string };
    /** A help-centre category's questions, or those a search finds. */
    customerServiceBillProblemList: { category: string } | { q: string };
    /** A consultation of a type; type 5 (from a payment error) carries what brought the driver there. */
    customerServiceQuestionConsultation: { type: number; orderNo?: string; errorCode?: string; errorMessage?: string };
    chargingBillComplain: { orderNo: string };
    chargingAppealDetail: { orderNo: string };
    occupyAppeal: { orderNo: string };
    occupyAppealDetail: { orderNo: string };
    customerServicePlanFeedBack: { orderNo: string };
    customerServicePlanFeedBackDetail: { orderNo: string };
  }
}

/** Customer service (features/support, decision 030): help centre, tickets and bill appeals. */
const supportPage = () => import('./pages/service-index-page');
const billFaqPage = () => import('./pages/bill-faq-page');
export const supportScreens: Screen[] = [
  { path: '/customerService', group: 'support', page: supportPage, meta: { title: '客服中心' } },
  { path: '/customerService/index', group: 'support', frame: true, page: supportPage, meta: { title: '客服中心' } },
  {
    path: '/customerService/billProblemList',
    group: 'support',
    page: () => import('./pages/faq-list-page'),
    meta: { title: '常见问题' },
  },
  {
    path: '/customerService/billProblem',
    group: 'support',
    page: billFaqPage,
    meta: { title: '账单问题' },
  },
  {
    path: '/customerService/questionBill',
    group: 'support',
    page: billFaqPage,
    meta: { title: '账单问题' },
  },
  {
    path: '/customerService/questionBook',
    group: 'support',
    page: () => import('./pages/monthly-faq-page'),
    meta: { title: '月卡问题' },
  },
  {
    path: '/customerService/chargingBillProblemList',
    group: 'support',
    page: () => import('./pages/charging-faq-page'),
    meta: { title: '充电问题' },
  },
  {
    path: '/customerService/questionConsultation',
    group: 'support',
    page: () => import('./pages/ticket-form-page'),
    meta: { title: '问题咨询', needLogin: true },
  },
  {
    path: '/customerService/feedBack',
    group: 'support',
    page: () => import('./pages/feedback-page'),
    meta: { title: '意见反馈', needLogin: true },
  },
  {
    path: '/customerService/billFeedBack',
    group: 'support',
    page: () => import('./pages/bill-feedback-page'),
    meta: { title: '账单申诉', needLogin: true },
  },
  {
    path: '/customerService/feedHistory',
    group: 'support',
    page: () => import('./pages/feed-history-page'),
    meta: { title: '我的反馈', needLogin: true },
  },
  {
    path: '/customerService/feedDetail',
    group: 'support',
    page: () => import('./pages/feed-detail-page'),
    meta: { title: '反馈详情', needLogin: true },
  },
  // The "Other" group's screens that are real so far (decision 030).
  { path: '/empyt', group: 'support', page: () => import('./pages/empty-page'), meta: { title: '暂无内容' } },
  {
    path: '/authorizationSuccess',
    group: 'support',
    page: () => import('./pages/authorization-success-page'),
    meta: { title: '授权结果', needLogin: true },
  },
  // Appeals of charging bills, occupation fees and plan payments (decision 050).
  {
    path: '/chargingBillComplain',
    group: 'support',
    page: () => import('./pages/order-appeal-page'),
    meta: { title: '充电账单申诉', needLogin: true },
  },
  {
    path: '/chargingAppealDetail',
    group: 'support',
    page: () => import('./pages/order-appeal-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/occupyAppeal',
    group: 'support',
    page: () => import('./pages/occupy-appeal-page'),
    meta: { title: '占位费申诉', needLogin: true },
  },
  {
    path: '/occupyAppealDetail',
    group: 'support',
    page: () => import('./pages/occupy-appeal-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/customerService/planFeedBack',
    group: 'support',
    page: () => import('./pages/plan-appeal-page'),
    meta: { title: '月卡缴费申诉', needLogin: true },
  },
  {
    path: '/customerService/planFeedBackDetail',
    group: 'support',
    page: () => import('./pages/plan-appeal-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
];
