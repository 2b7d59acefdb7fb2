import {
  ErrorCode,
  IDEMPOTENCY_KEY_HEADER,
  StorageKey,
  type OrderBill,
  type OrderStatus,
  type PayableBill,
  type PayModel,
  ParkingRoutes,
  PaymentRoutes,
} from '@parking/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, fakeServer, ok, type SentRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const UNIQUE = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const PARK = '33333333-3333-4333-8333-333333333333';

const aBill = (overrides: Partial<PayableBill> = {}): PayableBill => ({
  uniqueId: UNIQUE,
  parkId: PARK,
  parkName: '武林广场地下停车场',
  formatPlateNo: '浙A·12345',
  plateColor: null,
  isArrears: false,
  atExitLane: false,
  parkStartTime: '2026-06-01T02:00:00.000Z',
  parkEndTime: null,
  parkDuration: 110,
  dueFen: 1600,
  paidFen: 0,
  ...overrides,
});

const bills = (results: PayableBill[]) =>
  ok({ results, totalRecord: results.length, totalFen: results.reduce((s, b) => s + b.dueFen, 0) });

const wechatOnly: PayModel = { channels: [{ payChannel: 3, name: '微信支付', sandbox: true }], defaultChannel: 3 };
const withBalance: PayModel = {
  channels: [
    { payChannel: 3, name: '微信支付', sandbox: false },
    { payChannel: 6, name: '余额支付', balanceFen: 5000, sandbox: false },
  ],
  defaultChannel: 3,
};

const orderBill = (overrides: Partial<OrderBill> = {}): OrderBill => ({
  uniqueId: UNIQUE,
  parkId: PARK,
  parkName: '武林广场地下停车场',
  formatPlateNo: '浙A·12345',
  amountFen: 1600,
  isArrears: false,
  settled: true,
  sessionState: 'parked',
  exitedAt: null,
  graceUntil: '2026-06-01T04:05:00.000Z',
  ...overrides,
});

const anOrder = (overrides: Partial<OrderStatus> = {}): OrderStatus => ({
  orderNo: 'P20260601ABCDEFGHJKMNPQRSTVWX',
  state: 'paid',
  final: true,
  amountFen: 1600,
  payChannel: 3,
  payChannelText: '微信支付',
  paidAt: '2026-06-01T03:50:00.000Z',
  refundFen: 0,
  refundState: 'none',
  bills: [orderBill()],
  ...overrides,
});

const payOrder = (launch: object, orderNo = 'P20260601ABCDEFGHJKMNPQRSTVWX') =>
  ok({ orderNo, amountFen: 1600, payChannel: 3, state: 'pending', launch, expiresAt: '2026-06-01T04:05:00.000Z' });

const sent = (requests: SentRequest[], route: string) => requests.filter((r) => `${r.method} ${r.path}` === route);

describe('/payPage', () => {
  it('says what is billed before the pay button: charged minutes, free period, units, caps, rule and leave-within', async () => {
    const fee: PayableBill['fee'] = {
      chargedMinutes: 121,
      freeMinutes: 15,
      leaveWithinMinutes: 15,
      rule: ['免费15分钟，超时从入场起计费', '首小时10元，之后每30分钟3元', '缴费后15分钟内离场免费'],
      parts: [
        { kind: 'free', band: null, minutes: 15, fen: 0, rawFen: 0, capped: false },
        { kind: 'units', band: '07:00-21:00', minutes: 106, fen: 1900, rawFen: 2500, capped: true },
      ],
    };
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill({ dueFen: 1900, parkDuration: 120, fee })]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: `/payPage?uniqueId=${UNIQUE}&parkId=${PARK}` });

    const breakdown = await screen.findByRole('region', { name: '计费明细' });
    expect(screen.getByText('2小时')).toBeTruthy();
    const text = breakdown.textContent ?? '';
    expect(text).toContain('计费时长2小时1分钟');
    expect(text).toContain('免费时段 · 15分钟0.00元');
    expect(text).toContain('计时收费（07:00-21:00） · 1小时46分钟19.00元（已封顶，原25.00元）');
    expect(screen.getByRole('list', { name: '收费标准' }).textContent).toContain('首小时10元，之后每30分钟3元');
    const leave = screen.getByRole('note');
    expect(leave.textContent).toBe('缴费后请在15分钟内离场，超时将按规则继续计费');
    // Read before paying: the rule comes before the pay button in the page.
    const pay = await screen.findByRole('button', { name: '立即支付' });
    expect(leave.compareDocumentPosition(pay) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('an arrears bill (its total fixed at exit) shows no breakdown', async () => {
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill({ isArrears: true, parkEndTime: '2026-06-01T04:00:00.000Z' })]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: `/payPage?uniqueId=${UNIQUE}&parkId=${PARK}` });
    expect(await screen.findByText('浙A·12345')).toBeTruthy();
    expect(screen.queryByRole('region', { name: '计费明细' })).toBeNull();
  });

  it('shows the bill as the server quotes it and pays it through WeChat’s sheet with an idempotency key', async () => {
    const invoke = vi.fn((_n: string, _p: object, done: (res: { err_msg: string }) => void) =>
      done({ err_msg: 'get_brand_wcpay_request:ok' }),
    );
    vi.stubGlobal('WeixinJSBridge', { invoke });
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill()]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
      [at(PaymentRoutes.payCharges)]: payOrder({
        kind: 'wechat-jsapi',
        params: {
          appId: 'wx1',
          timeStamp: '1',
          nonceStr: 'n',
          package: 'prepay_id=wx9',
          signType: 'RSA',
          paySign: 's',
        },
      }),
      [at(PaymentRoutes.payChargesSync, { id: 'P20260601ABCDEFGHJKMNPQRSTVWX' })]: ok(anOrder()),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { router } = renderApp({ routes: appRoutes, at: `/payPage?uniqueId=${UNIQUE}&parkId=${PARK}` });

    expect(await screen.findByText('浙A·12345')).toBeTruthy();
    expect(screen.getByLabelText('应缴金额').textContent).toBe('16.00元');
    expect(screen.getByText('1小时50分钟')).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));

    // The pay call's schemas load on demand (decision 051): the call follows the tap by a moment.
    await waitFor(() => expect(sent(server.requests, at(PaymentRoutes.payCharges))).toHaveLength(1));
    const [pay] = sent(server.requests, at(PaymentRoutes.payCharges));
    expect(pay?.body).toEqual({ uniqueId: UNIQUE, parkId: PARK, payChannel: 3, expectedFen: 1600 });
    expect(pay?.headers[IDEMPOTENCY_KEY_HEADER]).toMatch(/^[0-9a-f]{32}$/);
    expect(invoke).toHaveBeenCalledWith(
      'getBrandWCPayRequest',
      expect.objectContaining({ package: 'prepay_id=wx9' }),
      expect.any(Function),
    );
    // The sheet said ok; the page asks the server anyway.
    await waitFor(() => expect(router.state.location.pathname).toBe('/payResultPage'));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    expect(
      sent(server.requests, at(PaymentRoutes.payChargesSync, { id: 'P20260601ABCDEFGHJKMNPQRSTVWX' })).length,
    ).toBeGreaterThan(0);
  });

  it('adds the stored collector code, and retries a lost answer with the same key', async () => {
    localStorage.setItem(StorageKey.collectorCode, 'C1001');
    let attempts = 0;
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill()]),
      [at(PaymentRoutes.payModel)]: ok(withBalance),
      [at(PaymentRoutes.payCharges)]: () =>
        ++attempts === 1 ? new TypeError('network down') : payOrder({ kind: 'paid' }),
      [at(PaymentRoutes.payChargesSync, { id: 'P20260601ABCDEFGHJKMNPQRSTVWX' })]: ok(
        anOrder({ payChannel: 6, payChannelText: '余额支付' }),
      ),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: `/payPage?uniqueId=${UNIQUE}&parkId=${PARK}` });

    await userEvent.click(await screen.findByRole('radio', { name: /余额支付/ }));
    expect(screen.getByText('可用余额 50.00元')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(attempts).toBe(1));
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    const [first, second] = sent(server.requests, at(PaymentRoutes.payCharges));
    expect(first?.body).toEqual({
      uniqueId: UNIQUE,
      parkId: PARK,
      payChannel: 6,
      expectedFen: 1600,
      collectorCode: 'C1001',
    });
    expect(second?.headers[IDEMPOTENCY_KEY_HEADER]).toBe(first?.headers[IDEMPOTENCY_KEY_HEADER]);
  });

  it('re-reads the bill when the server says the amount changed, and pays the new amount with a new key', async () => {
    let quotes = 0;
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: () => bills([aBill({ dueFen: ++quotes === 1 ? 1600 : 1900 })]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
      [at(PaymentRoutes.payCharges)]: (request) =>
        (request.body as { expectedFen: number }).expectedFen === 1900
          ? payOrder({ kind: 'paid' })
          : fail(ErrorCode.QUOTE_CHANGED, '费用已更新为19.00元，请确认后再支付'),
      [at(PaymentRoutes.payChargesSync, { id: 'P20260601ABCDEFGHJKMNPQRSTVWX' })]: ok(anOrder({ amountFen: 1900 })),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: `/payPage?uniqueId=${UNIQUE}&parkId=${PARK}` });

    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    await waitFor(() => expect(screen.getByLabelText('应缴金额').textContent).toBe('19.00元'));
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
    const [stale, fresh] = sent(server.requests, at(PaymentRoutes.payCharges));
    expect(fresh?.headers[IDEMPOTENCY_KEY_HEADER]).not.toBe(stale?.headers[IDEMPOTENCY_KEY_HEADER]);
  });

  it('says so when the bill owes nothing now', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payableBills)]: bills([aBill({ dueFen: 0, paidFen: 1600 })]),
        [at(PaymentRoutes.payModel)]: ok(wechatOnly),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: `/payPage?uniqueId=${UNIQUE}&parkId=${PARK}` });
    expect(await screen.findByText('该订单当前无需支付')).toBeTruthy();
  });
});

describe('/scanPayPage', () => {
  const LANE = `/scanPayPage?parkId=${PARK}&laneCode=E1`;

  it('shows the car the scanned exit lane holds and marks the visit as scanned at a lane', async () => {
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill({ atExitLane: true })]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: LANE });
    expect(await screen.findByText('浙A·12345')).toBeTruthy();
    expect(screen.getByText('支付成功后请稍候，出口道闸将自动抬杆。')).toBeTruthy();
    expect(await screen.findByRole('button', { name: '立即支付' })).toBeTruthy();
    const [query] = sent(server.requests, at(PaymentRoutes.payableBills));
    const params = new URL(query!.url, 'http://x').searchParams;
    expect([params.get('parkId'), params.get('laneCode')]).toEqual([PARK, 'E1']);
    expect(localStorage.getItem(StorageKey.sourceType)).not.toBeNull();
  });

  it('a lane with no car to pay for says so, and 刷新 asks again', async () => {
    let asked = 0;
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: () => (++asked, bills([])),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: LANE });
    expect(await screen.findByText('当前车道暂无待缴费车辆')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '刷新' }));
    await waitFor(() => expect(asked).toBe(2));
  });

  it('a failed lookup says the bill did not load; a code without its lane asks for the exit lane’s code', async () => {
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: fail('500', '系统繁忙，请稍后重试'),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
    });
    vi.stubGlobal('fetch', server.fetch);
    const { unmount } = renderApp({ routes: appRoutes, at: LANE });
    expect(await screen.findByText('账单加载失败')).toBeTruthy();
    unmount();
    renderApp({ routes: appRoutes, at: `/scanPayPage?parkId=${PARK}` });
    expect(await screen.findByText('请扫描出口车道上的缴费二维码')).toBeTruthy();
    expect(sent(server.requests, at(PaymentRoutes.payableBills))).toHaveLength(1);
  });
});

describe('/multiPayPage', () => {
  it('pays the bills left ticked, in one batch order', async () => {
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill({ isArrears: true, dueFen: 600, uniqueId: OTHER }), aBill()]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
      [at(PaymentRoutes.payCharges)]: payOrder({ kind: 'paid' }),
      [at(PaymentRoutes.payChargesBatch)]: payOrder({ kind: 'paid' }),
      [at(PaymentRoutes.payChargesSync, { id: 'P20260601ABCDEFGHJKMNPQRSTVWX' })]: ok(anOrder()),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/multiPayPage?plateNo=浙A12345&plateColor=' });

    expect(await screen.findByRole('heading', { name: '待缴费订单（2笔）' })).toBeTruthy();
    expect(screen.getByText('欠费补缴')).toBeTruthy();
    expect(screen.getAllByText('22.00元').length).toBeGreaterThan(0);
    const [query] = sent(server.requests, at(PaymentRoutes.payableBills));
    expect(new URL(query!.url, 'http://x').searchParams.get('plateNo')).toBe('浙A12345');

    await userEvent.click(await screen.findByRole('button', { name: '立即支付' }));
    const [batch] = sent(server.requests, at(PaymentRoutes.payChargesBatch));
    expect(batch?.body).toEqual({
      bills: [
        { uniqueId: OTHER, parkId: PARK },
        { uniqueId: UNIQUE, parkId: PARK },
      ],
      payChannel: 3,
      expectedFen: 2200,
    });
  });

  it('lets the driver untick a bill: one bill left goes as a single payCharges', async () => {
    const server = fakeServer({
      [at(PaymentRoutes.payableBills)]: bills([aBill({ isArrears: true, dueFen: 600, uniqueId: OTHER }), aBill()]),
      [at(PaymentRoutes.payModel)]: ok(wechatOnly),
      [at(PaymentRoutes.payCharges)]: payOrder({ kind: 'paid' }),
      [at(PaymentRoutes.payChargesSync, { id: 'P20260601ABCDEFGHJKMNPQRSTVWX' })]: ok(anOrder()),
    });
    vi.stubGlobal('fetch', server.fetch);
    renderApp({ routes: appRoutes, at: '/multiPayPage?plateNo=浙A12345' });
    await screen.findByRole('heading', { name: '待缴费订单（2笔）' });
    // The second bill (the car in the park) is unticked.
    await userEvent.click(screen.getAllByRole('checkbox')[1]!);
    expect(await screen.findAllByText('6.00元')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '立即支付' }));
    const [single] = sent(server.requests, at(PaymentRoutes.payCharges));
    expect(single?.body).toMatchObject({ uniqueId: OTHER, expectedFen: 600 });
  });
});

describe('result pages', () => {
  it('/payResultPage polls until the server says paid, and offers the gate page for a car still inside', async () => {
    let polls = 0;
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payChargesSync, { id: 'P1XXXXXX' })]: () =>
          ok(
            ++polls < 2
              ? anOrder({ orderNo: 'P1XXXXXX', state: 'pending', final: false })
              : anOrder({ orderNo: 'P1XXXXXX' }),
          ),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/payResultPage?orderNo=P1XXXXXX' });
    expect(await screen.findByText('正在确认支付结果…')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: '支付成功' }, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByText('请在 12:05 前离场，超时将继续计费')).toBeTruthy();
    expect(screen.getByRole('button', { name: '查看出场结果' })).toBeTruthy();
  });

  it('does not believe a cancelled sheet: it says so, and still shows what the server knows', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payChargesSync, { id: 'P1XXXXXX' })]: ok(anOrder({ orderNo: 'P1XXXXXX', state: 'closed' })),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/payResultPage?orderNo=P1XXXXXX&cancelled=1' });
    // While asking, the page says the sheet was closed; the server's answer (closed) then decides.
    expect(await screen.findByText('订单已关闭，未扣款。如需离场请重新支付。')).toBeTruthy();
    expect(screen.getByRole('heading', { name: '支付未完成' })).toBeTruthy();
  });

  it('/paySuccess of a purchase (no bills) names the channel without a dot left hanging (issue 44)', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payChargesSync, { id: 'P2XXXXXX' })]: ok(anOrder({ orderNo: 'P2XXXXXX', bills: [] })),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/paySuccess?orderNo=P2XXXXXX' });
    expect((await screen.findByText(/^微信支付/)).textContent).toBe('微信支付');
  });

  it('a plan or a share paid through a wallet leads on to what was bought (issue 44 item 11)', async () => {
    const purchase = (purpose: string, state: 'fulfilled' | 'refused' = 'fulfilled') =>
      ok(anOrder({ orderNo: 'P3XXXXXX', bills: [], purchase: { purpose, ref: UNIQUE, state } }));
    const cases: [string, 'fulfilled' | 'refused', string | null][] = [
      ['monthlyPlan', 'fulfilled', '查看月卡'],
      ['monthlyPlanRenewal', 'fulfilled', '查看月卡'],
      ['offPeakShare', 'fulfilled', '查看我的错时共享'],
    ];
    for (const [purpose, state, action] of cases) {
      vi.stubGlobal(
        'fetch',
        fakeServer({ [at(PaymentRoutes.payChargesSync, { id: 'P3XXXXXX' })]: purchase(purpose, state) }).fetch,
      );
      const { unmount } = renderApp({ routes: appRoutes, at: '/payResultPage?orderNo=P3XXXXXX' });
      expect(await screen.findByRole('heading', { name: '支付成功' })).toBeTruthy();
      const buttons = screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
      if (action) expect(buttons[0], purpose).toBe(action);
      else expect(buttons, purpose).not.toContain('查看我的错时共享');
      expect(buttons).toContain('返回首页');
      unmount();
    }
  });

  it('a purchase refused after its payment says nothing was bought and how the money goes back (issue 44)', async () => {
    const refused = (refundState: OrderStatus['refundState']) =>
      ok(
        anOrder({
          orderNo: 'P4XXXXXX',
          amountFen: 15000,
          bills: [],
          refundFen: 15000,
          refundState,
          purchase: { purpose: 'offPeakShare', ref: UNIQUE, state: 'refused' },
        }),
      );
    const cases: [OrderStatus['refundState'], string, string[]][] = [
      ['pending', '所购项目已无法提供，款项将原路退回，退款处理中', ['返回首页']],
      ['succeeded', '所购项目已无法提供，款项已原路退回', ['返回首页']],
      ['failed', '所购项目已无法提供，退款遇到问题，客服将尽快处理', ['提交反馈', '返回首页']],
    ];
    for (const [refundState, text, actions] of cases) {
      vi.stubGlobal(
        'fetch',
        fakeServer({ [at(PaymentRoutes.payChargesSync, { id: 'P4XXXXXX' })]: refused(refundState) }).fetch,
      );
      const { unmount } = renderApp({ routes: appRoutes, at: '/payResultPage?orderNo=P4XXXXXX' });
      expect(await screen.findByRole('heading', { name: '购买未成功' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: '支付成功' })).toBeNull();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByText('退款金额 150.00元（微信支付）')).toBeTruthy();
      const buttons = screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
      expect(buttons, refundState).toEqual(actions);
      unmount();
    }
  });

  it('/paySuccess shows a refund when part of the money went back', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payChargesSync, { id: 'P1XXXXXX' })]: ok(
          anOrder({
            orderNo: 'P1XXXXXX',
            refundFen: 1600,
            refundState: 'succeeded',
            bills: [orderBill({ settled: false })],
          }),
        ),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/paySuccess?orderNo=P1XXXXXX' });
    expect(await screen.findByText('其中 16.00元 对应的订单已由其他支付结清，已原路退回')).toBeTruthy();
  });

  it('/BarrierRslt waits for the car to pass the gate, then says the gate opened', async () => {
    let left = false;
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payChargesSync, { id: 'P1XXXXXX' })]: () =>
          ok(
            anOrder({
              orderNo: 'P1XXXXXX',
              bills: [
                orderBill(
                  left
                    ? { sessionState: 'left', exitedAt: '2026-06-01T03:55:00.000Z' }
                    : { sessionState: 'awaitingPayment' },
                ),
              ],
            }),
          ),
      }).fetch,
    );
    renderApp({ routes: appRoutes, at: '/BarrierRslt?orderNo=P1XXXXXX' });
    expect(await screen.findByRole('heading', { name: '支付成功，请驶向出口' })).toBeTruthy();
    left = true;
    expect(await screen.findByRole('heading', { name: '道闸已开启' }, { timeout: 4_000 })).toBeTruthy();
    expect(screen.getByText('离场时间 2026-06-01 11:55')).toBeTruthy();
  });

  it('/thirdpay confirms with the server before saying paid or failed', async () => {
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(PaymentRoutes.payChargesSync, { id: 'P1XXXXXX' })]: ok(anOrder({ orderNo: 'P1XXXXXX', state: 'closed' })),
      }).fetch,
    );
    const { router } = renderApp({ routes: appRoutes, at: '/thirdpay?orderNo=P1XXXXXX' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/thirdpayFail'));
    expect(await screen.findByRole('heading', { name: '支付未成功' })).toBeTruthy();
  });
});

describe('/arrearsPage', () => {
  it('lists the driver’s arrears with their total and pays them all from one button', async () => {
    localStorage.setItem(StorageKey.token, 'dat_test');
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(ParkingRoutes.parkOrders)]: ok({
          results: [
            {
              uniqueId: UNIQUE,
              parkId: PARK,
              formatPlateNo: '浙A·12345',
              parkName: '杭州大厦购物城停车场',
              state: 'arrears',
              dueFee: 600,
            },
          ],
          totalRecord: 1,
        }),
      }).fetch,
    );
    const { router } = renderApp({ routes: appRoutes, at: '/arrearsPage' });
    expect(await screen.findByRole('heading', { name: '待补缴 1 笔，共 6.00元' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '全部补缴' }));
    await waitFor(() =>
      expect(`${router.state.location.pathname}${router.state.location.search}`).toBe('/multiPayPage?arrearsOnly=1'),
    );
  });

  it('sends a visitor to log in first', async () => {
    const { router } = renderApp({ routes: appRoutes, at: '/arrearsPage' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
