import {
  API_BASE,
  BasicRoutes,
  InvoiceRoutes,
  matchesPath,
  StorageKey,
  type Invoice,
  type InvoiceTitle,
} from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const title = (over: Partial<InvoiceTitle>): InvoiceTitle => ({
  titleId: 'x',
  kind: 'company',
  name: '某公司',
  taxNo: '91350100M000100Y43',
  address: '文三路 1 号',
  phone: '0571-88888888',
  bankName: '工商银行',
  bankAccount: '1202',
  email: 'f@example.com',
  isDefault: false,
  ...over,
});

const anInvoice: Invoice = {
  unid: 'abcdef0123456789abcdef01',
  kind: 'special',
  color: 'blue',
  state: 'issuing',
  titleName: '完整公司',
  amountFen: 800,
  billCount: 1,
  createdAt: '2026-11-27T03:00:00.000Z',
  issuedAt: null,
  titleKind: 'company',
  taxNo: '91350100M000100Y43',
  email: 'f@example.com',
  mailState: 'pending',
  mailError: null,
  failReason: null,
  invoiceNo: null,
  taxFen: 66,
  lines: [],
  bills: [],
  related: [],
  hasPdf: false,
  ofdUrl: null,
  xmlUrl: null,
};

describe('/invoiceSpe', () => {
  it('offers company titles only, says what an incomplete one lacks, and asks for a special invoice', async () => {
    localStorage.setItem(StorageKey.token, 't');
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(InvoiceRoutes.titles)]: ok([
        title({ titleId: 'p', kind: 'personal', name: '张三', taxNo: null, isDefault: true }),
        title({ titleId: 'half', name: '缺银行公司', bankName: null, bankAccount: null }),
        title({ titleId: 'full', name: '完整公司' }),
      ]),
      [at(InvoiceRoutes.invoiceableBills)]: ok({
        bills: [
          {
            orderNo: 'P1',
            feeKind: 'parking',
            description: '停车费',
            paidAt: '2026-11-27T03:00:00.000Z',
            paidFen: 800,
            refundedFen: 0,
            invoiceableFen: 800,
          },
        ],
        totalFen: 800,
      }),
    });
    const made: unknown[] = [];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = new URL(String(input), 'http://app.test').pathname.slice(API_BASE.length);
      if (init?.method === 'POST' && matchesPath(InvoiceRoutes.makeInvoice, path)) {
        made.push(JSON.parse(String(init.body)));
        return new Response(JSON.stringify(ok(anInvoice)));
      }
      return server.fetch(input, init);
    });
    vi.stubGlobal('fetch', fetch);
    const { router } = renderApp({ routes: appRoutes, at: '/invoiceSpe?orderNos=P1' });
    expect(await screen.findByText('缺少开户银行、银行账号')).toBeTruthy();
    expect(screen.queryByText(/张三/)).toBeNull();
    expect(screen.getByText('电子发票（增值税专用发票）')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '提交开票' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoiceSuccess'));
    expect(made).toEqual([{ orderNos: ['P1'], titleId: 'full', kind: 'special', email: 'f@example.com' }]);
  });
});
