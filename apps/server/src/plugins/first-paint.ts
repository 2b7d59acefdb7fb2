import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { DEFAULT_AD_CITY, StorageKey, type FirstScreenData } from '@parking/contracts';
import { insertAt } from './html-insert';

/** The web app's server render of a landing page or a frame (apps/web/src/first-paint, built by `npm run build -w apps/web`). */
type RenderFirstPaint = (
  path: string,
  data: FirstScreenData,
  care: boolean,
  search?: string,
) => Promise<string | undefined>;

export interface FirstPaintHtml {
  /** The page's markup, for inside `#root`. */
  html: string;
  /** Drawn in 关怀模式 (the `careMode` cookie): the guard drops it when the browser's own setting says otherwise. */
  care: boolean;
  /** The stylesheets it is drawn with (hashed files under /assets), in the order the app applies them. */
  styles: readonly string[];
  /**
   * Their text, one per stylesheet, when the build has them: written into the page as one `<style>`, so the first
   * paint waits for no stylesheet request (the page's chunks link the same files later, which then changes nothing).
   */
  sheets?: readonly string[];
  /** The login page (also painted for a screen behind login, to a signed-out visitor). */
  login?: boolean;
}

/**
 * Who a paint is shown to: `out` a visitor without a stored session (a landing page as a first visit sees it; the
 * login page, also at a screen behind login), `in` a stored session (the frame of a screen behind login), `all` anyone
 * (the frame of a public screen).
 */
export type PaintAudience = 'out' | 'in' | 'all';
export type AudiencePaint = FirstPaintHtml & { audience: PaintAudience };

export interface FirstPaint {
  /** Whether the screen at `pathname` is painted as its frame (the web build's FRAME_PAINT_PATHS). */
  isFrame(pathname: string): boolean;
  /**
   * The landing page at `pathname` as an anonymous first visit sees it with `data`, or the frame of a screen (drawn at
   * its URL's `search`), in 关怀模式 when `care`; undefined for other paths.
   */
  render(pathname: string, data: FirstScreenData, care?: boolean, search?: string): Promise<FirstPaintHtml | undefined>;
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
/** The class that shows a stored session the paints for it (`in`), not those for signed-out visitors (index.html). */
const SIGNED_IN_CLASS = 'first-paint-in';
/** The type of a link naming a stylesheet already written into the page (not fetched: not a type browsers apply). */
const APPLIED_STYLESHEET_TYPE = 'text/x-inlined';
/** Renders kept per data (a frame's URL may carry any query). */
const MAX_KEPT_RENDERS = 200;

/**
 * The web build's first-paint renderer, or undefined when the build has none (a build without it still works: the
 * page shows its loading state until the app has rendered). Renders are reused while their data is (first-screen.ts
 * keeps it for a few seconds), so a page view costs no render.
 */
export async function loadFirstPaint(webDist: string): Promise<FirstPaint | undefined> {
  const bundle = path.join(webDist, '..', 'dist-ssr', 'render-first-paint.js');
  const stylesFile = path.join(webDist, 'first-paint-styles.json');
  if (!existsSync(bundle) || !existsSync(stylesFile)) return undefined;
  const { renderFirstPaint, FRAME_PAINT_PATHS = [] } = (await import(pathToFileURL(bundle).href)) as {
    renderFirstPaint: RenderFirstPaint;
    FRAME_PAINT_PATHS?: readonly string[];
  };
  const frames = new Set(FRAME_PAINT_PATHS);
  const stylesByPath = JSON.parse(readFileSync(stylesFile, 'utf8')) as Record<string, string[]>;
  // A few KB per page: read once. A file the build does not have (a partial copy) is linked instead.
  const sheetOf = (href: string): string | undefined => {
    const file = path.join(webDist, href);
    if (!file.startsWith(webDist) || !existsSync(file)) return undefined;
    return readFileSync(file, 'utf8').replace(/<\/style/gi, '<\\/style');
  };
  const sheetsByPage = new Map<string, readonly string[] | undefined>();
  const sheetsOf = (page: string, styles: readonly string[]) => {
    if (!sheetsByPage.has(page)) {
      const sheets = styles.map(sheetOf);
      sheetsByPage.set(page, sheets.every((sheet) => sheet !== undefined) ? (sheets as string[]) : undefined);
    }
    return sheetsByPage.get(page);
  };
  const renders = new WeakMap<FirstScreenData, Map<string, Promise<FirstPaintHtml | undefined>>>();

  return {
    isFrame: (pathname) => frames.has(pathname),
    render(pathname, data, care = false, search = '') {
      const page = pathname === '/' ? '/home' : pathname;
      // A frame is drawn at its URL (a screen may read its query); a landing page as a first visit opens it.
      const at = frames.has(page) ? search : '';
      const byPage = renders.get(data) ?? new Map<string, Promise<FirstPaintHtml | undefined>>();
      renders.set(data, byPage);
      const key = `${page}${at}${care ? ' care' : ''}`;
      let render = byPage.get(key);
      if (!render) {
        render = renderFirstPaint(page, data, care, at).then((html) => {
          if (html === undefined) return undefined;
          const styles = stylesByPath[page] ?? [];
          return { html, care, styles, sheets: sheetsOf(page, styles), login: page === '/login' };
        });
        // Renders are kept while their data is (a few seconds); queries of frames are not all kept.
        if (byPage.size < MAX_KEPT_RENDERS) byPage.set(key, render);
      }
      return render;
    },
  };
}

/**
 * A script for `<head>` that shows the paint meant for this visitor and turns the first paint off before it shows when
 * the app would render something else: another dealer stored, a host launch (`reqJson`) that may bring one, or
 * 关怀模式 other than the paint's (a cookie older than the stored setting); then, with a stored session, a page with no
 * paint for one (a landing page shows a signed-in driver their own cars and history); without one, a page with no
 * paint for that, a located visitor at a landing page (their city's ads), or the login page inside WeChat (its WeChat
 * login button, which the paint, drawn for any browser, lacks). It mirrors the app's seedFirstScreen, which then
 * fetches as usual.
 */
function firstPaintGuard(dealerId: string, care: boolean, paints: readonly AudiencePaint[]): string {
  const k = JSON.stringify;
  const forSession = paints.some((p) => p.audience !== 'out');
  const forVisitor = paints.some((p) => p.audience !== 'in');
  const landing = paints.some((p) => p.audience === 'out');
  const login = paints.some((p) => p.login === true);
  return (
    `(function(){try{var s=localStorage,e=document.documentElement,d=s.getItem(${k(StorageKey.driverDealerId)}),` +
    `c=s.getItem(${k(StorageKey.locationCity)}),` +
    `o=(d&&d!==${k(dealerId)})||(s.getItem(${k(CARE_MODE_KEY)})==='1')!==${k(care)}||` +
    `new URLSearchParams(location.search).has('reqJson');` +
    `if(s.getItem(${k(StorageKey.token)})){e.classList.add(${k(SIGNED_IN_CLASS)});o=o||${k(!forSession)}}` +
    `else o=o||${k(!forVisitor)}||(${k(landing)}&&c&&c!==${k(DEFAULT_AD_CITY)})||` +
    `(${k(login)}&&/MicroMessenger/i.test(navigator.userAgent));` +
    `if(o)e.classList.add(${k(NO_FIRST_PAINT_CLASS)})` +
    `}catch(e){}})()`
  );
}

/** The style sheets of the paints, each once, and whether every one has its text for inlining. */
function paintStyles(paints: readonly AudiencePaint[]) {
  const styles: string[] = [];
  const sheets: string[] = [];
  let inline = true;
  for (const paint of paints) {
    paint.styles.forEach((href, i) => {
      if (styles.includes(href)) return;
      styles.push(href);
      const sheet = paint.sheets?.[i];
      if (sheet === undefined) inline = false;
      else sheets.push(sheet);
    });
  }
  return { styles, sheets, inline };
}

/** The style sheets withFirstPaint writes into the page (none when one of them has no text: then all are linked). */
export function inlinedStyles(paints: readonly AudiencePaint[]): readonly string[] {
  const { styles, inline } = paintStyles(paints);
  return inline ? styles : [];
}

/**
 * index.html with its first paints (one for a signed-out visitor and one for a stored session at a screen behind
 * login): their styles and guard in `<head>`, their markup at the start of `#root`.
 */
export function withFirstPaint(html: string, paints: readonly AudiencePaint[], data: FirstScreenData): string {
  const { styles, sheets, inline } = paintStyles(paints);
  // Inline, each file is also named by a link the browser does not fetch (a type it does not apply): the app's chunk
  // loader takes a stylesheet link for one in the page and adds none, which would parse the file again and restyle
  // the whole page in the middle of the app's start (a long task Lighthouse counts as blocking).
  const links = inline
    ? `<style>${sheets.join('\n')}</style>` +
      styles.map((href) => `<link rel="stylesheet" type="${APPLIED_STYLESHEET_TYPE}" href="${href}">`).join('')
    : styles.map((href) => `<link rel="stylesheet" crossorigin href="${href}">`).join('');
  const care = paints.some((p) => p.care);
  const guard = `<script>${firstPaintGuard(data.dealerId, care, paints)}</script>`;
  const markup = paints.map((p) => `<div ${FIRST_PAINT_ATTRIBUTE}="${p.audience}">${p.html}</div>`).join('');
  return insertAt(insertAt(html, '</head>', `${links}${guard}`, 'before'), '<div id="root">', markup, 'after');
}
