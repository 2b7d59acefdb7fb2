import { sharingAllowQuery, sharingParksQuery } from '../../features/sharing/api/sharing';
import type { AppRoute } from '../first-routes';

const page = {
  share: () => import('../../features/sharing/pages/wrong-time-share-page'),
  select: () => import('../../features/sharing/pages/car-select-page'),
  pay: () => import('../../features/sharing/pages/share-pay-page'),
  done: () => import('../../features/sharing/pages/handle-success-page'),
  detail: () => import('../../features/sharing/pages/share-detail-page'),
};

/** Off-peak sharing and the credit score (decision 043); packages and subscriptions share their screens. */
export const sharingRoutes: AppRoute[] = [
  {
    path: '/wrongTimeShare',
    page: page.share,
    meta: { title: '错时共享', needLogin: true },
    // A home entry: its calls start while its page's code is still arriving (the group's file is in by then).
    prefetch: ({ client }) => {
      void client.prefetchQuery(sharingAllowQuery());
      void client.prefetchQuery(sharingParksQuery());
    },
  },
  { path: '/packageCarSelect', page: page.select, meta: { title: '包期办理', needLogin: true } },
  { path: '/subscribeCarSelect', page: page.select, meta: { title: '预约办理', needLogin: true } },
  { path: '/wrongTimePackagePay', page: page.pay, meta: { title: '包期支付', needLogin: true } },
  { path: '/wrongTimeSubscribePay', page: page.pay, meta: { title: '预约支付', needLogin: true } },
  { path: '/packageHandleSucc', page: page.done, meta: { title: '办理成功', needLogin: true } },
  { path: '/subscribeHandleSucc', page: page.done, meta: { title: '办理成功', needLogin: true } },
  {
    path: '/wrongTimeManage',
    page: () => import('../../features/sharing/pages/manage-page'),
    meta: { title: '我的错时共享', needLogin: true },
  },
  { path: '/wrongTimePackageDetail', page: page.detail, meta: { title: '包期详情', needLogin: true } },
  { path: '/wrongTimeSubscribeDetail', page: page.detail, meta: { title: '预约详情', needLogin: true } },
  {
    path: '/violationRecord',
    page: () => import('../../features/sharing/pages/violation-record-page'),
    meta: { title: '违规记录', needLogin: true },
  },
  {
    path: '/integral',
    page: () => import('../../features/sharing/pages/integral-page'),
    meta: { title: '信用分', needLogin: true },
  },
  {
    path: '/integralList',
    page: () => import('../../features/sharing/pages/integral-list-page'),
    meta: { title: '信用分明细', needLogin: true },
  },
  {
    path: '/integralRules',
    page: () => import('../../features/sharing/pages/integral-rules-page'),
    meta: { title: '信用分规则' },
  },
  {
    path: '/integralResult',
    page: () => import('../../features/sharing/pages/integral-result-page'),
    meta: { title: '信用分变动', needLogin: true },
  },
];
