import { expect, type Page } from '@playwright/test';
import { quoteFee, tariffFixtures, type FeeRule } from '../../apps/server/src/modules/tariffs';
import { PARKS, type DemoPark } from './devices';

/** The demo tariff of each gate park (the seed's, apps/server/src/demo/parking-parks.ts). */
const TARIFFS: Partial<Record<string, FeeRule>> = {
  [PARKS.holding.deviceId]: tariffFixtures.hangzhouWestLakeScenicLot,
};

function ruleOf(park: DemoPark): FeeRule {
  const rule = TARIFFS[park.deviceId];
  if (!rule) throw new Error(`no tariff known for ${park.name}`);
  return rule;
}

/** What a small car that entered `minutesAgo` before `now` owes at `at` (fen). */
const dueFen = (park: DemoPark, minutesAgo: number, now: number, at = now) =>
  quoteFee(ruleOf(park), { enteredAt: now - minutesAgo * 60_000, now: at, vehicleClass: 'small' }).dueFen;

/** What a small car that entered `minutesAgo` owes now at `park`, as the pay page shows it ("16.00元"). */
export function dueNow(park: DemoPark, minutesAgo: number): string {
  return `${(dueFen(park, minutesAgo, Date.now()) / 100).toFixed(2)}元`;
}

/**
 * The longest stay of at most `longest` minutes whose fee stays the same for the next three minutes, so a test that
 * asserts it is not off by a step: a stay of exactly 60 minutes owes the next half hour a second later.
 */
export function steadyStay(park: DemoPark, longest: number): number {
  const now = Date.now();
  for (let minutes = longest; minutes > 1; minutes--) {
    if (dueFen(park, minutes, now) === dueFen(park, minutes, now, now + 3 * 60_000)) return minutes;
  }
  return longest;
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
