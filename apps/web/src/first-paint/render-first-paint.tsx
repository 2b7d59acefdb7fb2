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

/**
 * Screens behind login that a QR code or a message opens (the arrears page): a signed-out visitor is sent to login,
 * so that is what is painted (a signed-in one gets no paint: the server's guard).
 */
export const LOGIN_PAINT_PATHS: readonly string[] = [Paths.ARREARS];

/** The landing page at `path` as HTML, or undefined for any other path; `care`: drawn in 关怀模式 (its cookie). */
export async function renderFirstPaint(path: string, data: FirstScreenData, care = false): Promise<string | undefined> {
  const asked = path === '/' ? Paths.HOME : path;
  const page = LOGIN_PAINT_PATHS.includes(asked) ? Paths.LOGIN : asked;
  const route = appRoutes.find((r) => r.path === page);
  if (!FIRST_PAINT_PATHS.includes(page) || !route) return undefined;
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
    { initialEntries: [page] },
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
