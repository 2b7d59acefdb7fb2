import { chromium } from 'playwright-core';
import { expect, it } from 'vitest';
import { CHROMIUM_ARGS, chromiumEnv, prepareChromium } from '../src/headless-chromium';

it('launches the npm Chromium, which draws Chinese characters with the npm fonts, not boxes', async () => {
  const browser = await chromium.launch({
    executablePath: await prepareChromium(),
    args: CHROMIUM_ARGS,
    env: chromiumEnv(),
  });
  try {
    const page = await browser.newPage();
    const box = 'display:inline-block;width:64px;height:64px;font-size:48px';
    await page.setContent(`<span id="a" style="${box}">畅</span><span id="b" style="${box}">停</span>`);
    // A missing glyph is drawn as the same box (or nothing) for every character: two characters must differ.
    const [a, b] = await Promise.all([page.locator('#a').screenshot(), page.locator('#b').screenshot()]);
    expect(a.equals(b)).toBe(false);
  } finally {
    await browser.close();
  }
});
