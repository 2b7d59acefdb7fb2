import { InvoiceRoutes, type InvoiceableBill, type InvoiceTitle, type TitleInput } from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { SCREEN_TIMEOUT } from '../../../test/screen-cases';
import { serveApp } from '../../../test/serve-app';
import { fakeScreen } from '../../../test/vehicle-screens';

/** A page's module loads lazily on its first visit: slow on a busy machine (a full run took 10 s here). */
const NAVIGATION = { timeout: 15_000 };

const aBill = (orderNo: string, description: string, fen: number): InvoiceableBill => ({
  orderNo,
  feeKind: 'parking',
  description,
  paidAt: '2026-11-27T03:00:00.000Z',
  paidFen: fen,
  refundedFen: 0,
  invoiceableFen: fen,
});
const bills = [aBill('P1', '西湖文化广场停车费', 800), aBill('P2', '武林广场停车费', 1200)];
const aTitle = (over: Partial<InvoiceTitle>): InvoiceTitle => ({
  titleId: 't1',
  kind: 'personal',
  name: '张三',
  taxNo: null,
  address: null,
  phone: null,
  bankName: null,
  bankAccount: null,
  email: 'z@example.com',
  isDefault: true,
  ...over,
});

/** The invoice server: bills, and a title book that grows by what is added. */
function invoiceServer() {
  const titles = [aTitle({})];
  return serveApp({
    [at(InvoiceRoutes.invoiceableBills)]: ok({ bills, totalFen: 2000 }),
    [at(InvoiceRoutes.titles)]: () => ok([...titles]),
    [at(InvoiceRoutes.addTitle)]: (request) => {
      const input = request.body as TitleInput;
      const added = aTitle({ titleId: 't2', name: input.name, email: input.email, isDefault: false });
      titles.push(added);
      return ok(added);
    },
  });
}

// Issue 44: the invoice flow keeps its place.
describe('the invoice flow', () => {
  it(
    '开发票 from a pay result comes with that bill chosen; a tap anywhere on a row toggles its bill',
    async () => {
      fakeScreen({ loggedIn: true });
      invoiceServer();
      const user = userEvent.setup();
      const { router } = renderApp({ routes: appRoutes, at: '/invoiceBillList?orderNo=P2' });
      const paid = await screen.findByRole('checkbox', { name: /武林广场停车费/ });
      expect(paid).toHaveProperty('checked', true);
      expect(screen.getByRole('checkbox', { name: /西湖文化广场停车费/ })).toHaveProperty('checked', false);
      expect(screen.getByText(/已选 1 笔/).textContent).toContain('12.00元');

      await user.click(screen.getByText('8.00元')); // the amount, far from the circle
      expect(screen.getByRole('checkbox', { name: /西湖文化广场停车费/ })).toHaveProperty('checked', true);
      await user.click(screen.getByRole('button', { name: '下一步' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoice'), NAVIGATION);
      expect(new URLSearchParams(router.state.location.search).get('orderNos')).toBe('P1,P2');
    },
    SCREEN_TIMEOUT,
  );

  it(
    'a title added from the form returns to the form, the same bills, the new title chosen',
    async () => {
      fakeScreen({ loggedIn: true });
      invoiceServer();
      const user = userEvent.setup();
      const { router } = renderApp({ routes: appRoutes, at: '/makeInvoice?orderNos=P1' });
      await user.click(await screen.findByRole('link', { name: '新增抬头' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/invoiceHeaderAdd'), NAVIGATION);
      // The form stays on screen while the add page's module loads, and it shows 个人 too (张三's kind): wait for the
      // add page itself before choosing the kind, or the tap lands on the form and the title stays a company's.
      await screen.findByRole('button', { name: '保存' }, NAVIGATION);

      await user.click(screen.getByText('个人'));
      await user.type(screen.getByRole('textbox', { name: '抬头名称' }), '李四');
      await user.type(screen.getByRole('textbox', { name: '电子邮箱' }), 'l@example.com');
      await user.click(screen.getByRole('button', { name: '保存' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/makeInvoice'), NAVIGATION);
      const query = new URLSearchParams(router.state.location.search);
      expect([query.get('orderNos'), query.get('titleId')]).toEqual(['P1', 't2']);
      expect(await screen.findByRole('radio', { name: /李四/ })).toHaveProperty('checked', true);
      expect(screen.getByRole('textbox', { name: '接收邮箱' })).toHaveProperty('value', 'l@example.com');
    },
    SCREEN_TIMEOUT,
  );
});
