import { randomBytes, randomInt } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoDeviceSecret, signDeviceRequest } from '@parking/contracts/device-signing';
import { quoteFee, tariffFixtures, type FeeRule } from '../../apps/server/src/modules/tariffs';
import { plateInputSettled } from './vehicles';

/** The demo dealer's gate parks (apps/server/src/db/seed/parking-parks.ts). */
export const PARKS = {
  /** 武林广场地下停车场: the gate holds a car until its fee is paid; 15 minutes free, 15 to leave after paying. */
  holding: { deviceId: 'HZ-WLGC-GATE', name: '武林广场地下停车场', entry: 'E1', exit: 'X1' },
  /** 杭州大厦购物城停车场: cars may leave first and pay later (their fee becomes arrears); two hours free. */
  leaveFirst: { deviceId: 'HZ-HZDS-GATE', name: '杭州大厦购物城停车场', entry: 'E1', exit: 'X1' },
} as const;
export type DemoPark = (typeof PARKS)[keyof typeof PARKS];

/** The demo tariff of each park above (the seed's, apps/server/src/db/seed/parking-parks.ts). */
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

const SERIAL = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/** A random ordinary 浙A plate: every test (and every browser project) drives its own car. */
export const aPlate = (): string =>
  `浙A${randomInt(0, 10)}${Array.from({ length: 4 }, () => SERIAL[randomInt(0, SERIAL.length)]).join('')}`;

export interface GateDecision {
  action: 'open' | 'hold' | 'none';
  outcome: string;
  uniqueId: string | null;
  dueFen: number | null;
}

/** A gate camera of the demo reads a plate (signed with the demo device's derived secret, like the simulator). */
export async function gateEvent(
  request: APIRequestContext,
  park: DemoPark,
  type: 'entry' | 'exit',
  plateNo: string,
  minutesAgo = 0,
): Promise<GateDecision> {
  const path = '/api/device/v1/gate/events';
  const body = JSON.stringify({
    eventId: `e2e-${randomBytes(8).toString('hex')}`,
    type,
    laneCode: type === 'entry' ? park.entry : park.exit,
    plateNo,
    occurredAt: new Date(Date.now() - minutesAgo * 60_000).toISOString(),
  });
  const headers = signDeviceRequest(
    { deviceId: park.deviceId, secret: demoDeviceSecret(park.deviceId) },
    { method: 'POST', path, body },
  );
  const res = await request.post(path, { headers: { ...headers, 'content-type': 'application/json' }, data: body });
  const json = await res.json();
  expect(json.code, JSON.stringify(json)).toBe('200');
  return json.data as GateDecision;
}

/** Types a plate on the plate keyboard: the province key, then letters and digits from the hardware keyboard. */
export async function typePlate(page: Page, plateNo: string): Promise<void> {
  await plateInputSettled(page);
  await page.getByRole('button', { name: /^第1位/ }).click();
  await page.getByRole('group', { name: '车牌键盘' }).getByRole('button', { name: plateNo[0]!, exact: true }).click();
  await page.keyboard.type(plateNo.slice(1));
}

/** The channel name the pay page preselects in this project's browser (WeChat inside WeChat, Alipay inside Alipay). */
export const channelOf = (projectName: string): string => (projectName.startsWith('alipay') ? '支付宝' : '微信支付');

/** On the sandbox's hosted sheet: check what it asks, confirm, and come back to the app's result page. */
export async function confirmInSandbox(page: Page, amount: string): Promise<void> {
  await expect(page).toHaveURL(/\/api\/pay\/sandbox\/checkout\//);
  await expect(page.getByText('沙箱 · 模拟支付，不会扣款')).toBeVisible();
  await expect(page.getByText(amount.replace('元', ''), { exact: false })).toBeVisible();
  await page.getByRole('button', { name: '确认支付' }).click();
  await expect(page).toHaveURL(/\/payResultPage\?orderNo=P\d{8}/);
}
