// `npx tsx scripts/pay-flow-shots.ts`: the pay-by-plate flow (plate entry with the keyboard open, the pay page with its
// fee breakdown) and 我的 at 375 px with text at 200%, in 关怀模式 and in dark mode: full-page screenshots into
// docs/screenshots/a11y-pay-<screen>-<mode>.png, axe (WCAG 2.2 A/AA) on each, and the smallest plate keyboard key.
// Issue 26's "done when"; starts the demo server (PORT, default 5303); build first (`npm run build`).
import AxeBuilder from '@axe-core/playwright';
import { CHROMIUM_ARGS, chromiumEnv, prepareChromium } from '@parking/headless-chromium';
import { chromium, type Page } from 'playwright-core';
import { aPlate, gateEvent, PARKS } from '../e2e/support/devices';
import { startDemoServer, stopDemoServer } from './demo-server';
import { newPhoneContext } from './phone-context';

const port = Number(process.env.PORT ?? 5303);
const base = `http://127.0.0.1:${port}`;
const out = 'docs/screenshots';
const MODES = ['text200', 'care', 'dark'] as const;
type Mode = (typeof MODES)[number];
const AXE_OPTIONS = {
  runOnly: { type: 'tag' as const, values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

/** Text at twice its size, the layout width unchanged (as scripts/axe-screens.mjs does for the phone's font setting). */
async function doubleText(page: Page) {
  await page.evaluate(() => {
    const sizes = Array.from(document.querySelectorAll('body *'), (el) => [el, getComputedStyle(el).fontSize] as const);
    for (const [el, size] of sizes) (el as HTMLElement).style.fontSize = `${parseFloat(size) * 2}px`;
  });
}

async function shoot(page: Page, mode: Mode, screen: string, results: string[]) {
  if (mode === 'text200') await doubleText(page);
  await page.waitForTimeout(400);
  const { violations } = await new AxeBuilder({ page: page as never }).options(AXE_OPTIONS).analyze();
  const count = violations.reduce((n, v) => n + v.nodes.length, 0);
  results.push(
    `| ${screen} | ${mode} | ${count} | ${violations.map((v) => `${v.id} ×${v.nodes.length}`).join(', ') || 'none'} |`,
  );
  await page.screenshot({ path: `${out}/a11y-pay-${screen}-${mode}.png`, fullPage: true });
}

const chromePath = await prepareChromium();
const server = await startDemoServer({ port });
const browser = await chromium.launch({ executablePath: chromePath, args: CHROMIUM_ARGS, env: chromiumEnv() });
const results: string[] = [];
let smallestKey = { width: Infinity, height: Infinity };
try {
  for (const mode of MODES) {
    const context = await newPhoneContext(browser, mode);
    const page = await context.newPage();
    // A car parked 130 minutes ago: the plate to look up and pay.
    const plateNo = aPlate();
    await gateEvent(base, PARKS.holding, 'entry', plateNo, 130);

    await page.goto(`${base}/parkingPayPage`);
    await page.getByRole('button', { name: '查询缴费' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
    await page.getByRole('button', { name: /^第1位/ }).click();
    const keyboard = page.getByRole('group', { name: '车牌键盘' });
    for (const name of [...plateNo].slice(0, 4)) await keyboard.getByRole('button', { name, exact: true }).click();
    for (const key of await keyboard.getByRole('button').all()) {
      const box = await key.boundingBox();
      if (box && box.width < smallestKey.width) smallestKey = { ...smallestKey, width: box.width };
      if (box && box.height < smallestKey.height) smallestKey = { ...smallestKey, height: box.height };
    }
    await shoot(page, mode, 'keyboard', results);
    for (const name of [...plateNo].slice(4)) await keyboard.getByRole('button', { name, exact: true }).click();
    if ((await keyboard.count()) > 0) await keyboard.getByRole('button', { name: '完成' }).click();
    await page.getByRole('button', { name: '查询缴费' }).click();
    await page.waitForURL(/\/payPage\?/);
    await page.getByRole('region', { name: '计费明细' }).waitFor();
    await shoot(page, mode, 'bill', results);

    await page.goto(`${base}/mine`);
    await page.getByRole('switch', { name: '关怀模式' }).waitFor();
    await page.waitForFunction(() => !document.querySelector('[data-first-paint]'));
    await shoot(page, mode, 'mine', results);
    await context.close();
  }
} finally {
  await browser.close();
  stopDemoServer(server);
}
console.log('| screen | mode | failing elements | rules |\n|---|---|---|---|');
for (const line of results) console.log(line);
console.log(
  `smallest plate keyboard key at 375 px: ${smallestKey.width.toFixed(1)} × ${smallestKey.height.toFixed(1)} px`,
);
