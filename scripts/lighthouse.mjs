// `npm run lighthouse`: Lighthouse 12 (mobile, default simulated throttling) on the built app, in the Chromium npm
// install brings (@parking/headless-chromium; CHROMIUM_PATH wins).
// Starts the server on an in-memory demo database (PORT, default 5302), audits each path of LIGHTHOUSE_PATHS
// (default /home) and prints performance, LCP (with its phases), CLS, TBT and the JavaScript transferred;
// LIGHTHOUSE_REPORT_DIR keeps each full report (JSON). LIGHTHOUSE_ENFORCE=1 fails
// the run below the targets of issue 8 (performance ≥ 90, LCP ≤ 2.5 s, CLS ≤ 0.1). Build first (`npm run build`).
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_ARGS, chromiumEnv, prepareChromium } from '@parking/headless-chromium';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const port = Number(process.env.PORT ?? 5302);
const base = `http://127.0.0.1:${port}`;
const paths = (process.env.LIGHTHOUSE_PATHS ?? '/home').split(',');
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const TARGETS = { performance: 90, lcpMs: 2500, cls: 0.1 };

async function startServer() {
  const server = spawn('npm', ['run', '-s', 'start', '-w', 'apps/server'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory://', DEMO: '1', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
    detached: true,
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return server;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  process.kill(-server.pid);
  throw new Error(`the server did not answer on ${base}`);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function audit(chrome, url) {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  const { audits, categories } = result.lhr;
  if (process.env.LIGHTHOUSE_REPORT_DIR) {
    const name = `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`;
    writeFileSync(join(process.env.LIGHTHOUSE_REPORT_DIR, name), JSON.stringify(result.lhr));
  }
  // Lighthouse 12 splits LCP into phases (time to first byte, resource load delay and time, render delay).
  const phases = (audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [])
    .map((p) => `${p.phase} ${Math.round(p.timing)} ms`)
    .join(', ');
  const scripts = (audits['network-requests'].details?.items ?? []).filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round(categories.performance.score * 100),
    fcpMs: audits['first-contentful-paint'].numericValue,
    lcpMs: audits['largest-contentful-paint'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    tbtMs: audits['total-blocking-time'].numericValue,
    siMs: audits['speed-index'].numericValue,
    jsKb: scripts.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024,
    lcpElement: audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? '',
    lcpPhases: phases,
  };
}

const chromePath = await prepareChromium();
const server = await startServer();
let chrome;
let failed = false;
try {
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROMIUM_ARGS,
    envVars: { ...process.env, ...chromiumEnv() },
  });
  for (const path of paths) {
    const results = [];
    for (let i = 0; i < runs; i++) results.push(await audit(chrome, `${base}${path}`));
    const m = Object.fromEntries(
      Object.keys(results[0])
        .filter((k) => k !== 'lcpElement' && k !== 'lcpPhases')
        .map((k) => [k, median(results.map((r) => r[k]))]),
    );
    console.log(
      `${path}: performance ${m.performance} · FCP ${(m.fcpMs / 1000).toFixed(2)} s · LCP ${(m.lcpMs / 1000).toFixed(2)} s · ` +
        `CLS ${m.cls.toFixed(3)} · TBT ${Math.round(m.tbtMs)} ms · SI ${(m.siMs / 1000).toFixed(2)} s · ` +
        `JS transferred ${m.jsKb.toFixed(1)} KB (median of ${runs}; each: ${results.map((r) => r.performance).join(', ')})`,
    );
    console.log(`  LCP element: ${results[0].lcpElement}`);
    console.log(`  LCP phases (first run): ${results[0].lcpPhases}`);
    if (m.performance < TARGETS.performance || m.lcpMs > TARGETS.lcpMs || m.cls > TARGETS.cls) failed = true;
  }
} finally {
  await chrome?.kill();
  process.kill(-server.pid);
}
if (failed && process.env.LIGHTHOUSE_ENFORCE === '1') {
  console.error(`below target (performance ≥ ${TARGETS.performance}, LCP ≤ 2.5 s, CLS ≤ 0.1)`);
  process.exit(1);
}
