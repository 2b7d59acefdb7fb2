import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installUiEffects } from './api/ui-effects';
import './app/global.css';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { seedFirstScreen } from './app/first-screen';
import { createAppRouter } from './app/router';
import { createUiEffects, loadDialogs } from './app/ui-effects';
import { whenIdle } from './lib/idle';
import { CACHE_ASSETS } from './lib/offline';
import { browserStore } from './lib/storage';

seedFirstScreen(queryClient, browserStore);
// The router starts in a task of its own, after the one that evaluated the app's code: its start runs the guard and
// the first route's loaders and evaluates the page's code; with the evaluation in one task they kept a tap waiting
// longer (Lighthouse's blocking time counts each task's time beyond 50 ms).
setTimeout(start, 0);

function start() {
  const router = createAppRouter(queryClient, browserStore);
  installUiEffects(createUiEffects(router));
  const container = document.getElementById('root') as HTMLElement;
  const root = createRoot(container);
  const render = () => {
    // The first paint and the boot state stay on screen until React commits the app's first render, which empties the
    // root in the same commit, so nothing blinks. The paint is not hydrated (docs/decisions/065): it is an inert
    // picture of a signed-out first visit, in a wrapper of its own, which the live page replaces.
    root.render(
      <StrictMode>
        <Providers client={queryClient}>
          <RouterProvider router={router} />
        </Providers>
      </StrictMode>,
    );
  };
  // A landing page may be on screen already, painted by the server (docs/decisions/016): the app renders over it once
  // the first route's guard and code are done, so the page is replaced by itself instead of blinking through the
  // loading state. Other pages show index.html's loading state until then, as the shell's own would.
  // The render is a task of its own too, after the router's start.
  const renderNext = () => setTimeout(render, 0);
  if (router.state.initialized) renderNext();
  else {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      renderNext();
    });
  }
}

// Fetch the toast/dialog code ahead of need: on the driver's first touch, or when the page has long been idle. Not
// during the first seconds, when it would compete with the first screen's own scripts.
const preloadDialogs = () => void loadDialogs().catch(() => undefined);
window.addEventListener('pointerdown', preloadDialogs, { once: true, passive: true });
whenIdle(preloadDialogs, 8_000);

// The service worker's registration waits for the page's load anyway: its code is fetched then, not with the entry.
const registerServiceWorker = () =>
  void import('./lib/service-worker').then((sw) => sw.registerServiceWorker(CACHE_ASSETS)).catch(() => undefined);
if (document.readyState === 'complete') registerServiceWorker();
else window.addEventListener('load', registerServiceWorker, { once: true });
