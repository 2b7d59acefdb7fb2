import type { AppRoute } from '../first-routes';

/** Invoices (spec section 2; decision 040): every screen for a signed-in driver but 自助开票 (no account). */
export const invoicesRoutes: AppRoute[] = [
  {
    path: '/invoiceManage',
    page: () => import('../../features/invoices/pages/invoice-manage-page'),
    meta: { title: '发票管理', needLogin: true },
  },
  {
    path: '/invoiceBillList',
    page: () => import('../../features/invoices/pages/invoice-bill-list-page'),
    meta: { title: '开发票', needLogin: true },
  },
  {
    path: '/makeInvoice',
    page: () => import('../../features/invoices/pages/make-invoice-page'),
    meta: { title: '开具发票', needLogin: true },
  },
  {
    path: '/invoiceSpe',
    page: () => import('../../features/invoices/pages/invoice-spe-page'),
    meta: { title: '开具专用发票', needLogin: true },
  },
  {
    path: '/makeInvoiceSuccess',
    page: () => import('../../features/invoices/pages/make-invoice-success-page'),
    meta: { title: '提交成功', needLogin: true },
  },
  {
    path: '/invoiceRecord',
    page: () => import('../../features/invoices/pages/invoice-record-page'),
    meta: { title: '开票记录', needLogin: true },
  },
  {
    path: '/invoiceRecordDetail',
    page: () => import('../../features/invoices/pages/invoice-record-detail-page'),
    meta: { title: '发票详情', needLogin: true },
  },
  {
    path: '/invoiceOrderList',
    page: () => import('../../features/invoices/pages/invoice-order-list-page'),
    meta: { title: '开票订单', needLogin: true },
  },
  {
    path: '/invoiceHeaderManage',
    page: () => import('../../features/invoices/pages/invoice-header-manage-page'),
    meta: { title: '抬头管理', needLogin: true },
  },
  {
    path: '/invoiceHeaderAdd',
    page: () => import('../../features/invoices/pages/invoice-header-add-page'),
    meta: { title: '发票抬头', needLogin: true },
  },
  {
    path: '/reSendInvoice',
    page: () => import('../../features/invoices/pages/re-send-invoice-page'),
    meta: { title: '重新发送', needLogin: true },
  },
  {
    path: '/makeInvoiceBySelf',
    page: () => import('../../features/invoices/pages/make-invoice-by-self-page'),
    meta: { title: '自助开票' },
  },
];
