import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installUiEffects } from './api/ui-effects';
import './app/global.css';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createUiEffects, loadDialogs } from './app/ui-effects';
import { whenIdle } from './lib/idle';
import { browserStore } from './lib/storage';

const router = createAppRouter(queryClient, browserStore);
installUiEffects(createUiEffects(router));

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <Providers client={queryClient}>
      <RouterProvider router={router} />
    </Providers>
  </StrictMode>,
);

// After the first screen: fetch the toast/dialog code so an error message never waits for a download.
whenIdle(() => void loadDialogs().catch(() => undefined));
