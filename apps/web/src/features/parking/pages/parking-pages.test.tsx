import {
  ErrorCode,
  fillPath,
  API_BASE,
  StorageKey,
  type Appeal,
  type ParkOrder,
  type ParkOrderDetail,
  ParkingRoutes,
  BasicRoutes,
} from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, fakeServer, ok, type SentRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { installUiEffects } from '../../../api/ui-effects';
import { fakeEffects } from '../../../test/fake-effects';

const REF = { uniqueId: '00000000-0000-4000-8000-000000000001', parkId: '00000000-0000-4000-8000-000000000002' };
const QUERY = `uniqueId=${REF.uniqueId}&parkId=${REF.parkId}`;

const anOrder = (overrides: Partial<ParkOrder> = {}): ParkOrder => ({
  ...REF,
  parkName: '武林广场地下停车场',
  parkKind: 'offStreet',
  plateNo: '浙A2B8M6',
  plateColor: null,
  formatPlateNo: '浙A·2B8M6',
  state: 'parked',
  stateText: '停车中',
  parkStartTime: '2026-06-01T02:00:00.000Z',
  parkEndTime: null,
  parkDuration: 135,
  parkFee: 1900,
  paidFee: 0,
  dueFee: 1900,
  berthCode: null,
  inGracePeriod: false,
  graceUntil: null,
  ...overrides,
});

const aDetail = (overrides: Partial<ParkOrderDetail> = {}): ParkOrderDetail => ({
  ...anOrder(),
  entryLaneName: '体育场路入口',
  exitLaneName: null,
  feeRuleLabels: ['免费15分钟，超时从入场起计费', '首小时10元', '之后每30分钟3元'],
  freeMinutes: 15,
  inFreePeriod: false,
  isBagCar: false,
  inPackageZone: false,
  nextChangeAt: '2026-06-01T04:30:00.000Z',
  payable: true,
  canActiveCarOut: false,
  owned: true,
  ...overrides,
});

function serve(routes: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer({
    [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a', appName: '杭州城市停车' }),
    ...routes,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

beforeEach(() => {
  localStorage.setItem(StorageKey.token, 'driver-token');
});

describe('/parkingRecord', () => {
  const plate = (plateNo: string, formatPlateNo: string, isDefault: boolean) => ({
    plateId: plateNo,
    plateNo,
    plateColor: null,
    formatPlateNo,
    isDefault,
  });

  it('lists the stays of the first plate, and of another plate once it is chosen', async () => {
    const server = serve({
      [at(ParkingRoutes.driverPlate)]: ok([
        plate('浙A2B8M6', '浙A·2B8M6', true),
        plate('浙B12345', '浙B·12345', false),
      ]),
      [at(ParkingRoutes.parkOrdersByPlate)]: (req) => {
        const plateNo = new URL(req.url, 'http://x').searchParams.get('plateNo');
        return plateNo === '浙A2B8M6'
          ? ok({ results: [anOrder()], totalRecord: 1 })
          : ok({ results: [], totalRecord: 0 });
      },
    });
    const { router } = renderApp({ routes: appRoutes, at: '/parkingRecord' });
    expect(await screen.findByRole('article', { name: '武林广场地下停车场 浙A·2B8M6' })).toBeTruthy();
    await userEvent.click(screen.getByText('浙B·12345'));
    expect(await screen.findByText('该车辆暂无停车记录')).toBeTruthy();
    expect(router.state.location.search).toBe(`?plate=${encodeURIComponent('浙B12345')}`);
    const asked = server.requests
      .filter((r) => r.path === ParkingRoutes.parkOrdersByPlate.path)
      .map((r) => new URL(r.url, 'http://x').searchParams.get('plateNo'));
    expect(asked).toEqual(['浙A2B8M6', '浙B12345']);
  });

  it('without a bound plate it offers to add one; a failed load says so', async () => {
    serve({ [at(ParkingRoutes.driverPlate)]: ok([]) });
    const { unmount } = renderApp({ routes: appRoutes, at: '/parkingRecord' });
    expect(await screen.findByText('暂无绑定车辆')).toBeTruthy();
    expect(screen.getByRole('button', { name: '添加车辆' })).toBeTruthy();
    unmount();
    serve({ [at(ParkingRoutes.driverPlate)]: fail('500', '系统繁忙，请稍后重试') });
    renderApp({ routes: appRoutes, at: '/parkingRecord' });
    expect(await screen.findByText('车辆加载失败')).toBeTruthy();
  });
});

describe('/orderRecord', () => {
  it('lists the orders of the chosen tab and opens one', async () => {
    const server = serve({
      [at(ParkingRoutes.parkOrders)]: (req) =>
        ok({
          results:
            new URL(req.url, 'http://x').searchParams.get('requestType') === '2'
              ? [anOrder({ state: 'arrears', stateText: '待补缴', parkEndTime: '2026-06-01T04:00:00.000Z' })]
              : [anOrder()],
          totalRecord: 1,
        }),
      [at(ParkingRoutes.parkOrderDetail)]: ok(aDetail()),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/orderRecord' });
    const card = await screen.findByRole('article', { name: '武林广场地下停车场 浙A·2B8M6' });
    expect(within(card).getByText('停车中')).toBeTruthy();
    expect(within(card).getByText('19.00元')).toBeTruthy();
    expect(within(card).getByText('2小时15分钟')).toBeTruthy();

    await userEvent.click(screen.getByText('待补缴', { selector: '.adm-tabs-tab' }));
    const asked = () =>
      server.requests
        .filter((r) => r.path === ParkingRoutes.parkOrders.path)
        .map((r) => new URL(r.url, 'http://x').searchParams.get('requestType'));
    // The first tab's parked card shows 待缴 19.00元 too: wait for the arrears tab's own request, not for the text.
    await waitFor(() => expect(asked()).toEqual(['0', '2']));
    expect(await screen.findByText('待缴 19.00元')).toBeTruthy();

    await userEvent.click(screen.getByText('武林广场地下停车场'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderRecordDetail'));
    expect(await screen.findByText('首小时10元')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '去缴费' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
    expect(router.state.location.search).toBe(`?${QUERY}`);
  });

  it('says so when there are no orders, and offers 车牌缴费 as the next step', async () => {
    serve({ [at(ParkingRoutes.parkOrders)]: ok({ results: [], totalRecord: 0 }) });
    const { router } = renderApp({ routes: appRoutes, at: '/orderRecord' });
    expect(await screen.findByText('暂无停车订单')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '车牌缴费' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateSearch'));
  });

  it('sends an anonymous visitor to login first', async () => {
    localStorage.removeItem(StorageKey.token);
    serve({});
    const { router } = renderApp({ routes: appRoutes, at: '/orderRecord' });
    // The guard redirects once the page's module is loaded: its first transform is slow on a busy machine.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 15_000 });
  });
});

describe('a paid car still in the park', () => {
  // Paid 19.00元, 12 minutes (and a few seconds) left to leave.
  const graceUntil = () => new Date(Date.now() + 12 * 60_000 - 5_000).toISOString();
  const paid = () => ({ paidFee: 1900, dueFee: 0, inGracePeriod: true, graceUntil: graceUntil() });

  it('reads 已缴费 and the time to leave first, in the list and the detail hero', async () => {
    serve({
      [at(ParkingRoutes.parkOrders)]: ok({ results: [anOrder(paid())], totalRecord: 1 }),
      [at(ParkingRoutes.parkOrderDetail)]: ok(aDetail({ ...paid(), payable: false })),
      [at(ParkingRoutes.payRecords)]: ok([]),
    });
    renderApp({ routes: appRoutes, at: '/orderRecord' });
    const card = await screen.findByRole('article', { name: '武林广场地下停车场 浙A·2B8M6' });
    expect(within(card).getByText('已缴费')).toBeTruthy();
    expect(within(card).queryByText('停车中')).toBeNull();
    expect(within(card).getByText(/^请于 \d\d:\d\d 前离场，还剩 12 分钟$/)).toBeTruthy();
    expect(card.textContent).toContain('已缴 19.00元');
    expect(card.textContent).not.toContain('当前费用');

    await userEvent.click(within(card).getByText('武林广场地下停车场'));
    const hero = await screen.findByText(/^\d\d:\d\d 前离场$/);
    expect(hero.parentElement!.textContent).toContain('已缴费');
    expect(hero.parentElement!.textContent).toContain('还剩 12 分钟 · 已缴 19.00元');
    expect(screen.queryByRole('button', { name: '去缴费' })).toBeNull();
  });

  it('shows the fee again once the time to leave has passed', async () => {
    serve({
      [at(ParkingRoutes.parkOrders)]: ok({
        results: [anOrder({ ...paid(), graceUntil: new Date(Date.now() - 60_000).toISOString() })],
        totalRecord: 1,
      }),
    });
    renderApp({ routes: appRoutes, at: '/orderRecord' });
    const card = await screen.findByRole('article', { name: '武林广场地下停车场 浙A·2B8M6' });
    expect(within(card).getByText('停车中')).toBeTruthy();
    expect(card.textContent).not.toContain('前离场');
  });
});

describe('/orderRecordDetail', () => {
  it('explains the fee and lets a road-side driver end the stay after confirming', async () => {
    let ended = false;
    const server = serve({
      [at(ParkingRoutes.parkOrderDetail)]: () =>
        ok(
          ended
            ? aDetail({ state: 'arrears', stateText: '待补缴', canActiveCarOut: false, parkKind: 'roadSide' })
            : aDetail({ parkKind: 'roadSide', berthCode: 'YA003', canActiveCarOut: true }),
        ),
      [at(ParkingRoutes.payRecords)]: ok([]),
      [at(ParkingRoutes.driverActiveCarOut)]: () => {
        ended = true;
        return ok(aDetail({ state: 'arrears', stateText: '待补缴', dueFee: 1900, parkKind: 'roadSide' }));
      },
    });
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    renderApp({ routes: appRoutes, at: `/orderRecordDetail?${QUERY}` });
    expect(await screen.findByText('之后每30分钟3元')).toBeTruthy();
    expect(screen.getByText('YA003')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: '结束停车' }));
    await waitFor(() =>
      expect(dialogs.effects).toContainEqual(expect.objectContaining({ type: 'confirm', title: '结束停车' })),
    );
    await dialogs.answer(true);
    await waitFor(() =>
      expect(server.requests.some((r) => r.path === ParkingRoutes.driverActiveCarOut.path)).toBe(true),
    );
    const body = server.requests.find((r) => r.path === ParkingRoutes.driverActiveCarOut.path)!.body;
    expect(body).toMatchObject(REF);
    expect(await screen.findByText('待补缴')).toBeTruthy();
    expect(dialogs.effects).toContainEqual({ type: 'toast', content: '已结束停车，待补缴 19.00元' });
  });

  it('an order opened from an old link is gone: confirm, then back (0x1310501001)', async () => {
    serve({ [at(ParkingRoutes.parkOrderDetail)]: fail(ErrorCode.GONE, '订单不存在或已失效') });
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    renderApp({ routes: appRoutes, at: `/orderRecordDetail?${QUERY}` });
    expect(await screen.findByText('订单不存在或已失效')).toBeTruthy();
    expect(screen.queryByRole('button', { name: '重试' })).toBeNull();
    await waitFor(() =>
      expect(dialogs.effects).toContainEqual(
        expect.objectContaining({ type: 'confirm', content: '订单不存在或已失效' }),
      ),
    );
    await dialogs.answer(true);
    await waitFor(() => expect(dialogs.effects).toContainEqual({ type: 'goBack' }));
  });

  it('a link without an order says so', async () => {
    serve({});
    renderApp({ routes: appRoutes, at: '/orderRecordDetail' });
    expect(await screen.findByText('链接缺少订单编号')).toBeTruthy();
  });
});

describe('/parkingRecordDetail', () => {
  it('shows the entry and exit pictures with their time and place', async () => {
    serve({
      [at(ParkingRoutes.parkOrderDetail)]: ok(
        aDetail({ state: 'left', stateText: '已完成', parkEndTime: '2026-06-01T04:00:00.000Z' }),
      ),
      [at(ParkingRoutes.parkingPictures)]: ok({
        entry: [
          {
            url: `${API_BASE}${fillPath(ParkingRoutes.parkingPictureFile, { key: 'a.png' })}?expires=1&signature=s`,
            takenAt: '2026-06-01T02:00:00.000Z',
            place: '体育场路入口',
          },
        ],
        exit: [],
      }),
      [at(ParkingRoutes.canbeEvaluate)]: ok({ canbeEvaluate: false, reason: '您已评价过该订单' }),
    });
    renderApp({ routes: appRoutes, at: `/parkingRecordDetail?${QUERY}` });
    expect(await screen.findByRole('img', { name: '入场图片' })).toBeTruthy();
    expect(screen.getByText('入场 2026-06-01 10:00 体育场路入口')).toBeTruthy();
    expect(screen.getByText('暂无出场图片')).toBeTruthy();
    expect(screen.queryByText('评价本次停车')).toBeNull();
  });
});

describe('/billComplain', () => {
  const appeal = (overrides: Partial<Appeal> = {}): Appeal => ({
    appealId: 'a1',
    ...REF,
    parkName: '武林广场地下停车场',
    formatPlateNo: '浙A·2B8M6',
    reason: 'wrongTime',
    reasonText: '出入场时间有误',
    content: '我只停了半小时',
    pictures: [],
    status: 'pending',
    statusText: '处理中',
    answer: null,
    answeredAt: null,
    createdAt: '2026-06-01T05:00:00.000Z',
    ...overrides,
  });

  it('checks the form, then submits the complaint and shows it', async () => {
    let submitted: SentRequest | undefined;
    serve({
      [at(ParkingRoutes.parkOrderDetail)]: ok(aDetail({ state: 'arrears', stateText: '待补缴' })),
      [at(ParkingRoutes.parkOrderAppeals)]: () => ok(submitted ? [appeal()] : []),
      [at(ParkingRoutes.createParkOrderAppeal)]: (req) => {
        submitted = req;
        return ok(appeal());
      },
    });
    const { router } = renderApp({ routes: appRoutes, at: `/billComplain?${QUERY}` });
    await screen.findByText('申诉原因');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    // Each problem beside the field it is about.
    const reasons = screen.getByRole('region', { name: '申诉原因' });
    expect((await within(reasons).findByRole('alert')).textContent).toBe('请选择申诉原因');
    const description = screen.getByRole('region', { name: '问题描述' });
    expect(within(description).getByRole('alert').textContent).toBe('请至少用 5 个字描述问题');

    await userEvent.click(screen.getByText('出入场时间有误'));
    await userEvent.type(screen.getByPlaceholderText('请描述您遇到的问题，如实际入场、出场时间'), '太短');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    expect(within(reasons).queryByRole('alert')).toBeNull();
    expect(within(description).getByRole('alert').textContent).toBe('请至少用 5 个字描述问题');

    await userEvent.type(screen.getByPlaceholderText('请描述您遇到的问题，如实际入场、出场时间'), '，我只停了半小时');
    await userEvent.click(screen.getByRole('button', { name: '提交申诉' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/billComplainDetail'));
    expect(submitted?.body).toEqual({ ...REF, reason: 'wrongTime', content: '太短，我只停了半小时', pictures: [] });
    expect(await screen.findByText('处理中')).toBeTruthy();
  });

  it('shows the operator’s answer on the detail page', async () => {
    serve({
      [at(ParkingRoutes.parkOrderAppeals)]: ok([
        appeal({
          status: 'accepted',
          statusText: '申诉成立',
          answer: '已为您调整出场时间',
          answeredAt: '2026-06-02T01:00:00.000Z',
        }),
      ]),
    });
    renderApp({ routes: appRoutes, at: `/billComplainDetail?${QUERY}` });
    expect((await screen.findByRole('note', { name: '处理意见' })).textContent).toContain('已为您调整出场时间');
    expect(screen.getAllByText('申诉成立').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: '再次申诉' })).toBeTruthy();
  });
});

describe('/roadParking', () => {
  it('opens its index, keeps a scanned collector code and lists road-side cars only', async () => {
    const server = serve({
      [at(ParkingRoutes.parkOrders)]: ok({
        results: [anOrder({ parkKind: 'roadSide', parkName: '延安路路内泊位', berthCode: 'YA003' })],
        totalRecord: 1,
      }),
    });
    const { router } = renderApp({ routes: appRoutes, at: '/roadParking?collectorCode=C1001' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/roadParking/index'));
    expect(await screen.findByText('收费员 C1001 为您服务')).toBeTruthy();
    // Kept by an effect, which runs after the paint.
    await waitFor(() => expect(localStorage.getItem(StorageKey.collectorCode)).toBe('C1001'));
    expect(await screen.findByText('泊位 YA003')).toBeTruthy();
    const asked = new URL(server.requests.find((r) => r.path === ParkingRoutes.parkOrders.path)!.url, 'http://x');
    expect(asked.searchParams.get('parkKind')).toBe('roadSide');
    expect(asked.searchParams.get('requestType')).toBe('1');
  });
});
