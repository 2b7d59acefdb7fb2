import { appRoutes } from '../app/routes';

/**
 * Screens a driver opens cold as often as a landing page (the first-level entries of home and 我的, the screens a QR
 * code, a message or a shared link opens), painted as their frame (decision 060): the descriptors marked `frame`
 * (features/*\/screens.ts). The title, the static text and the loading state of their data, as the app's first render
 * of them draws it. Their largest text then paints with the HTML instead of after the app's code (Lighthouse: LCP
 * 2.5–3.5 s of render delay); the app renders the same frame over it and fills it in. Those behind login are painted
 * for a stored session only (the server's guard); a signed-out visitor gets the login page's paint, which the app then
 * shows. The web build reads it for the frames' styles (scripts/route-preloads.mjs).
 */
export const FRAME_PAINT_PATHS: readonly string[] = appRoutes.filter((route) => route.frame).map((route) => route.path);
