import { sharingAllowQuery, sharingParksQuery } from './api/sharing';
import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    packageCarSelect: { productId: string };
    subscribeCarSelect: { productId: string };
    wrongTimePackagePay: { productId: string; period: string; plateNo: string };
    wrongTimeSubscribePay: { productId: string; period: string; plateNo: string };
    wrongTimePackageDetail: { shareId: string };
    wrongTimeSubscribeDetail: { shareId: string };
    integralResult: { eventId: string };
  }
}

const page = {
  share: () => import('./pages/wrong-time-share-page'),
  select: () => import('./pages/car-select-page'),
  pay: () => import('./pages/share-pay-page'),
  done: () => import('./pages/handle-success-page'),
  detail: () => import('./pages/share-detail-page'),
};

/** Off-peak sharing and the credit score (decision 043); packages and subscriptions share their screens. */
export const sharingScreens: Screen[] = [
  {
    path: '/wrongTimeShare',
    group: 'sharing',
    frame: true,
    page: page.share,
    meta: { title: '错时共享', needLogin: true },
    // A home entry: its calls start while its page's code is still arriving (the group's file is in by then).
    prefetch: ({ client }) => {
      void client.prefetchQuery(sharingAllowQuery());
      void client.prefetchQuery(sharingParksQuery());
    },
  },
  { path: '/packageCarSelect', group: 'sharing', page: page.select, meta: { title: '包期办理', needLogin: true } },
  { path: '/subscribeCarSelect', group: 'sharing', page: page.select, meta: { title: '预约办理', needLogin: true } },
  { path: '/wrongTimePackagePay', group: 'sharing', page: page.pay, meta: { title: '包期支付', needLogin: true } },
  { path: '/wrongTimeSubscribePay', group: 'sharing', page: page.pay, meta: { title: '预约支付', needLogin: true } },
  { path: '/packageHandleSucc', group: 'sharing', page: page.done, meta: { title: '办理成功', needLogin: true } },
  { path: '/subscribeHandleSucc', group: 'sharing', page: page.done, meta: { title: '办理成功', needLogin: true } },
  {
    path: '/wrongTimeManage',
    group: 'sharing',
    page: () => import('./pages/manage-page'),
    meta: { title: '我的错时共享', needLogin: true },
  },
  {
    path: '/wrongTimePackageDetail',
    group: 'sharing',
    page: page.detail,
    meta: { title: '包期详情', needLogin: true },
  },
  {
    path: '/wrongTimeSubscribeDetail',
    group: 'sharing',
    page: page.detail,
    meta: { title: '预约详情', needLogin: true },
  },
  {
    path: '/violationRecord',
    group: 'sharing',
    page: () => import('./pages/violation-record-page'),
    meta: { title: '违规记录', needLogin: true },
  },
  {
    path: '/integral',
    group: 'sharing',
    frame: true,
    page: () => import('./pages/credit-page'),
    meta: { title: '信用分', needLogin: true },
  },
  {
    path: '/integralList',
    group: 'sharing',
    page: () => import('./pages/credit-list-page'),
    meta: { title: '信用分明细', needLogin: true },
  },
  {
    path: '/integralRules',
    group: 'sharing',
    page: () => import('./pages/credit-rules-page'),
    meta: { title: '信用分规则' },
  },
  {
    path: '/integralResult',
    group: 'sharing',
    page: () => import('./pages/credit-result-page'),
    meta: { title: '信用分变动', needLogin: true },
  },
];
