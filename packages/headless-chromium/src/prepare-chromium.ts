// `prepare-chromium`: the first step of `npm test` — unpacks the npm package's Chromium (or checks CHROMIUM_PATH)
// and says which browser the suites will use, or, in its first seconds, why there is none and what to set.
import { prepareChromium } from './headless-chromium';

const startedAt = performance.now();
try {
  const path = await prepareChromium();
  console.log(`Chromium: ${path} (ready in ${Math.round(performance.now() - startedAt)} ms)`);
} catch (error) {
  console.error(`Chromium: ${(error as Error).message}`);
  process.exit(1);
}
