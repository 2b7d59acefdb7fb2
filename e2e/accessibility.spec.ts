import { expect, test, type Page } from './support/test';
import { checkedPaths, checkScreen } from './support/axe';
import { sameDeviceAs } from './support/driver';

// The suite's accessibility check itself (e2e/support/axe.ts, docs/decisions/025): it finds what it must, and a test
// that leaves a failing element on any screen it visits fails.

/** Grey #bbb on white: 1.9:1, where WCAG AA asks 4.5:1 for text of this size. */
const addLowContrastText = (page: Page) =>
  page.evaluate(() => {
    const p = document.createElement('p');
    p.id = 'low-contrast';
    p.textContent = '看不清的灰色小字';
    p.style.cssText = 'color:#bbb;background:#fff;font-size:13px;margin:0;position:relative;z-index:9999';
    document.body.prepend(p);
  });

test('the check finds a deliberately low-contrast element, and nothing else on home', async ({ browser }, info) => {
  // A page of its own, which the suite's automatic check does not watch: this test calls the check itself.
  const context = await browser.newContext(sameDeviceAs(info.project.use));
  const page = await context.newPage();
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '杭州城市停车' })).toBeVisible();
  await addLowContrastText(page);

  const findings = await checkScreen(page);
  expect(findings.map((f) => `${f.rule} ${f.target}`)).toEqual(['color-contrast #low-contrast']);
  expect(findings[0]!.summary).toMatch(/contrast of 1\.9/);

  await page.evaluate(() => document.getElementById('low-contrast')?.remove());
  expect(await checkScreen(page)).toEqual([]);
  await context.close();
});

test('a test that ends with a low-contrast element on screen fails', async ({ page }) => {
  test.fail(true, 'the axe check of the page fixture must fail this test');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '杭州城市停车' })).toBeVisible();
  await addLowContrastText(page);
});

test('a screen reached by a route change is checked even when the test ends elsewhere', async ({ page }) => {
  test.fail(true, 'the check after the route change to /mine must find the element and fail this test');
  await page.goto('/home');
  await expect(page.getByRole('heading', { name: '杭州城市停车' })).toBeVisible();
  await addLowContrastText(page);
  await page.getByRole('button', { name: '我的' }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await expect.poll(() => checkedPaths(page), { timeout: 15_000 }).toContain('/mine');
  await page.evaluate(() => document.getElementById('low-contrast')?.remove());
  await page.goto('/404');
});
