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
import { browserStore } from './lib/storage';

seedFirstScreen(queryClient, browserStore);
const router = createAppRouter(queryClient, browserStore);
installUiEffects(createUiEffects(router));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// Fetch the toast/dialog code ahead of need: on the driver's first touch, or when the page has long been idle. Not
// during the first seconds, when it would compete with the first screen's own scripts.
const preloadDialogs = () => void loadDialogs().catch(() => undefined);
window.addEventListener('pointerdown', preloadDialogs, { once: true, passive: true });
whenIdle(preloadDialogs, 8_000);
