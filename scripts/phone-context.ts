import type { Browser, BrowserContext } from 'playwright-core';

/**
 * A 375 px phone in Shanghai, as the a11y scripts audit it: dark mode asks for the dark scheme, care mode sets the
 * flag the app reads at first paint (any other mode is the light theme).
 */
export async function newPhoneContext(browser: Browser, mode: string): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 375, height: 812 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
    colorScheme: mode === 'dark' ? 'dark' : 'light',
  });
  if (mode === 'care') await context.addInitScript(() => localStorage.setItem('careMode', '1'));
  return context;
}
