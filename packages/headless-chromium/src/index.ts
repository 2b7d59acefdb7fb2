export { CHROMIUM_ARGS, chromiumEnv, chromiumExecutablePath, prepareChromium } from './headless-chromium';
