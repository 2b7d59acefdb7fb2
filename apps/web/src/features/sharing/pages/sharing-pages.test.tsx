import {
  BasicRoutes,
  SharingRoutes,
  StorageKey,
  VehicleRoutes,
  type DriverPlate,
  type Share,
  type SharingPark,
} from '@parking/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installUiEffects } from '../../../api/ui-effects';
import { appRoutes } from '../../../app/routes';
import { aMenuConfig } from '../../../test/builders';
import { fakeEffects } from '../../../test/fake-effects';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const PROMPT = '您的信用分低于0分，无法进行错时共享，是否前往查看信用分？';

const park: SharingPark = {
  parkId: '00000000-0000-4000-8000-000000000001',
  parkName: '杭州大厦购物城停车场',
  parkAddr: '武林广场21号',
  products: [
    {
      productId: '00000000-0000-4000-8000-000000000002',
      parkId: '00000000-0000-4000-8000-000000000001',
      parkName: '杭州大厦购物城停车场',
      kind: 'package',
      kindName: '包期',
      name: '夜间包期',
      priceFen: 15_000,
      rules: [{ days: 'daily', from: '18:00', to: '09:00' }],
      scheduleText: '每日 18:00-次日09:00',
      totalNum: 50,
      periods: [{ period: '2026-11', label: '本月（11月）', leftNum: 49 }],
    },
  ],
};

function serve(score: number) {
  localStorage.setItem(StorageKey.token, 't');
  vi.stubGlobal(
    'fetch',
    fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(SharingRoutes.sharingAllow)]: ok({ allow: score >= 0, score, prompt: score >= 0 ? null : PROMPT }),
      [at(SharingRoutes.sharingParks)]: ok({ results: [park] }),
      [at(SharingRoutes.creditScore)]: ok({ score, allow: score >= 0, events: 1 }),
    }).fetch,
  );
}

describe('/wrongTimeShare', () => {
  it('lists the parks’ packages with schedule, price and slots when the score allows', async () => {
    serve(5);
    renderApp({ routes: appRoutes, at: '/wrongTimeShare' });
    const link = await screen.findByRole('link', { name: /夜间包期/ });
    expect(link.textContent).toContain('每日 18:00-次日09:00');
    expect(link.textContent).toContain('剩余 49/50');
    expect(link.getAttribute('href')).toBe(`/packageCarSelect?productId=${park.products[0]!.productId}`);
  });

  it('below 0 asks with the spec’s prompt and goes to /integral on confirm', async () => {
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    serve(-10);
    const { router } = renderApp({ routes: appRoutes, at: '/wrongTimeShare' });
    await waitFor(() => expect(dialogs.effects).toContainEqual(expect.objectContaining({ content: PROMPT })));
    expect(screen.queryByRole('link', { name: /夜间包期/ })).toBeNull();
    await dialogs.answer(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/integral'));
    expect(await screen.findByLabelText('信用分', { exact: true })).toBeTruthy();
  });
});

describe('/wrongTimePackageDetail', () => {
  const shareId = '00000000-0000-4000-8000-000000000003';
  const share: Share = {
    shareId,
    productId: park.products[0]!.productId,
    parkId: park.parkId,
    parkName: park.parkName,
    kind: 'package',
    kindName: '包期',
    name: '夜间包期',
    plateNo: '浙A12345',
    period: '2099-01',
    scheduleText: '每日 18:00-次日09:00',
    priceFen: 15_000,
    status: 'active',
    statusText: '生效中',
    windows: [{ from: '2099-01-01T10:00:00.000Z', to: '2099-01-02T01:00:00.000Z' }],
    orderNo: 'P1',
    createdAt: '2098-12-20T00:00:00.000Z',
  };

  const boundPlate = (plateId: string, plateNo: string, formatPlateNo: string): DriverPlate => ({
    plateId,
    plateNo,
    formatPlateNo,
    plateColor: null,
    category: 'ordinary',
    isDefault: false,
    boundAt: '2098-12-01T00:00:00.000Z',
    deductionOrder: 'balanceFirst',
    material: null,
  });

  function serveDetail() {
    localStorage.setItem(StorageKey.token, 't');
    const server = fakeServer({
      [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
      [at(SharingRoutes.share, { shareId })]: ok(share),
      [at(SharingRoutes.shareCancelPreview, { shareId })]: ok({
        cancellable: true,
        refundFen: 7_500,
        priceFen: 15_000,
        ruleText: '时段开始前48小时以上取消全额退款，48小时内取消退还50%，开始后不可取消',
        reason: null,
      }),
      [at(SharingRoutes.cancelShare, { shareId })]: ok({ ...share, status: 'cancelled', statusText: '已取消' }),
      [at(VehicleRoutes.plates)]: ok({
        results: [boundPlate('p1', '浙A12345', '浙A·12345'), boundPlate('p2', '浙B67890', '浙B·67890')],
        totalRecord: 2,
      }),
      [at(SharingRoutes.changeSharePlate, { shareId })]: ok({ ...share, plateNo: '浙B67890' }),
    });
    vi.stubGlobal('fetch', server.fetch);
    return server;
  }

  it('取消 shows what goes back under the park’s rule and cancels with that amount on confirm', async () => {
    const dialogs = fakeEffects();
    installUiEffects(dialogs.ui);
    const server = serveDetail();
    renderApp({ routes: appRoutes, at: `/wrongTimePackageDetail?shareId=${shareId}` });
    fireEvent.click(await screen.findByRole('button', { name: '取消' }));
    await waitFor(() =>
      expect(dialogs.effects).toContainEqual(
        expect.objectContaining({ type: 'confirm', content: expect.stringContaining('现在取消将退还 75.00元') }),
      ),
    );
    await dialogs.answer(true);
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/cancel'))).toBe(true));
    const sent = server.requests.find((r) => r.path.endsWith('/cancel'))!;
    expect(sent.body).toMatchObject({ refundFen: 7_500 });
  });

  it('更换车牌 offers the driver’s other bound plates and sends the chosen one', async () => {
    installUiEffects(fakeEffects().ui);
    const server = serveDetail();
    renderApp({ routes: appRoutes, at: `/wrongTimePackageDetail?shareId=${shareId}` });
    fireEvent.click(await screen.findByRole('button', { name: '更换车牌' }));
    const list = await screen.findByRole('list', { name: '已绑定车辆' });
    expect(list.textContent).toBe('浙B·67890');
    fireEvent.click(screen.getByRole('button', { name: '浙B·67890' }));
    await waitFor(() => expect(server.requests.some((r) => r.path.endsWith('/plate'))).toBe(true));
    expect(server.requests.find((r) => r.path.endsWith('/plate'))!.body).toEqual({ plateId: 'p2' });
  });
});

describe('/integralResult', () => {
  it('shows the change, its reason and the score it leaves; the list links to it', async () => {
    const eventId = '00000000-0000-4000-8000-000000000004';
    const event = {
      eventId,
      code: 'violation' as const,
      points: -10,
      reason: '超时停放：浙A·12345 超出时段 60 分钟',
      at: '2026-06-04T02:00:00.000Z',
    };
    localStorage.setItem(StorageKey.token, 't');
    vi.stubGlobal(
      'fetch',
      fakeServer({
        [at(BasicRoutes.menuConfigs)]: ok(aMenuConfig()),
        [at(SharingRoutes.creditEvents)]: ok({ results: [event] }),
        [at(SharingRoutes.creditResult, { eventId })]: ok({ event, score: -10, allow: false, events: 1 }),
      }).fetch,
    );
    const { router } = renderApp({ routes: appRoutes, at: '/integralList' });
    fireEvent.click(await screen.findByRole('link', { name: /超出时段 60 分钟/ }));
    expect((await screen.findByLabelText('变动分值')).textContent).toBe('-10');
    expect(screen.getByLabelText('当前分值').textContent).toBe('-10');
    expect(router.state.location.search).toBe(`?eventId=${eventId}`);
    expect(screen.getByRole('button', { name: '查看违规记录' })).toBeTruthy();
  });
});
