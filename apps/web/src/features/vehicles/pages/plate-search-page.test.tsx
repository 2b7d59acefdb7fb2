import { RequestHeader, VehicleRoutes, type PlateHistoryRecord, ParkingRoutes, BasicRoutes } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fakeServer, ok, type Reply, type SentRequest } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { fakeScreen, slotTexts, typePlate } from '../../../test/vehicle-screens';

let screenEffects: ReturnType<typeof fakeScreen>;
beforeEach(() => {
  screenEffects = fakeScreen({ loggedIn: false });
});

/** The dealer's config, a history of two plates and the given lookup answer. */
function serve(lookup: Reply, records: PlateHistoryRecord[] = []) {
  let history = [...records];
  const server = fakeServer({
    [at(BasicRoutes.paramConfigs)]: ok({ province: '浙A' }),
    [at(BasicRoutes.webPageConfig)]: ok({
      searchButtonText: '立即查询',
      servicePhone: '0571-1',
      privacyPolicyUrl: '',
      userAgreementUrl: '',
    }),
    [at(BasicRoutes.pageRemark)]: ok({ pageCode: 'plateSearch', remark: '缴费后请于15分钟内离场' }),
    [at(VehicleRoutes.plateHistory)]: () => ok(history),
    [at(VehicleRoutes.deletePlateHistory)]: (request: SentRequest) => {
      const id = new URL(request.url, 'http://app.test').searchParams.get('recordId');
      history = history.filter((r) => r.id !== id);
      return ok();
    },
    [at(ParkingRoutes.plateLookup)]: lookup,
  });
  vi.stubGlobal('fetch', server.fetch);
  return server;
}

const found = (count: number, more: object = {}) =>
  ok({
    count,
    uniqueId: count === 1 ? 'stay-1' : null,
    arrearsOnly: false,
    parkId: count === 1 ? 'park-9' : null,
    ...more,
  });

const records: PlateHistoryRecord[] = [
  { id: '00000000-0000-4000-8000-000000000001', plateNo: '浙B12345', plateColor: 2 },
  { id: '00000000-0000-4000-8000-000000000002', plateNo: 'WJ粤1234X', plateColor: null },
];

const lookups = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => `${r.method} ${r.path}` === at(ParkingRoutes.plateLookup));
const historyReads = (server: ReturnType<typeof fakeServer>) =>
  server.requests.filter((r) => `${r.method} ${r.path}` === at(VehicleRoutes.plateHistory));

describe('the plate entry screen', () => {
  it('prefills the province, labels the button from config, shows the remark and the history tags', async () => {
    serve(found(0), records);
    renderApp({ routes: appRoutes, at: '/plateSearch' });

    expect(await screen.findByRole('button', { name: '立即查询' })).toBeTruthy();
    await waitFor(() => expect(slotTexts().slice(0, 2)).toEqual(['浙', 'A']));
    expect(screen.getByText('缴费后请于15分钟内离场')).toBeTruthy();
    const tags = await screen.findByRole('region', { name: '历史车牌' });
    expect(within(tags).getByRole('button', { name: '查询浙B·12345黄牌' })).toBeTruthy();
    expect(within(tags).getByRole('button', { name: '查询WJ粤·1234X' })).toBeTruthy();
    expect((screen.getByRole('button', { name: '立即查询' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('nothing owed: toasts 未查到待缴费信息, stays and refreshes the history', async () => {
    const server = serve(found(0));
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/plateSearch' });
    await waitFor(() => expect(slotTexts()[1]).toBe('A'));

    await typePlate(user, ['1', '2', '3', '4', '5']);
    const readsBefore = historyReads(server).length;
    await user.click(screen.getByRole('button', { name: '立即查询' }));

    await waitFor(() => expect(screenEffects.effects).toContainEqual({ type: 'toast', content: '未查到待缴费信息' }));
    expect(lookups(server).map((r) => r.body)).toEqual([{ plateNo: '浙A12345', plateColor: '' }]);
    await waitFor(() => expect(historyReads(server).length).toBeGreaterThan(readsBefore));
    expect(router.state.location.pathname).toBe('/plateSearch');
  });

  it('one bill: opens /payPage with uniqueId, parkId and isArreas', async () => {
    serve(found(1, { arrearsOnly: true }));
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/plateSearch' });
    await waitFor(() => expect(slotTexts()[1]).toBe('A'));
    await typePlate(user, ['D', '1', '2', '3', '4', '5']);
    await user.click(screen.getByRole('button', { name: '立即查询' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/payPage'));
    expect(router.state.location.search).toBe('?uniqueId=stay-1&parkId=park-9&isArreas=1');
  });

  it('several bills: opens /multiPayPage with the plate, its yellow flag and arrearsOnly', async () => {
    const server = serve(found(3));
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/plateSearch' });
    await waitFor(() => expect(slotTexts()[1]).toBe('A'));
    await typePlate(user, ['1', '2', '3', '4', '学']);
    await user.click(screen.getByRole('checkbox', { name: '大中型车辆（黄牌车）' }));
    await user.click(screen.getByRole('button', { name: '立即查询' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/multiPayPage'));
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams({ plateNo: '浙A1234学', plateColor: '2', arrearsOnly: '0' }),
    );
    expect(lookups(server)[0]?.body).toEqual({ plateNo: '浙A1234学', plateColor: 2 });
  });

  it('a history tag refills the plate with its yellow flag and searches at once', async () => {
    const server = serve(found(0), records);
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/plateSearch' });

    await user.click(await screen.findByRole('button', { name: '查询浙B·12345黄牌' }));
    await waitFor(() => expect(lookups(server)).toHaveLength(1));
    expect(lookups(server)[0]?.body).toEqual({ plateNo: '浙B12345', plateColor: 2 });
    expect(slotTexts()).toEqual(['浙', 'B', '1', '2', '3', '4', '5', '新能源']);
    expect((screen.getByRole('checkbox', { name: '大中型车辆（黄牌车）' }) as HTMLInputElement).checked).toBe(true);

    await user.click(screen.getByRole('button', { name: '查询WJ粤·1234X' }));
    await waitFor(() => expect(lookups(server)).toHaveLength(2));
    expect(lookups(server)[1]?.body).toEqual({ plateNo: 'WJ粤1234X', plateColor: '' });
    expect(slotTexts().slice(0, 7)).toEqual(['WJ', '粤', '1', '2', '3', '4', 'X']);
    expect((screen.getByRole('checkbox', { name: '大中型车辆（黄牌车）' }) as HTMLInputElement).checked).toBe(false);
  });

  it('deletes a history tag', async () => {
    const server = serve(found(0), records);
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/plateSearch' });
    await user.click(await screen.findByRole('button', { name: '删除浙B·12345' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: '查询浙B·12345黄牌' })).toBeNull());
    const deleted = server.requests.find((r) => r.method === 'DELETE');
    expect(new URL(deleted!.url, 'http://app.test').searchParams.get('recordId')).toBe(records[0]!.id);
    expect(screen.getByRole('button', { name: '查询WJ粤·1234X' })).toBeTruthy();
  });

  it('tells the driver when the yellow flag does not fit the plate, without looking it up', async () => {
    const server = serve(found(0));
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/plateSearch' });
    await waitFor(() => expect(slotTexts()[1]).toBe('A'));
    await typePlate(user, ['0', '0', '0', '6', '警']);
    await user.click(screen.getByRole('checkbox', { name: '大中型车辆（黄牌车）' }));
    await user.click(screen.getByRole('button', { name: '立即查询' }));
    expect(screenEffects.effects).toContainEqual({
      type: 'toast',
      content: '该车牌不是黄牌，请取消勾选大中型车辆（黄牌车）',
      fail: true,
    });
    expect(lookups(server)).toHaveLength(0);
  });

  it('sends its device key with the history and lookup calls', async () => {
    const server = serve(found(0), records);
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/plateSearch' });
    await user.click(await screen.findByRole('button', { name: '查询浙B·12345黄牌' }));
    await waitFor(() => expect(lookups(server)).toHaveLength(1));
    const keys = [...historyReads(server), ...lookups(server)].map((r) => r.headers[RequestHeader.DEVICE_KEY]);
    expect(new Set(keys).size).toBe(1);
    expect(keys[0]).toMatch(/^[0-9A-Za-z]{32}$/);
  });
});
