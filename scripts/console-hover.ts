// `npm run hover:console` (build first): the console's colours under the pointer. Signed in as the demo admin at
// 1440 px, it opens every desk of the menu and hovers each of its first HOVER_MOST (40) buttons, links, table rows
// and tabs, then each menu item, running axe's contrast rule after each; prints every failing element once, and exits
// 1 if there is one. The end-to-end suite checks the state a story ends in, where the pointer rests on whatever it
// clicked last; this walks the hover shades a story never rests on (a marked row's links, a danger link on a hovered
// row: both found so).
import AxeBuilder from '@axe-core/playwright';
import type { Locator } from 'playwright-core';
import { startDemoBrowser } from './demo-server';

const HOVER_MOST = Number(process.env.HOVER_MOST ?? 40);
const HOVERABLE = 'main button:visible, main a:visible, .ant-table-row:visible, .ant-tabs-tab:visible';

const failures = new Set<string>();

/** Hovers each of the first HOVER_MOST targets and runs axe's contrast rule after each; how many were hovered. */
async function hoverEach(targets: Locator): Promise<number> {
  const page = targets.page();
  const count = Math.min(await targets.count(), HOVER_MOST);
  let hovered = 0;
  for (let i = 0; i < count; i++) {
    // A control that went away or is covered (a drawer, a tooltip) is skipped.
    const reached = await targets
      .nth(i)
      .hover({ timeout: 1_000 })
      .then(
        () => true,
        () => false,
      );
    if (!reached) continue;
    hovered++;
    await page.waitForTimeout(250); // antd's colour transition
    const { violations } = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
    for (const node of violations.flatMap((v) => v.nodes)) {
      const why = node.failureSummary?.split('\n')[1]?.trim();
      const line = `${new URL(page.url()).pathname}  ${node.target.join(' ')}\n    ${why}`;
      if (!failures.has(line)) console.log(line);
      failures.add(line);
    }
  }
  return hovered;
}

const port = Number(process.env.PORT ?? 5391);
const { browser, close } = await startDemoBrowser(port);
try {
  const page = await (await browser.newContext({ viewport: { width: 1440, height: 900 } })).newPage();
  await page.goto(`http://127.0.0.1:${port}/console`);
  await page.getByLabel('用户名').fill('admin');
  await page.getByLabel('密码').fill('demo1234');
  await page.getByRole('button', { name: '登录' }).click();
  const menu = page.getByRole('menuitem');
  await menu.first().waitFor();
  for (let d = 0, desks = await menu.count(); d < desks; d++) {
    const desk = (await menu.nth(d).innerText()).trim();
    await menu.nth(d).click();
    // The desk's title, then its first data (the board streams, so the network never idles).
    await page.locator('main').getByRole('heading').first().waitFor();
    await page.waitForFunction(() => !document.querySelector('main .ant-spin-spinning, main .ant-skeleton'));
    await page.waitForTimeout(500);
    console.log(`${desk}: ${await hoverEach(page.locator(HOVERABLE))} hovered`);
  }
  console.log(`the menu: ${await hoverEach(menu)} hovered`);
} finally {
  await close();
}
console.log(failures.size ? `${failures.size} elements fall short under the pointer` : 'every hover shade reads');
process.exit(failures.size ? 1 : 0);
