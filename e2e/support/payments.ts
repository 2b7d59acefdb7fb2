import { expect, type Page } from '@playwright/test';
import { quoteFee, tariffFixtures, type FeeRule } from '../../apps/server/src/modules/tariffs';
import { PARKS, type DemoPark } from './devices';

/** The demo tariff of each gate park (the seed's, apps/server/src/demo/parking-parks.ts). */
const TARIFFS: Partial<Record<string, FeeRule>> = {
  [PARKS.holding.deviceId]: tariffFixtures.hangzhouWestLakeScenicLot,
};

/** What a small car that entered `minutesAgo` owes now at `park`, as the pay page shows it ("16.00元"). */
export function dueNow(park: DemoPark, minutesAgo: number): string {
  const rule = TARIFFS[park.deviceId];
  if (!rule) throw new Error(`no tariff known for ${park.name}`);
  const now = Date.now();
  const { dueFen } = quoteFee(rule, { enteredAt: now - minutesAgo * 60_000, now, vehicleClass: 'small' });
  return `${(dueFen / 100).toFixed(2)}元`;
}

/** The channel name the pay page preselects in this project's browser (WeChat inside WeChat, Alipay inside Alipay). */
export const channelOf = (projectName: string): string => (projectName.startsWith('alipay') ? '支付宝' : '微信支付');

/**
 * On the sandbox's hosted sheet: check what it asks, confirm, and come back to the app's result page (the payment
 * result page unless the purchase has its own, e.g. /chargingPageResult).
 */
export async function confirmInSandbox(
  page: Page,
  amount: string,
  result: RegExp = /\/payResultPage\?orderNo=P\d{8}/,
): Promise<void> {
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout\//);
  await expect(page.getByText('沙箱 · 模拟支付，不会扣款')).toBeVisible();
  await expect(page.getByText(amount.replace('元', ''), { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(result);
}
