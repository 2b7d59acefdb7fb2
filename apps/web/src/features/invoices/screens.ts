import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** The paid bills to invoice (kind=special: going on to the special form), one already chosen. */
    invoiceBillList: { orderNo?: string; kind?: 'special' };
    makeInvoice: { orderNos: string };
    invoiceSpe: { orderNos: string };
    makeInvoiceSuccess: { unid: string };
    invoiceRecordDetail: { unid: string };
    invoiceOrderList: { unid: string };
    reSendInvoice: { unid: string };
    /** A new title, or one to edit; `back`: the make-invoice form to return to with it chosen. */
    invoiceHeaderAdd: { titleId?: string; back?: string };
    makeInvoiceBySelf: { orderNo: string };
  }
}

/** Invoices (spec section 2; decision 040): every screen for a signed-in driver but 自助开票 (no account). */
export const invoicesScreens: Screen[] = [
  {
    path: '/invoiceManage',
    group: 'invoices',
    frame: true,
    page: () => import('./pages/invoice-manage-page'),
    meta: { title: '发票管理', needLogin: true },
  },
  {
    path: '/invoiceBillList',
    group: 'invoices',
    page: () => import('./pages/invoice-bill-list-page'),
    meta: { title: '开发票', needLogin: true },
  },
  {
    path: '/makeInvoice',
    group: 'invoices',
    page: () => import('./pages/make-invoice-page'),
    meta: { title: '开具发票', needLogin: true },
  },
  {
    path: '/invoiceSpe',
    group: 'invoices',
    page: () => import('./pages/invoice-spe-page'),
    meta: { title: '开具专用发票', needLogin: true },
  },
  {
    path: '/makeInvoiceSuccess',
    group: 'invoices',
    page: () => import('./pages/make-invoice-success-page'),
    meta: { title: '提交成功', needLogin: true },
  },
  {
    path: '/invoiceRecord',
    group: 'invoices',
    page: () => import('./pages/invoice-record-page'),
    meta: { title: '开票记录', needLogin: true },
  },
  {
    path: '/invoiceRecordDetail',
    group: 'invoices',
    page: () => import('./pages/invoice-record-detail-page'),
    meta: { title: '发票详情', needLogin: true },
  },
  {
    path: '/invoiceOrderList',
    group: 'invoices',
    page: () => import('./pages/invoice-order-list-page'),
    meta: { title: '开票订单', needLogin: true },
  },
  {
    path: '/invoiceHeaderManage',
    group: 'invoices',
    page: () => import('./pages/invoice-header-manage-page'),
    meta: { title: '抬头管理', needLogin: true },
  },
  {
    path: '/invoiceHeaderAdd',
    group: 'invoices',
    page: () => import('./pages/invoice-header-add-page'),
    meta: { title: '发票抬头', needLogin: true },
  },
  {
    path: '/reSendInvoice',
    group: 'invoices',
    page: () => import('./pages/re-send-invoice-page'),
    meta: { title: '重新发送', needLogin: true },
  },
  {
    path: '/makeInvoiceBySelf',
    group: 'invoices',
    frame: true,
    page: () => import('./pages/make-invoice-by-self-page'),
    meta: { title: '自助开票' },
  },
];
