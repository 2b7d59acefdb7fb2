import { InvoiceRoutes, SelfInvoiceRoutes, type Invoice, type InvoiceTitle } from '@parking/contracts';
import { describe, it } from 'vitest';
import { at, ok } from '../../../test/fake-server';
import { broken, CASE_TITLE, expectScreen, SCREEN_TIMEOUT, type ScreenCase } from '../../../test/screen-cases';

const unid = 'abcdef0123456789abcdef01';
const aTitle: InvoiceTitle = {
  titleId: '00000000-0000-4000-8000-00000000e001',
  kind: 'company',
  name: '杭州某某科技有限公司',
  taxNo: '91350100M000100Y43',
  address: null,
  phone: null,
  bankName: null,
  bankAccount: null,
  email: 'f@example.com',
  isDefault: true,
};
const anInvoice: Invoice = {
  unid,
  kind: 'ordinary',
  color: 'blue',
  state: 'issued',
  titleName: '杭州某某科技有限公司',
  amountFen: 800,
  billCount: 1,
  createdAt: '2026-06-01T03:00:00.000Z',
  issuedAt: '2026-06-01T03:01:00.000Z',
  titleKind: 'company',
  taxNo: '91350100M000100Y43',
  email: 'f@example.com',
  mailState: 'sent',
  mailError: null,
  failReason: null,
  invoiceNo: '26330000000000000001',
  taxFen: 45,
  lines: [],
  bills: [{ orderNo: 'P20260601AAAAAAAAAAAAAAAAAAAA', feeKind: 'parking', amountFen: 800 }],
  related: [],
  hasPdf: false,
  ofdUrl: null,
  xmlUrl: null,
};
const orderNo = 'P20260601AAAAAAAAAAAAAAAAAAAA';

// Invoices (spec section 2, Invoice): making one, its record and bills, titles, sending again, a payer's own.
const cases: ScreenCase[] = [
  { at: '/invoiceManage', state: 'entries', shows: ['开发票', '开专用发票', '开票记录', '抬头管理'] },
  {
    at: `/makeInvoice?orderNos=${orderNo}`,
    state: 'error',
    serve: { [at(InvoiceRoutes.titles)]: broken() },
    shows: ['发票抬头加载失败'],
  },
  {
    at: `/invoiceSpe?orderNos=${orderNo}`,
    state: 'error',
    serve: { [at(InvoiceRoutes.titles)]: broken() },
    shows: ['发票抬头加载失败'],
  },
  {
    at: `/makeInvoice?orderNos=${orderNo}`,
    state: 'bills error',
    serve: { [at(InvoiceRoutes.titles)]: ok([aTitle]), [at(InvoiceRoutes.invoiceableBills)]: broken() },
    shows: ['订单加载失败'],
  },
  {
    at: `/invoiceRecordDetail?unid=${unid}`,
    state: 'data',
    serve: { [at(InvoiceRoutes.invoice, { unid })]: ok(anInvoice) },
    shows: ['开票状态', '发票信息', '杭州某某科技有限公司', '关联订单（1 笔）'],
  },
  {
    at: `/invoiceRecordDetail?unid=${unid}`,
    state: 'error',
    serve: { [at(InvoiceRoutes.invoice, { unid })]: broken() },
    shows: ['发票加载失败'],
  },
  {
    at: `/invoiceOrderList?unid=${unid}`,
    state: 'data',
    serve: {
      [at(InvoiceRoutes.invoiceBills, { unid })]: ok({
        bills: [
          {
            orderNo,
            feeKind: 'parking',
            description: '武林广场停车场 浙A12345',
            paidAt: '2026-06-01T02:00:00.000Z',
            amountFen: 800,
          },
        ],
      }),
    },
    shows: ['共 1 笔，开票金额 8.00元', /武林广场停车场/],
  },
  {
    at: `/invoiceOrderList?unid=${unid}`,
    state: 'empty',
    serve: { [at(InvoiceRoutes.invoiceBills, { unid })]: ok({ bills: [] }) },
    shows: ['暂无订单'],
  },
  {
    at: `/invoiceOrderList?unid=${unid}`,
    state: 'error',
    serve: { [at(InvoiceRoutes.invoiceBills, { unid })]: broken() },
    shows: ['开票订单加载失败'],
  },
  {
    at: '/invoiceHeaderManage',
    state: 'data',
    serve: { [at(InvoiceRoutes.titles)]: ok([aTitle]) },
    shows: [/杭州某某科技有限公司/],
  },
  {
    at: '/invoiceHeaderManage',
    state: 'empty',
    serve: { [at(InvoiceRoutes.titles)]: ok([]) },
    shows: ['暂无发票抬头'],
  },
  {
    at: '/invoiceHeaderManage',
    state: 'error',
    serve: { [at(InvoiceRoutes.titles)]: broken() },
    shows: ['发票抬头加载失败'],
  },
  {
    at: `/reSendInvoice?unid=${unid}`,
    state: 'data',
    serve: { [at(InvoiceRoutes.invoice, { unid })]: ok(anInvoice) },
    shows: ['接收邮箱'],
  },
  {
    at: `/reSendInvoice?unid=${unid}`,
    state: 'error',
    serve: { [at(InvoiceRoutes.invoice, { unid })]: broken() },
    shows: ['发票加载失败'],
  },
  {
    at: `/makeInvoiceBySelf?orderNo=${orderNo}`,
    state: 'no payer proof',
    serve: { [at(SelfInvoiceRoutes.selfInvoiceTicket)]: broken() },
    shows: ['无法确认付款人'],
  },
  { at: '/makeInvoiceSuccess', state: 'done', shows: ['开票申请已提交'] },
  {
    at: '/invoiceBillList',
    state: 'data',
    serve: {
      [at(InvoiceRoutes.invoiceableBills)]: ok({
        bills: [
          {
            orderNo,
            feeKind: 'parking',
            description: '武林广场停车场 浙A12345',
            paidAt: '2026-06-01T02:00:00.000Z',
            paidFen: 800,
            refundedFen: 0,
            invoiceableFen: 800,
          },
        ],
        totalFen: 800,
      }),
    },
    shows: [/武林广场停车场 浙A12345/],
  },
  {
    at: '/invoiceBillList',
    state: 'empty',
    serve: { [at(InvoiceRoutes.invoiceableBills)]: ok({ bills: [], totalFen: 0 }) },
    shows: ['暂无可开票的订单'],
  },
  {
    at: '/invoiceBillList',
    state: 'error',
    serve: { [at(InvoiceRoutes.invoiceableBills)]: broken() },
    shows: ['可开票订单加载失败'],
  },
  // A merchant's batch is invoiced in the invoice centre (decision 040).
  {
    at: '/invoicePage',
    state: 'opens /invoiceBillList',
    serve: { [at(InvoiceRoutes.invoiceableBills)]: ok({ bills: [], totalFen: 0 }) },
    landsAt: '/invoiceBillList',
    shows: ['暂无可开票的订单'],
  },
  {
    at: '/invoiceRecord',
    state: 'data',
    serve: { [at(InvoiceRoutes.invoices)]: ok({ results: [anInvoice], totalRecord: 1 }) },
    shows: [/杭州某某科技有限公司/],
  },
  {
    at: '/invoiceRecord',
    state: 'empty',
    serve: { [at(InvoiceRoutes.invoices)]: ok({ results: [], totalRecord: 0 }) },
    shows: ['暂无开票记录'],
  },
  {
    at: '/invoiceRecord',
    state: 'error',
    serve: { [at(InvoiceRoutes.invoices)]: broken() },
    shows: ['开票记录加载失败'],
  },
  {
    at: `/invoiceHeaderAdd?titleId=${aTitle.titleId}`,
    state: 'error',
    serve: { [at(InvoiceRoutes.titles)]: broken() },
    shows: ['发票抬头加载失败'],
  },
];

describe('invoice screens', () => {
  it.each(cases)(CASE_TITLE, expectScreen, SCREEN_TIMEOUT);
});
