import {
  fillPath,
  IDEMPOTENCY_KEY_HEADER,
  PaymentRoutes,
  WalletRoutes,
  type AutoPayOverview,
} from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, ok, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { fakeScreen, sentTo, serveRoutes } from '../../../test/vehicle-screens';
import { aBalanceInfo, aMovement, aPayModel, aWithdrawal } from '../test/builders';

let screenEffects: ReturnType<typeof fakeScreen>;
beforeEach(() => {
  screenEffects = fakeScreen({ loggedIn: true });
});
afterEach(() => {
  delete (window as { WeixinJSBridge?: unknown }).WeixinJSBridge;
});

const serve = (routes: Record<string, Reply>) =>
  serveRoutes({
    [at(PaymentRoutes.payModel)]: ok(aPayModel()),
    [at(WalletRoutes.balanceInfo)]: ok(aBalanceInfo()),
    ...routes,
  });

describe('/accountBalance', () => {
  it('recharges the preset amount through WeChat’s sheet and goes to the result page', async () => {
    const server = serve({
      [at(WalletRoutes.recharge)]: ok({
        orderNo: 'P20260601CCCCCCCCCCCCCCCCCCCC',
        amountFen: 5_000,
        payChannel: 3,
        state: 'pending',
        launch: {
          kind: 'wechat-jsapi',
          params: {
            appId: 'wx1',
            timeStamp: '1',
            nonceStr: 'n',
            package: 'prepay_id=1',
            signType: 'RSA',
            paySign: 's',
          },
        },
        expiresAt: '2026-06-01T03:00:00.000Z',
      }),
    });
    (window as { WeixinJSBridge?: unknown }).WeixinJSBridge = {
      invoke: (_: string, __: object, done: (res: { err_msg: string }) => void) =>
        done({ err_msg: 'get_brand_wcpay_request:ok' }),
    };
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/accountBalance' });
    expect(await screen.findByTestId('balance')).toHaveProperty('textContent', '42.00');
    await screen.findByRole('radio', { name: /微信支付/ });
    await user.click(screen.getByRole('button', { name: '立即充值 50.00元' }));
    // The result page loads lazily: the navigation ends once its module is in.
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountBalanceReslut'), { timeout: 15_000 });
    expect(router.state.location.search).toBe('?orderNo=P20260601CCCCCCCCCCCCCCCCCCCC');
    const [sent] = sentTo(server, 'POST', WalletRoutes.recharge.path);
    expect(sent!.body).toEqual({ amountFen: 5_000, payChannel: 3, resultPage: 'accountBalance' });
    expect(sent!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
  });

  it('checks a typed amount before the button can be used', async () => {
    const server = serve({});
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/accountBalance' });
    const input = await screen.findByLabelText('其他金额（元）');
    // 元 once: after the box, not in the range too.
    expect(input.getAttribute('placeholder')).toMatch(/^[\d.]+ - [\d.]+$/);
    await user.type(input, '0.5');
    expect(screen.getByRole('alert').textContent).toBe('单次充值金额须在1.00元至2000.00元之间');
    expect((screen.getByRole('button', { name: '立即充值' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(input);
    await user.type(input, '12.345abc');
    expect((input as HTMLInputElement).value).toBe('12.34');
    expect(screen.getByRole('button', { name: '立即充值 12.34元' })).toBeTruthy();
    expect(sentTo(server, 'POST', WalletRoutes.recharge.path)).toEqual([]);
  });

  it('tells the driver when the dealer offers no recharge, and still shows the balance', async () => {
    serve({ [at(WalletRoutes.balanceInfo)]: ok(aBalanceInfo({ enabled: false })) });
    renderApp({ routes: appRoutes, at: '/accountBalance' });
    expect(await screen.findByText('当前平台未开通余额充值，已有余额可随时提现。')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /立即充值/ })).toBeNull();
  });
});

describe('/accountBalanceReslut', () => {
  it('keeps asking until the provider confirms, then shows the new balance', async () => {
    let asked = 0;
    serve({
      [at(WalletRoutes.rechargeStatus, { orderNo: 'P20260601CCCCCCCCCCCCCCCCCCCC' })]: () =>
        ok({
          orderNo: 'P20260601CCCCCCCCCCCCCCCCCCCC',
          state: ++asked < 2 ? 'pending' : 'paid',
          final: asked >= 2,
          amountFen: 5_000,
          payChannel: 3,
          payChannelText: '微信支付',
          paidAt: asked >= 2 ? '2026-06-01T02:00:00.000Z' : null,
          capRefundFen: 0,
          balanceFen: asked >= 2 ? 9_200 : 4_200,
        }),
    });
    renderApp({ routes: appRoutes, at: '/accountBalanceReslut?orderNo=P20260601CCCCCCCCCCCCCCCCCCCC' });
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    expect(await screen.findByText('充值成功', {}, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByTestId('balance-after').textContent).toContain('当前余额 92.00元');
  });

  it('says a recharge paid into a full wallet goes back, and shows no success', async () => {
    serve({
      [at(WalletRoutes.rechargeStatus, { orderNo: 'P20260601DDDDDDDDDDDDDDDDDDDD' })]: ok({
        orderNo: 'P20260601DDDDDDDDDDDDDDDDDDDD',
        state: 'paid',
        final: true,
        amountFen: 200_000,
        payChannel: 3,
        payChannelText: '微信支付',
        paidAt: '2026-06-01T02:00:00.000Z',
        capRefundFen: 200_000,
        balanceFen: 500_000,
      }),
    });
    renderApp({ routes: appRoutes, at: '/accountBalanceReslut?orderNo=P20260601DDDDDDDDDDDDDDDDDDDD' });
    expect(await screen.findByText('充值未到账')).toBeTruthy();
    expect(screen.getByTestId('cap-refund').textContent).toBe(
      '账户余额已达上限 5000.00元，本次充值将原路退回至微信支付',
    );
    expect(screen.queryByText('充值成功')).toBeNull();
  });
});

describe('/accountBalanceCash', () => {
  it('withdraws everything withdrawable in one tap after a confirmation, and follows it', async () => {
    const made = aWithdrawal();
    const server = serve({
      [at(WalletRoutes.withdraw)]: ok(made),
      [at(WalletRoutes.withdrawal, { withdrawalId: made.withdrawalId })]: ok(made),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/accountBalanceCash' });
    await user.click(await screen.findByRole('button', { name: '全部提现 42.00元' }));
    await waitFor(() => expect(screenEffects.effects.at(-1)).toMatchObject({ type: 'confirm', title: '确认提现' }));
    await screenEffects.answer(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/accountBalanceReslut'), { timeout: 15_000 });
    expect(router.state.location.search).toBe(`?withdrawalId=${made.withdrawalId}`);
    const [sent] = sentTo(server, 'POST', WalletRoutes.withdraw.path);
    expect(sent!.body).toEqual({});
    expect(sent!.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(await screen.findByText('提现处理中')).toBeTruthy();
    expect(screen.getByTestId('withdrawal-part').textContent).toContain('退款处理中');
  });

  it('says so when nothing can be withdrawn', async () => {
    serve({ [at(WalletRoutes.balanceInfo)]: ok(aBalanceInfo({ balanceFen: 500, withdrawableFen: 0 })) });
    renderApp({ routes: appRoutes, at: '/accountBalanceCash' });
    const button = await screen.findByRole('button', { name: '暂无可提现金额' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByText('不可原路退回')).toBeTruthy();
  });
});

describe('a failed withdrawal part', () => {
  it('can be tried again', async () => {
    const failed = aWithdrawal({
      state: 'failed',
      parts: [{ ...aWithdrawal().parts[0]!, state: 'failed', stateText: '退款失败' }],
    });
    const part = failed.parts[0]!;
    const retryPath = fillPath(WalletRoutes.retryWithdrawalPart, {
      withdrawalId: failed.withdrawalId,
      partId: part.partId,
    });
    const server = serve({
      [at(WalletRoutes.withdrawal, { withdrawalId: failed.withdrawalId })]: ok(failed),
      [`POST ${retryPath}`]: ok(aWithdrawal({ withdrawalId: failed.withdrawalId })),
    });
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: `/walletReslut?withdrawalId=${failed.withdrawalId}` });
    expect(await screen.findByText('部分退款失败')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '重试退款' }));
    await waitFor(() => expect(sentTo(server, 'POST', retryPath)).toHaveLength(1));
  });
});

describe('/accountBalanceDetail', () => {
  it('lists movements with the balance after each, and opens one with its order', async () => {
    serve({
      [at(WalletRoutes.movements)]: ok({
        results: [
          aMovement(),
          aMovement({
            movementId: '11',
            kind: 'recharge',
            title: '余额充值',
            amountFen: 5_000,
            balanceAfterFen: 5_000,
          }),
        ],
        totalRecord: 2,
      }),
      [at(WalletRoutes.movement, { movementId: '12' })]: ok({
        movement: aMovement(),
        order: {
          orderNo: 'P20260601AAAAAAAAAAAAAAAAAAAA',
          kind: 'bills',
          description: '停车费-武林广场地下停车场-浙A·12345',
          amountFen: 800,
          payChannelText: '余额支付',
          state: 'paid',
          paidAt: '2026-06-01T02:30:00.000Z',
          bills: [
            {
              uniqueId: 's1',
              parkName: '武林广场地下停车场',
              formatPlateNo: '浙A·12345',
              amountFen: 800,
              parkStartTime: '2026-06-01T00:30:00.000Z',
              parkEndTime: null,
            },
          ],
        },
        withdrawal: null,
      }),
    });
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/accountBalanceDetail' });
    const rows = within(await screen.findByRole('list', { name: '余额明细' })).getAllByRole('listitem');
    expect(rows.map((r) => r.textContent)).toEqual([
      '停车缴费2026-06-01 10:30-8.00余额 42.00',
      '余额充值2026-06-01 10:30+50.00余额 50.00',
    ]);
    await user.click(within(rows[0]!).getByRole('button'));
    // The sheet's module loads on the first tap (or when idle): its first transform is slow on a busy machine.
    const sheet = await screen.findByRole('dialog', { name: '停车缴费' }, { timeout: 15_000 });
    await waitFor(() => expect(sheet.textContent).toContain('武林广场地下停车场'));
    expect(sheet.textContent).toContain('P20260601AAAAAAAAAAAAAAAAAAAA');
    expect(sheet.textContent).toContain('余额支付');
  });
});

describe('/sencelessPayment', () => {
  const overview = (overrides: Partial<AutoPayOverview> = {}): AutoPayOverview => ({
    plates: [
      {
        plateId: '00000000-0000-4000-8000-000000000001',
        plateNo: '浙A12345',
        formatPlateNo: '浙A·12345',
        plateColor: null,
        enabled: false,
        deductionOrder: 'balanceFirst',
      },
    ],
    balanceUsable: true,
    balanceFen: 4_200,
    activeAgreements: [],
    signableChannels: [3, 2],
    ...overrides,
  });

  it('opts a plate in with its switch', async () => {
    const path = fillPath(WalletRoutes.setAutoPay, { plateId: '00000000-0000-4000-8000-000000000001' });
    const server = serve({
      [at(WalletRoutes.autoPay)]: ok(overview()),
      [`PUT ${path}`]: ok(overview({ plates: [{ ...overview().plates[0]!, enabled: true }] })),
    });
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/sencelessPayment' });
    const toggle = await screen.findByRole('switch', { name: '浙A·12345无感支付' });
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    await user.click(toggle);
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('true'));
    expect(sentTo(server, 'PUT', path).map((r) => r.body)).toEqual([{ enabled: true }]);
    // Only the wallets this client opens (WeChat here) can be signed.
    expect(screen.getByText('微信免密支付')).toBeTruthy();
    expect(screen.queryByText('支付宝免密支付')).toBeNull();
  });

  it('cannot opt in before something can pay', async () => {
    serve({ [at(WalletRoutes.autoPay)]: ok(overview({ balanceUsable: false })) });
    renderApp({ routes: appRoutes, at: '/sencelessPayment' });
    const toggle = await screen.findByRole('switch', { name: '浙A·12345无感支付' });
    expect(toggle).toHaveProperty('disabled', true);
    expect(screen.getByText('请先开通免密支付或余额支付，再为车辆开启无感支付。')).toBeTruthy();
  });
});

describe('/sencelessPaymentList', () => {
  it('ends an agreement after the driver confirms', async () => {
    const agreement = {
      agreementId: '00000000-0000-4000-8000-0000000000a1',
      payChannel: 3 as const,
      name: '微信免密支付',
      state: 'active' as const,
      stateText: '已开通',
      sandbox: true,
      createdAt: '2026-06-01T02:00:00.000Z',
      signedAt: '2026-06-01T02:01:00.000Z',
      endedAt: null,
    };
    const path = fillPath(WalletRoutes.cancelWithholding, { agreementId: agreement.agreementId });
    const server = serve({
      [at(WalletRoutes.withholdings)]: ok({ results: [agreement], totalRecord: 1 }),
      [`DELETE ${path}`]: ok({ ...agreement, state: 'cancelled', stateText: '已解约' }),
    });
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/sencelessPaymentList' });
    await user.click(await screen.findByRole('button', { name: '解约' }));
    await waitFor(() => expect(screenEffects.effects.at(-1)).toMatchObject({ type: 'confirm', title: '解除免密支付' }));
    await screenEffects.answer(true);
    await waitFor(() => expect(sentTo(server, 'DELETE', path)).toHaveLength(1));
  });
});
