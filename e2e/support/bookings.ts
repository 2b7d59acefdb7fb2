import { expect, type Page } from '@playwright/test';

/** The demo parks with a lock gateway (apps/server/src/demo/bookings.ts): 武林广场 and 杭州大厦. */
export const WULIN = '00000000-0000-4000-8000-002000000001';
export const HZDS = '00000000-0000-4000-8000-002000000002';

/** Books the park's standard space now for the driver's only plate, paying the deposit in the sandbox. */
export async function bookNow(page: Page, parkId: string, deposit: string, screenshot?: string) {
  await page.goto(`/bookParks/index?parkId=${parkId}`);
  // Free spaces of each type for the chosen arrival (getParkingBerthType).
  await expect(page.getByRole('radio', { name: /标准车位 · 可预约 \d+\/\d+ 个/ })).toBeVisible();
  if (screenshot) await page.screenshot({ path: screenshot, fullPage: true });
  await page.getByRole('radio', { name: /标准车位/ }).click();
  await expect(page.getByRole('radio', { name: '现在' })).toHaveAttribute('aria-checked', 'true');
  await page.getByRole('button', { name: '下一步：选择车牌' }).click();
  await expect(page).toHaveURL(/\/bookParks\/plate/);
  await page.getByRole('button', { name: '下一步：支付预约金' }).click();
  await expect(page).toHaveURL(/\/bookParks\/pay/);
  await page.getByRole('button', { name: `支付 ${deposit}` }).click();
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\//);
  await page.getByRole('button', { name: '确认支付' }).click();
  // Back from the hosted page with the order number: the result page finds the booking from the order.
  await expect(page).toHaveURL(/\/bookParks\/result\?orderNo=/);
  await expect(page.getByText('预约成功')).toBeVisible();
  await page.getByRole('button', { name: '查看预约' }).click();
  await expect(page).toHaveURL(/\/bookRecordDetail\?bookingId=/);
  await expect(page.getByText('已预约')).toBeVisible();
  return new URL(page.url()).searchParams.get('bookingId')!;
}
