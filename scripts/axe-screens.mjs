/* global document, getComputedStyle */
// `node scripts/axe-screens.mjs`: axe (WCAG 2.0/2.1/2.2 A and AA) on the driver's main screens as a new, signed-out
// driver sees them at 375 px, in the Chromium npm install brings; prints the failing elements per screen and rule.
// Starts the server on an in-memory demo database (PORT, default 5303); build first (`npm run build`).
// AXE_PATHS picks the screens (comma-separated); AXE_MODE=text200|care|dark shows them with text at 200%, in 关怀模式
// or in dark mode; AXE_SHOTS=<dir> keeps a full-page screenshot of each. The figures of docs/decisions/025.
import { startDemoServer, stopDemoServer } from './demo-server.ts';
import { newPhoneContext } from './phone-context.ts';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumEnv, chromiumExecutablePath, prepareChromium } from '@parking/headless-chromium';

const port = Number(process.env.PORT ?? 5303);
const base = `http://127.0.0.1:${port}`;
const paths = (
  process.env.AXE_PATHS ?? '/home,/plateSearch,/mine,/map,/login,/arrearsPage,/newsList,/payBill,/parkingLot'
).split(',');
const mode = process.env.AXE_MODE ?? 'normal';
const shots = process.env.AXE_SHOTS;
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
// label-content-name-mismatch (WCAG 2.5.3) is experimental in axe-core 4.13, off unless asked for; Lighthouse asks.
const AXE_OPTIONS = {
  runOnly: { type: 'tag', values: WCAG_TAGS },
  rules: { 'label-content-name-mismatch': { enabled: true } },
};

await prepareChromium();
const server = await startDemoServer({ port });
const browser = await chromium.launch({
  executablePath: chromiumExecutablePath(),
  args: CHROMIUM_ARGS,
  env: chromiumEnv(),
});
let total = 0;
try {
  const context = await newPhoneContext(browser, mode);
  if (shots) mkdirSync(shots, { recursive: true });
  console.log(`axe ${WCAG_TAGS.join(' ')} · ${mode} · 375 px, signed out`);
  for (const path of paths) {
    const page = await context.newPage();
    await page.goto(`${base}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(500);
    if (mode === 'text200') {
      // The phone's (or WeChat's) largest font setting: every text twice its size, the layout width unchanged (the
      // text-resize bookmarklet's way: Chromium on a desktop ignores text-size-adjust).
      await page.evaluate(() => {
        const sizes = [...document.querySelectorAll('body *')].map((el) => [el, getComputedStyle(el).fontSize]);
        for (const [el, size] of sizes) el.style.fontSize = `${parseFloat(size) * 2}px`;
      });
      await page.waitForTimeout(300);
    }
    const { violations } = await new AxeBuilder({ page }).options(AXE_OPTIONS).analyze();
    const count = violations.reduce((n, v) => n + v.nodes.length, 0);
    total += count;
    const list = violations.map((v) => `${v.id} ×${v.nodes.length}`).join(', ') || 'none';
    console.log(`| ${path} | ${count} | ${list} |`);
    if (process.env.AXE_VERBOSE) {
      for (const v of violations)
        for (const n of v.nodes)
          console.log(`   ${v.id} ${n.target.join(' ')} ${n.failureSummary?.split('\n')[1] ?? ''}`);
    }
    if (shots) await page.screenshot({ path: join(shots, `${path.slice(1) || 'root'}-${mode}.png`), fullPage: true });
    await page.close();
  }
  console.log(`total failing elements: ${total}`);
} finally {
  await browser.close();
  stopDemoServer(server);
}
