// `npm run screens -- <dir>`: the main screens signed out at 375 px in WeChat's user agent, one PNG each, from the
// built app on a demo server (build first). `npm run screens -- --compare <dirA> <dirB>` names the screens whose PNGs
// differ, to check that a change meant to leave the UI alone did (Chromium encodes equal pixels to equal bytes).
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startDemoBrowser } from './demo-server';

const MAIN_SCREENS = [
  '/home',
  '/plateSearch',
  '/mine',
  '/login',
  '/map',
  '/newsList',
  '/arrearsPage',
  '/parkingPayPage',
  '/H5Mounth',
];
// SCREENS_PATHS=/a,/b shoots those paths instead, to check screens a change touches that are not the main ones.
const SCREENS = process.env.SCREENS_PATHS?.split(',') ?? MAIN_SCREENS;
const WECHAT_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148 ' +
  'MicroMessenger/8.0.47';

async function shoot(dir: string) {
  const port = Number(process.env.PORT ?? 5304);
  mkdirSync(dir, { recursive: true });
  const { browser, close } = await startDemoBrowser(port);
  try {
    const page = await browser.newPage({
      viewport: { width: 375, height: 740 },
      isMobile: true,
      hasTouch: true,
      userAgent: WECHAT_UA,
      locale: 'zh-CN',
      timezoneId: 'Asia/Shanghai',
    });
    for (const path of SCREENS) {
      await page.goto(`http://127.0.0.1:${port}${path}`, { waitUntil: 'networkidle' });
      await page.waitForTimeout(800); // animations (the carousel, skeletons) settle
      await page.screenshot({ path: join(dir, `${path.slice(1).replaceAll('/', '_')}.png`) });
      console.log(`shot ${path}`);
    }
  } finally {
    await close();
  }
}

function compare(a: string, b: string) {
  const differ = readdirSync(a)
    .filter((file) => file.endsWith('.png'))
    .filter((file) => !readFileSync(join(a, file)).equals(readFileSync(join(b, file))));
  console.log(differ.length === 0 ? 'every screen is the same' : `differ: ${differ.join(', ')}`);
  process.exitCode = differ.length === 0 ? 0 : 1;
}

const args = process.argv.slice(2);
if (args[0] === '--compare') compare(args[1]!, args[2]!);
else await shoot(args[0] ?? 'screens');
