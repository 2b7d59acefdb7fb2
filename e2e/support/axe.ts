import { createHash } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.0, 2.1 and 2.2, levels A and AA: what issue 26 asks of every screen. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * A part of a screen, or a whole screen, that the check leaves out. Each needs its reason, written where it is
 * declared (here for the suite, or in a test's `test.use({ axeExceptions: [...] })`).
 */
export interface AxeException {
  /** A CSS selector left out of the check, or a path (RegExp on the URL's pathname) not checked at all. */
  selector?: string;
  path?: RegExp;
  reason: string;
}

/** Left out for every test. */
export const SUITE_EXCEPTIONS: readonly AxeException[] = [
  {
    path: /^\/api\/pay\/sandbox\//,
    reason:
      'the payment sandbox stands in for the WeChat Pay / Alipay cashier, which is their page, not ours; ' +
      'production never shows it (PAY_SANDBOX off)',
  },
];

/** One failing element: rule, where, what axe says. */
export interface AxeFinding {
  path: string;
  rule: string;
  target: string;
  summary: string;
}

const onlyPath = (url: string) => {
  const { pathname } = new URL(url);
  return pathname;
};

/**
 * Waits (up to 1.5 s) for the screen to stop moving: running CSS animations and transitions, and antd-mobile's
 * dialogs, popups and masks, which fade with JavaScript (react-spring) and so are no CSS animation. A fading dialog is
 * not what the driver reads.
 */
async function settled(page: Page): Promise<void> {
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity) &&
        Array.from(document.querySelectorAll('.adm-mask, .adm-center-popup-wrap, .adm-popup-body')).every((el) => {
          const style = getComputedStyle(el);
          return style.display === 'none' || Number(style.opacity) === 1;
        }),
      undefined,
      { timeout: 1_500, polling: 50 },
    )
    .catch(() => undefined);
}

/** Runs axe once on the page as it is now, with the given exceptions; the failing elements. */
export async function axeFindings(page: Page, exceptions: readonly AxeException[] = []): Promise<AxeFinding[]> {
  const path = onlyPath(page.url());
  let builder = new AxeBuilder({ page }).options({
    runOnly: { type: 'tag', values: WCAG_TAGS },
    // WCAG 2.5.3 (the accessible name contains the visible text): experimental in axe-core 4.13, so off unless asked.
    rules: { 'label-content-name-mismatch': { enabled: true } },
  });
  for (const { selector } of exceptions) if (selector) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  return violations.flatMap((v) =>
    v.nodes.map((node) => ({
      path,
      rule: v.id,
      target: node.target.join(' '),
      summary: (node.failureSummary ?? v.help).replace(/\s+/g, ' ').trim(),
    })),
  );
}

const key = (f: AxeFinding) => `${f.path} ${f.rule} ${f.target}`;

/**
 * What axe's verdict on a screen depends on, short of the text itself: the path, and every element's tag, id, classes,
 * role, ARIA and inline style attributes and whether it holds text of its own. Two screens with the same fingerprint
 * get the same findings (colours come from classes and styles, names from the structure), so a screen state that
 * passed once in this worker is not checked again (decision 078): /home, a bill or a dialog seen by every story.
 * A state not seen before (another path, a dialog open, a list grown or emptied) is checked as always.
 */
async function screenFingerprint(page: Page, exceptions: readonly AxeException[]): Promise<string> {
  const shape = await page.evaluate(() => {
    const kept = ['id', 'class', 'role', 'style', 'alt', 'tabindex', 'disabled', 'type', 'href'];
    const parts: string[] = [location.pathname];
    for (const el of Array.from(document.body.querySelectorAll('*'))) {
      const attributes = Array.from(el.attributes)
        .filter((a) => kept.includes(a.name) || a.name.startsWith('aria-'))
        // Generated ids (React's useId counts up as screens mount) by shape; ARIA references by presence.
        .map((a) => {
          const value =
            a.name === 'id'
              ? a.value.replace(/\d+/g, '#')
              : a.name.startsWith('aria-') && a.name !== 'aria-hidden'
                ? a.value !== ''
                : a.value;
          return `${a.name}=${value}`;
        });
      const ownText = Array.from(el.childNodes).some((n) => n.nodeType === 3 && n.textContent!.trim() !== '');
      parts.push(`${el.tagName}${ownText ? '+' : ''}[${attributes.join(',')}]`);
    }
    return parts.join('\n');
  });
  const excluded = exceptions.map((e) => e.selector ?? '').join('\n');
  return createHash('sha1').update(shape).update('\0').update(excluded).digest('base64');
}

/** Screen states that passed the check in this worker (screenFingerprint). */
const passedScreens = new Set<string>();

/**
 * Checks a screen the way the suite does: after animations have ended, twice 300 ms apart, keeping what fails both
 * times on the same path (a screen still rendering or already left is not what the driver sees). Resolves to [] when
 * the page navigates away or closes meanwhile.
 */
export async function checkScreen(
  page: Page,
  exceptions: readonly AxeException[] = [],
  {
    once = false,
  }: { /** Skip a screen state that already passed in this worker (screenFingerprint). */ once?: boolean } = {},
): Promise<AxeFinding[]> {
  if (page.isClosed()) return [];
  const path = onlyPath(page.url());
  if (exceptions.some((e) => e.path?.test(path))) return [];
  const run = async () => {
    await settled(page);
    const fingerprint = once ? await screenFingerprint(page, exceptions) : undefined;
    if (fingerprint && passedScreens.has(fingerprint)) return [];
    const first = await axeFindings(page, exceptions);
    if (first.length === 0) {
      if (fingerprint) passedScreens.add(fingerprint);
      return [];
    }
    await page.waitForTimeout(300);
    await settled(page);
    if (page.isClosed() || onlyPath(page.url()) !== path) return [];
    const again = new Set((await axeFindings(page, exceptions)).map(key));
    return first.filter((f) => again.has(key(f)));
  };
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      // The page navigated, reloaded or closed while axe ran: the new document has no axe in it (`axe.utils` or
      // `runPartial` of undefined) or the old context is gone. A screen left meanwhile gets its own check; the same
      // screen (a reload) is checked once more.
      if (page.isClosed() || onlyPath(page.url()) !== path) return [];
      const left = /context was destroyed|closed|navigat|of undefined|axe is not defined/i.test(String(error));
      if (!left) throw error;
      if (attempt === 2) return [];
    }
  }
}

const checkedOf = new WeakMap<Page, string[]>();

/** The paths the automatic check has finished checking on this page so far (tests of the check). */
export const checkedPaths = (page: Page): readonly string[] => checkedOf.get(page) ?? [];

/**
 * Watches a test's page: every screen it shows (a load, or a route change of the single-page app, which Playwright
 * reports as a navigation too) is checked once it has been on screen for 400 ms, and the screen the test ends on is
 * checked before the page closes. `finish()` resolves to every failing element, each counted once.
 */
export function watchScreens(page: Page, origin: string, exceptions: readonly AxeException[]) {
  const checks: Promise<AxeFinding[]>[] = [];
  const done: string[] = [];
  checkedOf.set(page, done);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let shown = 0; // navigations so far
  let checkedUpTo = -1; // the navigation whose screen the last check saw
  let queue: Promise<unknown> = Promise.resolve();

  const check = (force = false) => {
    const at = shown;
    // One check at a time: two axe runs in one page at once refuse each other.
    const run = queue.then(async () => {
      if (page.isClosed() || !page.url().startsWith(origin) || (!force && checkedUpTo >= at)) return [];
      const path = onlyPath(page.url());
      const found = await checkScreen(page, exceptions, { once: true });
      if (shown === at) {
        checkedUpTo = at;
        done.push(path);
      }
      return found;
    });
    queue = run.catch(() => undefined);
    checks.push(run);
  };

  page.on('framenavigated', (frame) => {
    if (frame !== page.mainFrame()) return;
    shown += 1;
    clearTimeout(timer);
    timer = setTimeout(check, 400);
  });

  return {
    async finish(): Promise<AxeFinding[]> {
      clearTimeout(timer);
      check(true); // the state the test ends in (a dialog, a result) may differ from the screen's first look
      const seen = new Set<string>();
      return (await Promise.all(checks)).flat().filter((f) => !seen.has(key(f)) && seen.add(key(f)));
    },
  };
}

/** The findings as a readable list for a failed test. */
export const describeFindings = (findings: readonly AxeFinding[]): string =>
  findings.map((f) => `${f.path}  ${f.rule}  ${f.target}\n    ${f.summary}`).join('\n');
