/**
 * The server's first paint of a landing page (docs/decisions/016): the page as an anonymous first visit renders it
 * with the first-screen data, as HTML the server writes into index.html, so a slow network shows the banner, the menu
 * or the plate entry before any script has arrived. The app renders the same page over it once its code is in
 * (main.tsx waits for the route to be ready, so nothing blinks). Built for Node with `vite build --ssr`.
 */
import type { FirstScreenData } from '@parking/contracts';
import { QueryClient } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { seedQueries } from '../app/first-screen';
import { Providers } from '../app/providers';
import { RootLayout } from '../app/root-layout';
import type { RouteHandle } from '../app/route-meta';
import { appRoutes } from '../app/routes';
import { ServerCareMode } from '../lib/care-mode';
import { Paths } from '../lib/paths';
import { ScreensProvider } from '../lib/screens';
import { FRAME_PAINT_PATHS } from './frame-paths';

/**
 * The pages drivers land on (`/` is home): home, the plate entry screen, and the first screens a QR code, a host or a
 * shared link opens (我的, the map, login, the news list), painted as a signed-out first visit sees them; what they
 * load later (the map's places, the news) shows its loading state until the app has taken over.
 */
export const FIRST_PAINT_PATHS: readonly string[] = [
  Paths.HOME,
  Paths.PLATE_SEARCH,
  Paths.MINE,
  Paths.MAP,
  Paths.LOGIN,
  Paths.NEWS_LIST,
];

export { FRAME_PAINT_PATHS } from './frame-paths';

/**
 * The landing page or frame at `path` as HTML, or undefined for any other path; `care`: drawn in 关怀模式 (its cookie);
 * `search`: the URL's query a frame is drawn at (a landing page is drawn as a first visit opens it).
 */
export async function renderFirstPaint(
  path: string,
  data: FirstScreenData,
  care = false,
  search = '',
): Promise<string | undefined> {
  const page = path === '/' ? Paths.HOME : path;
  const route = appRoutes.find((r) => r.path === page);
  if (!(FIRST_PAINT_PATHS.includes(page) || FRAME_PAINT_PATHS.includes(page)) || !route) return undefined;
  const { default: Page } = await route.page();
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  seedQueries(client, data, true);
  const handle: RouteHandle = { meta: route.meta };
  const router = createMemoryRouter(
    [
      {
        id: 'root',
        path: '/',
        // The same screens as the app's router offers, so the painted menu leaves out what the app leaves out.
        element: (
          <ScreensProvider paths={appRoutes.map((r) => r.path)}>
            <RootLayout />
          </ScreensProvider>
        ),
        children: [{ id: page, path: page, handle, element: <Page /> }],
      },
    ],
    { initialEntries: [FRAME_PAINT_PATHS.includes(page) ? `${page}${search}` : page] },
  );
  return inertControls(
    renderToString(
      <ServerCareMode value={care}>
        <Providers client={client}>
          <RouterProvider router={router} />
        </Providers>
      </ServerCareMode>,
    ),
  );
}

/**
 * The painted page is a picture until the app takes over (index.html's styles let no tap through to it): its fields
 * take no typing, which the app's page would then drop, and its forms do not submit natively (a login form would
 * put the password in the URL). Neither changes how it looks.
 */
export function inertControls(html: string): string {
  return html
    .replace(/<(input|textarea)(?=[\s/>])/g, '<$1 readonly=""')
    .replace(/<form(?=[\s>])/g, '<form onsubmit="return false"');
}
