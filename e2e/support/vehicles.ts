import { randomBytes } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

/** The demo dealer every vehicle flow runs at (its paramConfigs province is 浙A). */
export const DEALER = '330100';

/** The request headers the app sends (spec section 6): a fresh nonce and timestamp for the dealer. */
export function payloadHeaders(authModel: 0 | 1 = 0): Record<string, string> {
  const payload = { nonce: randomBytes(16).toString('hex'), timestamp: Date.now(), driverDealerId: DEALER, authModel };
  return { 'x-payload': Buffer.from(JSON.stringify(payload)).toString('base64'), 'content-type': 'application/json' };
}

const keyboard = (page: Page): Locator => page.getByRole('group', { name: '车牌键盘' });
export const slot = (page: Page, n: number): Locator => page.getByRole('button', { name: new RegExp(`^第${n}位`) });

/**
 * Waits until the plate input has its first character: the dealer's province (浙A at the demo dealer) arrives with
 * paramConfigs after the first render and, when the keyboard is open, moves it on to slot 3 — a driver who starts
 * typing before then continues from there, but a test typing from slot 1 would type into the wrong slots.
 */
export async function plateInputSettled(page: Page): Promise<void> {
  await expect(slot(page, 1)).not.toHaveAccessibleName('第1位，空');
}

/**
 * Types a plate on the plate keyboard from slot 1, a key per slot (WJ and 应急 are one key each; 港 澳 学 挂 警 应急
 * on the 殊 board), then clears what is left of an earlier plate and closes the keyboard.
 */
export async function typePlate(page: Page, keys: readonly string[]): Promise<void> {
  await plateInputSettled(page);
  await slot(page, 1).click();
  for (const name of keys) {
    const key = keyboard(page).getByRole('button', { name, exact: true });
    if ((await key.count()) === 0) await keyboard(page).getByRole('button', { name: '殊', exact: true }).click();
    await keyboard(page).getByRole('button', { name, exact: true }).click();
  }
  // An 8th slot left from a longer plate: clear it (the keyboard stays on the next slot after the last key).
  if (keys.length < 8 && (await keyboard(page).count()) > 0) {
    await slot(page, 8).click();
    const text = (await slot(page, 8).textContent()) ?? '';
    if (text !== '新能源') await keyboard(page).getByRole('button', { name: '删除' }).click();
  }
  if ((await keyboard(page).count()) > 0) await keyboard(page).getByRole('button', { name: '完成' }).click();
}

/** Ticks or unticks 大中型车辆（黄牌车）. */
export async function setYellow(page: Page, yellow: boolean): Promise<void> {
  const box = page.getByRole('checkbox', { name: '大中型车辆（黄牌车）' });
  if ((await box.isChecked()) !== yellow) await box.click();
}
