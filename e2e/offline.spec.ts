import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// Offline (issue 14 item 10, decision 032): the service worker keeps the app shell and the last-seen data, so a reload
// without network shows the app, marked 离线 · 数据可能不是最新, instead of the browser's error page.
test.use({
  serviceWorkers: 'allow',
  axeExceptions: [
    {
      selector: '[class*="_track_"]',
      reason:
        "home's ad carousel track, when the ads cannot load (offline, shell without first-screen data), scrolls " +
        'without a focusable item (scrollable-region-focusable); a home fix, outside this change (reported)',
    },
  ],
});

test('an offline reload shows the app and its last-seen data, marked stale; back online the mark goes', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  const heading = page.getByRole('heading', { name: '杭州城市停车' });
  await expect(heading).toBeVisible();
  // The worker installs, takes control of this page and keeps what the first visit loaded.
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await expect(page.getByText('离线 · 数据可能不是最新')).toHaveCount(0);
  // A second look online goes through the worker, which keeps the page and its answers as seen.
  await page.reload();
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('离线 · 数据可能不是最新')).toBeVisible();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();
  // The app works offline: the tab bar still changes screens (their code was kept as met, or shows its state).
  await page.getByText('我的', { exact: true }).click();
  await expect(page).toHaveURL(/\/mine$/);
  await page.screenshot({ path: test.info().outputPath('offline-mine.png') });

  await context.setOffline(false);
  await page.goto('/home');
  await expect(heading).toBeVisible();
  await expect(page.getByText('离线 · 数据可能不是最新')).toHaveCount(0);
});

test('a page never opened before opens offline as the app saying so, not the browser error page', async ({
  page,
  context,
}) => {
  await page.goto('/home');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
  await keptThisVisit(page);
  // A second look online, through the worker, keeps home's answers: without it, whether home has data offline
  // depended on how far the first visit's answers had got into storage before the network went (seen under load).
  await page.reload();
  await expect(page.getByRole('button', { name: '余额充值' })).toBeVisible();
  await context.setOffline(true);
  await page.goto('/newsList');
  await expect(page.getByRole('heading', { name: '页面加载失败' })).toBeVisible();
  await expect(page.getByText('当前处于离线状态，此页面尚未保存到手机，请联网后重新加载。')).toBeVisible();
  await page.getByRole('link', { name: '返回首页' }).click();
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByText('离线 · 数据可能不是最新')).toBeVisible();
  await expect(page.getByText('车牌缴费').first()).toBeVisible();
});

/**
 * Waits until the worker has kept what this first visit loaded before it took control, style sheets included (the
 * server writes a page's styles into it, so the worker fetches those files itself, in the background).
 */
async function keptThisVisit(page: Page) {
  await page.waitForFunction(
    async () => {
      const sheets = Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'), (l) => l.href);
      const kept = await Promise.all(sheets.map((href) => caches.match(href)));
      return kept.every(Boolean);
    },
    undefined,
    { timeout: 15_000 },
  );
}
