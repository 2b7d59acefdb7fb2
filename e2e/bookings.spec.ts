import { ReservationDevRoutes } from '@parking/contracts';
import { expect, test } from './support/test';
import { apiUrl } from './support/api';
import { aPlate, gateEvent, PARKS } from './support/devices';
import { openLoggedIn, registerDriver } from './support/driver';
import { bookNow, HZDS, WULIN } from './support/bookings';
import { billsOf, bindPlate } from './support/wallet';

test('book a space, the car arrives, lower the lock from the app, leave billed with the deposit', async ({
  page,
  request,
  baseURL,
}, info) => {
  const session = await registerDriver(request);
  const plateNo = aPlate();
  await bindPlate(request, session.token, plateNo);
  await openLoggedIn(page, session, '/bookRecord');
  await expect(page.getByText('暂无预约记录')).toBeVisible();

  const bookingId = await bookNow(page, WULIN, '5.00元', info.outputPath('book-park.png'));

  // The car reached the gate 20 minutes ago (the camera's upload): the booking becomes its stay, the deposit paid 5元.
  await gateEvent(baseURL!, PARKS.holding, 'entry', plateNo, 20);
  const { results } = await billsOf(request, plateNo);
  expect(results[0]).toMatchObject({ paidFen: 500 });
  const bill = results[0] as unknown as { dueFen: number; paidFen: number };

  // At the space: lower the lock from the app; the simulated gateway carries it out and reports.
  await page.getByRole('button', { name: '地锁控制' }).click();
  await expect(page).toHaveURL(/\/lockDetail\?lockId=/);
  await expect(page.getByRole('status').filter({ hasText: '已升起' })).toBeVisible();
  await page.getByRole('button', { name: '降锁', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: '已降下' })).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('最近指令：降锁已完成')).toBeVisible();

  // Leaving: the fee less the deposit is what the gate asks.
  const exit = await gateEvent(baseURL!, PARKS.holding, 'exit', plateNo);
  expect(exit.dueFen ?? 0).toBeLessThanOrEqual(bill.dueFen + 100);
  await page.goto(`/bookRecordDetail?bookingId=${bookingId}`);
  await expect(page.getByText('已抵扣停车费')).toBeVisible();
  await expect(page.getByText('5.00元').first()).toBeVisible();
});

test('a faulted lock: the deposit comes back with the nearest other park and a coupon (the guarantee)', async ({
  page,
  request,
}, info) => {
  const session = await registerDriver(request);
  await bindPlate(request, session.token, aPlate());
  await openLoggedIn(page, session, '/bookRecord');
  const bookingId = await bookNow(page, HZDS, '6.00元');
  expect(bookingId).toBeTruthy();
  // The demo's simulated gateway (in the server process): the motors of the park's locks fail.
  const detail = page.getByRole('note');
  for (const lock of ['HZ-HZDS-L01', 'HZ-HZDS-L02', 'HZ-HZDS-L03']) {
    await request.post(apiUrl(ReservationDevRoutes.simulateLock, { lockId: lock }), { data: { event: 'motorFault' } });
  }
  await expect(async () => {
    await page.reload();
    await expect(detail).toContainText('预约金已全额退回', { timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await expect(page.getByText('为您推荐附近停车场')).toBeVisible();
  // The refund and where it stands (paid in the sandbox: a refund the sweeper sends to the provider).
  await expect(page.getByText(/^6\.00元（(退款中，将原路退回|已原路退回)）$/)).toBeVisible();
  // The apology coupon (the demo packages' 减5元 platform batch) is in the driver's coupons.
  await expect(detail).toContainText('停车券（减5元）');
  await page.screenshot({ path: info.outputPath('guarantee-coupon.png'), fullPage: true });
  await page.getByRole('button', { name: '查看停车券' }).click();
  await expect(page).toHaveURL(/\/discount/);
  await expect(page.getByText('预约保障券').first()).toBeVisible();
  for (const lock of ['HZ-HZDS-L01', 'HZ-HZDS-L02', 'HZ-HZDS-L03']) {
    await request.post(apiUrl(ReservationDevRoutes.simulateLock, { lockId: lock }), { data: { event: 'repair' } });
  }
});
