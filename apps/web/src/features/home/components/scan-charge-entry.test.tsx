import { BasicRoutes, PlatBizType, StorageKey } from '@parking/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installedEffects } from '../../../api/ui-effects';
import { appRoutes } from '../../../app/routes';
import { NOT_A_GUN_NO } from '../../../components/gun-no-sheet';
import { NOT_A_GUN, SCAN_FAILED } from '../../../lib/scan-charging';
import { ScanError } from '../../../lib/scan-qr';
import { aMenuConfig } from '../../../test/builders';
import { at, fakeServer, ok } from '../../../test/fake-server';
import { renderApp } from '../../../test/render-app';

const scanned = vi.hoisted(() => ({ next: (): Promise<string> => Promise.resolve('') }));
vi.mock('../../../lib/scan-qr', async (original) => ({
  ...(await original<object>()),
  scanQrCode: () => scanned.next(),
}));

function serve(menu = aMenuConfig()) {
  const server = fakeServer({
    [at(BasicRoutes.menuConfigs)]: ok(menu),
    [at(BasicRoutes.applicationInfos)]: ok({ appId: 'a1', appName: '杭州停车' }),
  });
  vi.stubGlobal('fetch', server.fetch);
}

// Issue 44: scan first for charging.
describe('扫码充电 on home', () => {
  beforeEach(() => localStorage.setItem(StorageKey.token, 'driver-token'));
  afterEach(() => localStorage.removeItem(StorageKey.token));

  it('opens the host’s scanner and lands on the scanned gun', async () => {
    serve();
    scanned.next = () => Promise.resolve('https://park.example.cn/chargingPage?gunNo=33010001');
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
    expect(router.state.location.search).toBe('?gunNo=33010001');
  });

  it.each([
    ['a code that is not a gun’s', () => Promise.resolve('weixin://wxpay/bizpayurl?pr=abc'), NOT_A_GUN],
    ['a photo without a code', () => Promise.reject(new ScanError('failed')), SCAN_FAILED],
  ])('refuses %s with a toast, staying home', async (_, next, words) => {
    serve();
    const toast = vi.spyOn(installedEffects, 'toast');
    scanned.next = next;
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }));
    await waitFor(() => expect(toast).toHaveBeenCalledWith(words, { fail: true }));
    expect(router.state.location.pathname).toBe('/home');
    toast.mockRestore();
  });

  it('where nothing can scan, the gun’s number is typed instead, checked as a scanned code is', async () => {
    serve();
    scanned.next = () => Promise.reject(new ScanError('unsupported'));
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }));
    const sheet = await screen.findByRole('dialog', { name: '输入充电枪编号' });
    const field = within(sheet).getByRole('textbox', { name: '充电枪编号' });
    const go = within(sheet).getByRole('button', { name: '去充电' });
    expect(go).toHaveProperty('disabled', true);
    // Too short: said under the field, which is marked, and the driver stays home.
    await userEvent.type(field, '12-34');
    await userEvent.click(go);
    expect(within(sheet).getByRole('alert').textContent).toBe(NOT_A_GUN_NO);
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(router.state.location.pathname).toBe('/home');
    // Typing again clears it; a gun's number in lower case is read as printed.
    await userEvent.clear(field);
    expect(within(sheet).getByRole('alert').textContent).toBe('');
    await userEvent.type(field, 'ab330100{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/chargingPage'));
    expect(router.state.location.search).toBe('?gunNo=AB330100');
  });

  it('does nothing when the driver closes the scanner', async () => {
    serve();
    const toast = vi.spyOn(installedEffects, 'toast');
    scanned.next = () => Promise.reject(new ScanError('cancelled'));
    const { router } = renderApp({ routes: appRoutes, at: '/home' });
    await userEvent.click(await screen.findByRole('button', { name: /扫码充电/ }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    // Home's own reads may toast (this fake serves few of them); nothing about scanning.
    expect(toast.mock.calls.map(([words]) => words).filter((w) => /扫|二维码/.test(w))).toEqual([]);
    expect(router.state.location.pathname).toBe('/home');
    toast.mockRestore();
  });

  it('is not offered by a parking-only dealer', async () => {
    serve(aMenuConfig({ platBizType: PlatBizType.PARKING }));
    renderApp({ routes: appRoutes, at: '/home' });
    await screen.findByRole('heading', { name: '杭州停车' });
    await screen.findByRole('button', { name: /车牌缴费/ });
    expect(screen.queryByRole('button', { name: /扫码充电/ })).toBeNull();
  });
});
