import { ErrorCode, StorageKey, VehicleRoutes, type DriverPlate, BasicRoutes } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { appRoutes } from '../../../app/routes';
import { at, fail, ok, type Reply } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';
import { aDriverPlate, fakeScreen, sentAt, serveRoutes, typePlate } from '../../../test/vehicle-screens';

let screenEffects: ReturnType<typeof fakeScreen>;
beforeEach(() => {
  screenEffects = fakeScreen({ loggedIn: true });
});

const serve = (routes: Record<string, Reply>) =>
  serveRoutes({ [at(BasicRoutes.paramConfigs)]: ok({ province: '浙' }), ...routes });
const sent = sentAt;

describe('/addCar', () => {
  it('binds the typed plate with its yellow flag, then shows the driver their vehicles', async () => {
    const server = serve({
      [at(VehicleRoutes.bindPlate)]: (request) =>
        ok(aDriverPlate({ plateNo: '浙A12345F', plateColor: 2, ...(request.body as object) })),
      [at(VehicleRoutes.plates)]: ok({ results: [], totalRecord: 0 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/addCar' });
    const bind = await screen.findByRole('button', { name: '绑定车辆' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^第1位/ }).textContent).toBe('浙'));
    expect((bind as HTMLButtonElement).disabled).toBe(true);

    await typePlate(user, ['A', '1', '2', '3', '4', '5', 'F']);
    await user.click(screen.getByRole('checkbox', { name: '大中型车辆（黄牌车）' }));
    await user.click(screen.getByRole('button', { name: '绑定车辆' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'));
    expect(sent(server, at(VehicleRoutes.bindPlate)).map((r) => r.body)).toEqual([
      { plateNo: '浙A12345F', plateColor: 2 },
    ]);
    expect(screenEffects.effects).toContainEqual({ type: 'toast', content: '绑定成功' });
  });

  it('leads the driver to certification when someone else has bound the plate', async () => {
    serve({ [at(VehicleRoutes.bindPlate)]: fail(ErrorCode.PLATE_BOUND_BY_OTHER, '该车牌已被其他用户绑定') });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/addCar' });
    await screen.findByRole('button', { name: '绑定车辆' });
    await waitFor(() => expect(screen.getByRole('button', { name: /^第1位/ }).textContent).toBe('浙'));
    await typePlate(user, ['A', '5', '4', '3', '2', '1']);
    await user.click(screen.getByRole('button', { name: '绑定车辆' }));

    await waitFor(() =>
      expect(screenEffects.effects).toContainEqual({
        type: 'confirm',
        title: '车牌已被绑定',
        content: '该车牌已被其他用户绑定',
        confirmText: '去认证',
      }),
    );
    // The request layer's error toast is not shown on top of the dialog.
    expect(screenEffects.effects.filter((e) => e.type === 'toast')).toEqual([]);
    await screenEffects.answer(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateMaterial'));
    expect(new URLSearchParams(router.state.location.search)).toEqual(
      new URLSearchParams({ plateNo: '浙A54321', purpose: 'ownership' }),
    );
  });

  it('sends an anonymous visitor to login first, coming back afterwards', async () => {
    localStorage.removeItem(StorageKey.token);
    serve({});
    const { router } = renderApp({ routes: appRoutes, at: '/addCar' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2FaddCar');
  });
});

describe('/carManage', () => {
  const first = aDriverPlate({ plateId: '00000000-0000-4000-8000-000000000001', isDefault: true });
  const second = aDriverPlate({
    plateId: '00000000-0000-4000-8000-000000000002',
    plateNo: '浙AD12345',
    formatPlateNo: '浙A·D12345',
    category: 'newEnergy',
    isDefault: false,
  });

  function serveList(initial: DriverPlate[]) {
    let list = [...initial];
    return serve({
      [at(VehicleRoutes.plates)]: () => ok({ results: list, totalRecord: list.length }),
      [at(VehicleRoutes.setDefaultPlate, { plateId: second.plateId })]: () => {
        list = list.map((p) => ({ ...p, isDefault: p.plateId === second.plateId })).reverse();
        return ok(list[0]);
      },
      [at(VehicleRoutes.unbindPlate, { plateId: first.plateId })]: () => {
        list = list.filter((p) => p.plateId !== first.plateId);
        return ok();
      },
    });
  }

  it('lists the plates, the default one marked, and moves the default', async () => {
    const server = serveList([first, second]);
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/carManage' });
    const card = await screen.findByRole('listitem', { name: '车辆 浙A·D12345' });
    expect(within(card).getByText(/新能源车牌/)).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: '车辆 浙A·12345' })).getByText('默认')).toBeTruthy();

    await user.click(within(card).getByRole('button', { name: '设为默认' }));
    await waitFor(() =>
      expect(within(screen.getByRole('listitem', { name: '车辆 浙A·D12345' })).queryByText('默认')).toBeTruthy(),
    );
    expect(sent(server, at(VehicleRoutes.setDefaultPlate, { plateId: second.plateId }))).toHaveLength(1);
  });

  it('unbinds a plate only after the driver confirms', async () => {
    const server = serveList([first, second]);
    const user = userEvent.setup();
    renderApp({ routes: appRoutes, at: '/carManage' });
    const card = await screen.findByRole('listitem', { name: '车辆 浙A·12345' });

    await user.click(within(card).getByRole('button', { name: '解绑' }));
    await screenEffects.answer(false);
    expect(sent(server, at(VehicleRoutes.unbindPlate, { plateId: first.plateId }))).toHaveLength(0);

    await user.click(within(card).getByRole('button', { name: '解绑' }));
    expect(screenEffects.effects.at(-1)).toMatchObject({
      type: 'confirm',
      content: expect.stringContaining('浙A·12345'),
    });
    await screenEffects.answer(true);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '车辆 浙A·12345' })).toBeNull());
    expect(sent(server, at(VehicleRoutes.unbindPlate, { plateId: first.plateId }))).toHaveLength(1);
  });

  it('offers to add a vehicle when there is none, and not beyond the limit', async () => {
    serveList([]);
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: '/carManage' });
    expect(await screen.findByText('暂无绑定车辆')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: '添加车辆' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/addCar'));
  });

  it('disables adding at 5 plates', async () => {
    const five = Array.from({ length: 5 }, (_, i) =>
      aDriverPlate({
        plateId: `00000000-0000-4000-8000-00000000001${i}`,
        plateNo: `浙A1234${i}`,
        formatPlateNo: `浙A·1234${i}`,
        isDefault: i === 0,
      }),
    );
    serveList(five);
    renderApp({ routes: appRoutes, at: '/carManage' });
    const button = await screen.findByRole('button', { name: '最多绑定5辆车' });
    expect((button as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/plateDetail and /orderDeduction', () => {
  const plate = aDriverPlate({ plateId: '00000000-0000-4000-8000-000000000005', isDefault: false });
  const params = { plateId: plate.plateId };

  it('shows the plate, opens its deduction order and saves a new one', async () => {
    let current = plate;
    const server = serve({
      [at(VehicleRoutes.plate, params)]: () => ok(current),
      [at(VehicleRoutes.setDeductionOrder, params)]: (request) => {
        current = { ...current, ...(request.body as object) };
        return ok(current);
      },
    });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: `/plateDetail?plateId=${plate.plateId}` });
    expect(await screen.findByText('浙A·12345')).toBeTruthy();
    expect(screen.getByText('余额优先')).toBeTruthy();

    await user.click(screen.getByText('扣费顺序'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/orderDeduction'));
    const save = await screen.findByRole('button', { name: '保存' });
    expect((save as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByText('优先使用免密代扣'));
    await user.click(save);

    await waitFor(() => expect(sent(server, at(VehicleRoutes.setDeductionOrder, params))).toHaveLength(1));
    expect(sent(server, at(VehicleRoutes.setDeductionOrder, params))[0]?.body).toEqual({
      deductionOrder: 'withholdingFirst',
    });
    await waitFor(() => expect(screenEffects.effects).toContainEqual({ type: 'toast', content: '设置成功' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plateDetail'));
    expect(await screen.findByText('免密代扣优先')).toBeTruthy();
  });

  it('unbinds from the detail page and returns to the list', async () => {
    const server = serve({
      [at(VehicleRoutes.plate, params)]: ok(plate),
      [at(VehicleRoutes.unbindPlate, params)]: ok(),
      [at(VehicleRoutes.plates)]: ok({ results: [], totalRecord: 0 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp({ routes: appRoutes, at: `/plateDetail?plateId=${plate.plateId}` });
    await user.click(await screen.findByRole('button', { name: '解绑车辆' }));
    await screenEffects.answer(true);
    await waitFor(() => expect(router.state.location.pathname).toBe('/carManage'));
    expect(sent(server, at(VehicleRoutes.unbindPlate, params))).toHaveLength(1);
  });

  it('a plate opened from an old link is gone: the server says 0x1310501001, the app confirms and goes back', async () => {
    serve({ [at(VehicleRoutes.plate, params)]: fail(ErrorCode.GONE, '车辆不存在或已解绑') });
    renderApp({ routes: appRoutes, at: `/plateDetail?plateId=${plate.plateId}` });
    expect(await screen.findByText('车辆不存在或已解绑')).toBeTruthy();
    await waitFor(() =>
      expect(screenEffects.effects).toContainEqual(
        expect.objectContaining({ type: 'confirm', content: '车辆不存在或已解绑' }),
      ),
    );
    await screenEffects.answer(true);
    await waitFor(() => expect(screenEffects.effects).toContainEqual({ type: 'goBack' }));
  });

  it('shows a way back when the plate cannot be loaded', async () => {
    serve({ [at(VehicleRoutes.plate, params)]: fail(ErrorCode.NOT_FOUND, '车辆不存在或已解绑') });
    renderApp({ routes: appRoutes, at: `/plateDetail?plateId=${plate.plateId}` });
    expect(await screen.findByRole('button', { name: '返回我的车辆' })).toBeTruthy();
  });
});
