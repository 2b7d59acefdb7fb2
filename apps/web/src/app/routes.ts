import { NOTICE_PAGES, NOTICE_PATHS } from '../features/notices/lib/notice-pages';
import type { QueryClient } from '@tanstack/react-query';
import { adCity, advertisingsQuery } from '../api/publicity/advertisings';
import { homeFuncEntriesQuery } from '../features/home/api/home-func-entries';
import { Paths } from '../lib/paths';
import type { KeyValueStore } from '../lib/storage';
import type { PageModule } from './lazy-page';
import type { RouteMeta } from './route-meta';

/** One page of the app: its path, its lazily loaded module and what it tells the shell. */
export interface AppRoute {
  path: string;
  page: () => Promise<PageModule>;
  meta: RouteMeta;
  /**
   * Starts the page's first requests while its code is still downloading (the route loader runs in parallel with
   * the lazy import), so on a slow network data and code arrive together instead of one after the other.
   */
  prefetch?: (deps: { client: QueryClient; store: KeyValueStore }) => void;
}

const notFoundPage = () => import('../features/not-found/pages/not-found-page');
const noticePage = () => import('../features/notices/pages/notice-page');

/** The notice routes share one page; the route picks the notice type (features/notices/lib/notice-pages.ts). */
const noticeRoutes: AppRoute[] = NOTICE_PATHS.map((path) => ({
  path,
  page: noticePage,
  meta: { title: NOTICE_PAGES[path].title },
}));

/** Monthly plans (decision 037): find a plan park, apply with materials, pay, renew. */
const bagRoutes: AppRoute[] = [
  {
    path: '/nearbyBagParks',
    page: () => import('../features/bag/pages/nearby-bag-parks-page'),
    meta: { title: '月卡办理' },
  },
  {
    path: '/mounthlyNotarize',
    page: () => import('../features/bag/pages/monthly-notarize-page'),
    meta: { title: '申请月卡', needLogin: true },
  },
  {
    path: '/monthParking',
    page: () => import('../features/bag/pages/month-parking-page'),
    meta: { title: '我的月卡', needLogin: true },
  },
  {
    path: '/mounthlyDetail',
    page: () => import('../features/bag/pages/mounthly-detail-page'),
    meta: { title: '月卡详情', needLogin: true },
  },
];

/** The parking records, bills and road parking pages (spec section 2), all for a logged-in driver. */
const parkingRoutes: AppRoute[] = [
  {
    path: '/orderRecord',
    page: () => import('../features/parking/pages/order-record-page'),
    meta: { title: '停车订单', needLogin: true },
  },
  {
    path: '/orderRecordDetail',
    page: () => import('../features/parking/pages/order-record-detail-page'),
    meta: { title: '订单详情', needLogin: true },
  },
  {
    path: '/parkingRecord',
    page: () => import('../features/parking/pages/parking-record-page'),
    meta: { title: '停车记录', needLogin: true },
  },
  {
    path: '/parkingRecordDetail',
    page: () => import('../features/parking/pages/parking-record-detail-page'),
    meta: { title: '停车记录详情', needLogin: true },
  },
  {
    path: '/billRecord',
    page: () => import('../features/parking/pages/bill-record-page'),
    meta: { title: '账单记录', needLogin: true },
  },
  {
    path: '/billComplain',
    page: () => import('../features/parking/pages/bill-complain-page'),
    meta: { title: '账单申诉', needLogin: true },
  },
  {
    path: '/billComplainDetail',
    page: () => import('../features/parking/pages/bill-complain-detail-page'),
    meta: { title: '申诉详情', needLogin: true },
  },
  {
    path: '/roadParking',
    page: () => import('../features/parking/pages/road-parking-redirect-page'),
    meta: { title: '路内停车', needLogin: true },
  },
  {
    path: '/roadParking/index',
    page: () => import('../features/parking/pages/road-parking-page'),
    meta: { title: '路内停车', needLogin: true },
  },
  {
    path: '/roadParking/palteList',
    page: () => import('../features/parking/pages/road-plate-list-page'),
    meta: { title: '我的车牌', needLogin: true },
  },
  {
    path: '/roadParking/parkingList',
    page: () => import('../features/parking/pages/road-parking-list-page'),
    meta: { title: '路内停车记录', needLogin: true },
  },
  {
    path: '/roadParking/addCar',
    page: () => import('../features/parking/pages/road-add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
];

/** Customer service (features/support, decision 030): help centre, tickets and bill appeals. */
const supportPage = () => import('../features/support/pages/service-index-page');
const billFaqPage = () => import('../features/support/pages/bill-faq-page');
const supportRoutes: AppRoute[] = [
  { path: '/customerService', page: supportPage, meta: { title: '客服中心' } },
  { path: '/customerService/index', page: supportPage, meta: { title: '客服中心' } },
  {
    path: '/customerService/billProblemList',
    page: () => import('../features/support/pages/faq-list-page'),
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
    page: () => import('../features/support/pages/monthly-faq-page'),
    meta: { title: '月卡问题' },
  },
  {
    path: '/customerService/chargingBillProblemList',
    page: () => import('../features/support/pages/charging-faq-page'),
    meta: { title: '充电问题' },
  },
  {
    path: '/customerService/questionConsultation',
    page: () => import('../features/support/pages/ticket-form-page'),
    meta: { title: '问题咨询', needLogin: true },
  },
  {
    path: '/customerService/feedBack',
    page: () => import('../features/support/pages/feedback-page'),
    meta: { title: '意见反馈', needLogin: true },
  },
  {
    path: '/customerService/billFeedBack',
    page: () => import('../features/support/pages/bill-feedback-page'),
    meta: { title: '账单申诉', needLogin: true },
  },
  {
    path: '/customerService/feedHistory',
    page: () => import('../features/support/pages/feed-history-page'),
    meta: { title: '我的反馈', needLogin: true },
  },
  {
    path: '/customerService/feedDetail',
    page: () => import('../features/support/pages/feed-detail-page'),
    meta: { title: '反馈详情', needLogin: true },
  },
  // The "Other" group's screens that are real so far (decision 030).
  { path: '/empyt', page: () => import('../features/support/pages/empty-page'), meta: { title: '暂无内容' } },
  {
    path: '/authorizationSuccess',
    page: () => import('../features/support/pages/authorization-success-page'),
    meta: { title: '授权结果', needLogin: true },
  },
];

/** Logging in and registering (features/auth). */
const authRoutes: AppRoute[] = [
  { path: Paths.LOGIN_INDEX, page: () => import('../features/auth/pages/login-index-page'), meta: { title: '登录' } },
  { path: Paths.LOGIN, page: () => import('../features/auth/pages/login-page'), meta: { title: '登录' } },
  { path: Paths.REGISTER, page: () => import('../features/auth/pages/register-page'), meta: { title: '注册' } },
  {
    path: Paths.LOGIN_LOADING,
    page: () => import('../features/auth/pages/login-loading-page'),
    meta: { title: '登录中' },
  },
  { path: Paths.SSO_LOGIN, page: () => import('../features/auth/pages/sso-login-page'), meta: { title: '登录中' } },
  {
    path: Paths.BIND_PHONE,
    page: () => import('../features/auth/pages/bind-phone-page'),
    meta: { title: '绑定手机号', needLogin: true },
  },
];

/** The driver's own account (features/account). /changePassWord also serves "forgot password" when logged out. */
const accountRoutes: AppRoute[] = [
  {
    path: Paths.USER_INFO,
    page: () => import('../features/account/pages/user-info-page'),
    meta: { title: '个人信息', needLogin: true },
  },
  {
    path: Paths.CHANGE_NICKNAME,
    page: () => import('../features/account/pages/change-nickname-page'),
    meta: { title: '修改昵称', needLogin: true },
  },
  {
    path: Paths.CHANGE_USER_NAME,
    page: () => import('../features/account/pages/change-user-name-page'),
    meta: { title: '修改姓名', needLogin: true },
  },
  {
    path: Paths.SET_PASSWORD,
    page: () => import('../features/account/pages/set-password-page'),
    meta: { title: '设置密码' },
  },
  {
    path: Paths.CHANGE_PASSWORD,
    page: () => import('../features/account/pages/change-password-page'),
    meta: { title: '修改密码', needLogin: true },
  },
  {
    path: Paths.CHANGE_PHONE,
    page: () => import('../features/account/pages/change-phone-page'),
    meta: { title: '更换手机号', needLogin: true },
  },
  {
    path: Paths.CANCELLATION,
    page: () => import('../features/account/pages/cancellation-page'),
    meta: { title: '注销账号', needLogin: true },
  },
  {
    path: Paths.CONFIRM_CANCELLATION,
    page: () => import('../features/account/pages/confirm-cancellation-page'),
    meta: { title: '确认注销', needLogin: true },
  },
];
/** Payment pages (spec section 2, Payment): pay, results and the gate. Anonymous except /arrearsPage. */
function paymentRoutes(): AppRoute[] {
  return [
    {
      path: Paths.PAY_BY_PLATE,
      page: () => import('../features/payments/pages/parking-pay-page'),
      meta: { title: '停车缴费' },
    },
    { path: Paths.PAY, page: () => import('../features/payments/pages/pay-page'), meta: { title: '停车缴费' } },
    {
      path: Paths.MULTI_PAY,
      page: () => import('../features/payments/pages/multi-pay-page'),
      meta: { title: '停车缴费' },
    },
    {
      path: Paths.SCAN_PAY,
      page: () => import('../features/payments/pages/scan-pay-page'),
      meta: { title: '出口缴费' },
    },
    {
      path: Paths.SCAN_OVERDUE_PAY,
      page: () => import('../features/payments/pages/scan-overdue-pay-page'),
      meta: { title: '欠费补缴' },
    },
    {
      path: Paths.ARREARS,
      page: () => import('../features/payments/pages/arrears-page'),
      meta: { title: '欠费补缴', needLogin: true },
    },
    {
      path: Paths.PAY_RESULT,
      page: () => import('../features/payments/pages/pay-result-page'),
      meta: { title: '支付结果' },
    },
    {
      path: Paths.PAY_SUCCESS,
      page: () => import('../features/payments/pages/pay-success-page'),
      meta: { title: '支付结果' },
    },
    {
      path: Paths.BARRIER_RESULT,
      page: () => import('../features/payments/pages/barrier-result-page'),
      meta: { title: '出场结果' },
    },
    {
      path: Paths.THIRD_PAY,
      page: () => import('../features/payments/pages/third-pay-page'),
      meta: { title: '支付确认' },
    },
    {
      path: Paths.THIRD_PAY_SUCCESS,
      page: () => import('../features/payments/pages/third-pay-success-page'),
      meta: { title: '支付结果' },
    },
    {
      path: Paths.THIRD_PAY_FAIL,
      page: () => import('../features/payments/pages/third-pay-fail-page'),
      meta: { title: '支付结果' },
    },
  ];
}

/** The wallet (features/wallet): the account balance and wallet screens, and auto-pay on exit (无感支付). */
const walletRoutes: AppRoute[] = [
  {
    path: Paths.ACCOUNT_BALANCE,
    page: () => import('../features/wallet/pages/account-balance-page'),
    meta: { title: '账户余额', needLogin: true },
  },
  {
    path: '/accountBalanceDetail',
    page: () => import('../features/wallet/pages/account-balance-detail-page'),
    meta: { title: '余额明细', needLogin: true },
  },
  {
    path: '/accountBalanceCash',
    page: () => import('../features/wallet/pages/account-balance-cash-page'),
    meta: { title: '余额提现', needLogin: true },
  },
  {
    path: '/accountBalanceReslut',
    page: () => import('../features/wallet/pages/account-balance-result-page'),
    meta: { title: '处理结果', needLogin: true },
  },
  {
    path: Paths.WALLET,
    page: () => import('../features/wallet/pages/wallet-page'),
    meta: { title: '账户余额', needLogin: true },
  },
  {
    path: '/walletDetail',
    page: () => import('../features/wallet/pages/wallet-detail-page'),
    meta: { title: '钱包明细', needLogin: true },
  },
  {
    path: '/walletCash',
    page: () => import('../features/wallet/pages/wallet-cash-page'),
    meta: { title: '钱包提现', needLogin: true },
  },
  {
    path: '/walletReslut',
    page: () => import('../features/wallet/pages/wallet-result-page'),
    meta: { title: '处理结果', needLogin: true },
  },
  {
    path: '/sencelessPayment',
    page: () => import('../features/wallet/pages/senceless-payment-page'),
    meta: { title: '无感支付', needLogin: true },
  },
  {
    path: '/sencelessPaymentList',
    page: () => import('../features/wallet/pages/senceless-payment-list-page'),
    meta: { title: '免密支付协议', needLogin: true },
  },
];

/**
 * Every registered page. Only pages that exist are listed; later issues add theirs (spec section 2). The home page
 * has no title of its own, so it shows the dealer's app name.
 */
export const appRoutes: readonly AppRoute[] = [
  {
    path: Paths.HOME,
    page: () => import('../features/home/pages/home-page'),
    meta: { tabBar: true },
    // The banner is the largest thing on the first screen (its LCP) and the menu comes right after it.
    prefetch: ({ client, store }) => {
      void client.prefetchQuery(advertisingsQuery(adCity(store)));
      void client.prefetchQuery(homeFuncEntriesQuery());
    },
  },
  {
    path: Paths.MAP,
    page: () => import('../features/map/pages/map-page'),
    meta: { title: '地图', tabBar: true, keepAlive: true },
  },
  { path: Paths.MINE, page: () => import('../features/mine/pages/mine-page'), meta: { title: '我的', tabBar: true } },
  ...authRoutes,
  ...accountRoutes,
  {
    path: Paths.PLATE_SEARCH,
    page: () => import('../features/vehicles/pages/plate-search-page'),
    meta: { title: '车牌缴费' },
  },
  {
    path: Paths.ADD_CAR,
    page: () => import('../features/vehicles/pages/add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
  {
    path: Paths.CAR_MANAGE,
    page: () => import('../features/vehicles/pages/car-manage-page'),
    meta: { title: '我的车辆', needLogin: true },
  },
  {
    path: Paths.PLATE_DETAIL,
    page: () => import('../features/vehicles/pages/plate-detail-page'),
    meta: { title: '车辆详情', needLogin: true },
  },
  {
    path: Paths.ORDER_DEDUCTION,
    page: () => import('../features/vehicles/pages/order-deduction-page'),
    meta: { title: '扣费顺序', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL,
    page: () => import('../features/vehicles/pages/plate-material-page'),
    meta: { title: '车辆认证', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL_DETAIL,
    page: () => import('../features/vehicles/pages/plate-material-detail-page'),
    meta: { title: '认证详情', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL_EDIT,
    page: () => import('../features/vehicles/pages/plate-material-edit-page'),
    meta: { title: '修改认证材料', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL_DISABLED,
    page: () => import('../features/vehicles/pages/plate-material-disabled-page'),
    meta: { title: '车辆认证', needLogin: true },
  },
  ...paymentRoutes(),
  ...parkingRoutes,
  ...supportRoutes,
  { path: Paths.NEWS_LIST, page: () => import('../features/news/pages/news-list-page'), meta: { title: '停车资讯' } },
  {
    path: Paths.NEWS_DETAIL,
    page: () => import('../features/news/pages/news-detail-page'),
    meta: { title: '资讯详情' },
  },
  { path: Paths.SEARCH, page: () => import('../features/search/pages/search-page'), meta: { title: '搜索停车场' } },
  {
    path: Paths.SEARCH_PAGE,
    page: () => import('../features/search/pages/search-city-page'),
    meta: { title: '按城市查找停车场' },
  },
  {
    path: Paths.COLLECT,
    page: () => import('../features/collect/pages/collect-page'),
    meta: { title: '我的收藏', needLogin: true },
  },
  ...noticeRoutes,
  ...walletRoutes,
  ...bagRoutes,
  { path: Paths.NOT_FOUND, page: notFoundPage, meta: { title: '页面不存在' } },
];

/** What an unknown path renders. */
export const catchAllRoute: AppRoute = { path: '*', page: notFoundPage, meta: { title: '页面不存在' } };
