import type { Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** The root of the antd Select whose input `field` is (its label points at the input). */
const SELECT_ROOT = `xpath=ancestor::div[contains(concat(' ', normalize-space(@class), ' '), ' ant-select ')][1]`;

const OPTION = '.ant-select-item-option';
const CHOSEN = /ant-select-item-option-selected/;
const isChosen = async (item: Locator) => CHOSEN.test((await item.getAttribute('class')) ?? '');

/**
 * Chooses an option, by its title or the list's first (`null`), in the antd Select labelled `field`, and waits until
 * the list has closed and the field shows it.
 *
 * On a busy machine a click can land while the list is still sliding in and be lost: in CI the list then stayed open
 * with nothing chosen, over the dialog's buttons, until the test timed out. So the click is made again until it takes:
 * a single Select closes its list on a choice (choosing the same option twice is harmless); a multiple Select keeps
 * its list open and marks the option chosen (clicked once only: a second click would unchoose it), then Escape
 * closes it.
 */
export async function choose(page: Page, field: Locator, option: string | null, { multiple = false } = {}) {
  const list = page.locator('.ant-select-dropdown:visible');
  const item =
    option === null ? list.locator(OPTION).first() : list.locator(OPTION).and(list.getByTitle(option, { exact: true }));
  let title = option ?? '';
  await expect(async () => {
    if (!(await list.isVisible())) await field.click();
    title = (await item.getAttribute('title', { timeout: 3_000 })) ?? '';
    if (!multiple) {
      await item.click({ timeout: 3_000 });
      await expect(list).toBeHidden({ timeout: 3_000 });
    } else {
      if (!(await isChosen(item))) await item.click({ timeout: 3_000 });
      await expect(item).toHaveClass(CHOSEN, { timeout: 3_000 });
    }
  }).toPass({ timeout: 30_000 });
  if (multiple) await page.keyboard.press('Escape');
  await expect(list).toBeHidden();
  await expect(field.locator(SELECT_ROOT)).toContainText(title);
}
