import { SupportRoutes } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { serveApp } from '../../../test/serve-app';
import { SCREEN_TIMEOUT } from '../../../test/screen-cases';
import { fakeScreen, sentAt } from '../../../test/vehicle-screens';

const ticketId = '00000000-0000-4000-8000-00000000a002';

// Decision 086: a consultation takes what a driver types — the times an appeal asks for, quotes, brackets — and
// what is wrong is said beside the field it is about.
describe('/customerService/questionConsultation', () => {
  it(
    'says a missing type under the types and a short text under the text; sends times and quotes as typed',
    async () => {
      fakeScreen({ loggedIn: true });
      const server = serveApp({ [at(SupportRoutes.createTicket)]: ok({ ticketId }) });
      const user = userEvent.setup();
      const { router } = renderApp({ routes: appRoutes, at: '/customerService/questionConsultation' });
      const text = await screen.findByPlaceholderText('请详细描述您遇到的问题，便于客服尽快处理');

      await user.type(text, '转圈');
      await user.click(screen.getByRole('button', { name: '提交' }));
      const types = screen.getByRole('region', { name: '咨询类型' });
      const description = screen.getByRole('region', { name: '问题描述' });
      expect(within(types).getByRole('alert').textContent).toBe('请选择咨询类型');
      expect(within(description).getByRole('alert').textContent).toBe('请至少用 5 个字描述问题');

      await user.click(within(types).getByText('支付失败'));
      await user.clear(text);
      const typed = `09:30 入场，18:05 出场? 收费 "2元/时" <首小时免费> 'A区' \\ * 号`;
      await user.type(text, typed);
      await user.click(screen.getByRole('button', { name: '提交' }));

      await waitFor(() => expect(router.state.location.pathname).toBe('/customerService/feedDetail'));
      expect(sentAt(server, at(SupportRoutes.createTicket)).map((r) => r.body)).toEqual([
        expect.objectContaining({ kind: 'consultation', content: typed }),
      ]);
    },
    SCREEN_TIMEOUT,
  );
});
