import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_AD_CITY, StorageKey, type FirstScreenData } from '@parking/contracts';
import { insertAt } from './html-insert';

/** The web app's server render of a landing page (apps/web/src/first-paint, built by `npm run build -w apps/web`). */
type RenderFirstPaint = (path: string, data: FirstScreenData, care: boolean) => Promise<string | undefined>;

export interface FirstPaintHtml {
  /** The page's markup, for inside `#root`. */
  html: string;
  /** Drawn in 关怀模式 (the `careMode` cookie): the guard drops it when the browser's own setting says otherwise. */
  care: boolean;
  /** The stylesheets it is drawn with (hashed files under /assets). */
  styles: readonly string[];
  /**
   * Their text, when the build has them: written into the page as one `<style>`, so the first paint waits for no
   * stylesheet request (the page's chunks link the same files later, which then changes nothing).
   */
  css?: string;
  /** The login page (also painted for a screen behind login, to a signed-out visitor). */
  login?: boolean;
}

export interface FirstPaint {
  /**
   * The landing page at `pathname` as an anonymous first visit sees it with `data`, in 关怀模式 when `care`;
   * undefined for other paths.
   */
  render(pathname: string, data: FirstScreenData, care?: boolean): Promise<FirstPaintHtml | undefined>;
}

/** The web app's local-storage key and cookie of 关怀模式 (apps/web/src/lib/care-mode.ts). */
const CARE_MODE_KEY = 'careMode';

/** Whether the request's cookies ask for 关怀模式 (index.html and the 设置 switch write `careMode=1`). */
export function careModeOf(cookieHeader: string | undefined): boolean {
  return (cookieHeader ?? '').split(';').some((part) => part.trim() === `${CARE_MODE_KEY}=1`);
}

/** The attribute of the element that holds the first paint inside `#root` (index.html's boot styles know it). */
const FIRST_PAINT_ATTRIBUTE = 'data-first-paint';
/** The class index.html's styles hide the first paint by, falling back to the loading state. */
const NO_FIRST_PAINT_CLASS = 'no-first-paint';

/**
 * The web build's first-paint renderer, or undefined when the build has none (a build without it still works: the
 * page shows its loading state until the app has rendered). Renders are reused while their data is (first-screen.ts
 * keeps it for a few seconds), so a page view costs no render.
 */
export async function loadFirstPaint(webDist: string): Promise<FirstPaint | undefined> {
  const bundle = path.join(webDist, '..', 'dist-ssr', 'render-first-paint.js');
  const stylesFile = path.join(webDist, 'first-paint-styles.json');
  if (!existsSync(bundle) || !existsSync(stylesFile)) return undefined;
  const { renderFirstPaint } = (await import(pathToFileURL(bundle).href)) as { renderFirstPaint: RenderFirstPaint };
  const stylesByPath = JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>;
  // A few KB per page: read once. A file the build does not have (a partial copy) is linked instead.
  const cssOf = (styles: readonly string[]): string | undefined => {
    const files = styles.map((href) => path.join(webDist, href));
    if (!files.every((file) => file.startsWith(webDist) && existsSync(file))) return undefined;
    return files.map((file) => readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style')).join('\n');
  };
  const cssByPage = new Map<string, string | undefined>();
  const renders = new WeakMap<FirstScreenData, Map<string, Promise<FirstPaintHtml | undefined>>>();

  return {
    render(pathname, data, care = false) {
      const page = pathname === '/' ? '/home' : pathname;
      const byPage = renders.get(data) ?? new Map<string, Promise<FirstPaintHtml | undefined>>();
      renders.set(data, byPage);
      const key = `${page}${care ? ' care' : ''}`;
      let render = byPage.get(key);
      if (!render) {
        render = renderFirstPaint(page, data, care).then((html) => {
          if (html === undefined) return undefined;
          const styles = stylesByPath[page] ?? [];
          if (!cssByPage.has(page)) cssByPage.set(page, cssOf(styles));
          return { html, care, styles, css: cssByPage.get(page), login: page === '/login' };
        });
        byPage.set(key, render);
      }
      return render;
    },
  };
}

/**
 * A script for `<head>` that turns the first paint off before it shows when the app would render something else:
 * a signed-in driver (their own cars and history), another dealer stored, a host launch (`reqJson`) that may bring
 * one, a located visitor (their city's ads), the login page inside WeChat (its WeChat login button), or 关怀模式
 * other than the paint's (a cookie older than the stored setting). It mirrors the app's seedFirstScreen, which then
 * fetches as usual.
 */
function firstPaintGuard(dealerId: string, care: boolean, login: boolean): string {
  const k = JSON.stringify;
  return (
    `(function(){try{var s=localStorage,d=s.getItem(${k(StorageKey.driverDealerId)}),c=s.getItem(${k(StorageKey.locationCity)});` +
    `if(s.getItem(${k(StorageKey.token)})||(d&&d!==${k(dealerId)})||(c&&c!==${k(DEFAULT_AD_CITY)})||` +
    `(s.getItem(${k(CARE_MODE_KEY)})==='1')!==${k(care)}||` +
    `new URLSearchParams(location.search).has('reqJson')||` +
    // Inside WeChat the login page (also painted at a screen behind login, for a signed-out visitor) offers WeChat login
    // too, which the paint (drawn for any browser) lacks.
    `((${k(login)}||location.pathname==='/login'||location.pathname==='/arrearsPage')&&` +
    `/MicroMessenger/i.test(navigator.userAgent)))` +
    `document.documentElement.classList.add(${k(NO_FIRST_PAINT_CLASS)})` +
    `}catch(e){}})()`
  );
}

/** index.html with a first paint: its styles and guard in `<head>`, its markup at the start of `#root`. */
export function withFirstPaint(html: string, paint: FirstPaintHtml, data: FirstScreenData): string {
  const links =
    paint.css !== undefined
      ? `<style>${paint.css}</style>`
      : paint.styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const guard = `<script>${firstPaintGuard(data.dealerId, paint.care, paint.login === true)}</script>`;
  const markup = `<div ${FIRST_PAINT_ATTRIBUTE}>${paint.html}</div>`;
  return insertAt(insertAt(html, '</head>', `${links}${guard}`, 'before'), '<div id="root">', markup, 'after');
}
