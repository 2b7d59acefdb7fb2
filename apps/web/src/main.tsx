import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { installUiEffects } from './api/ui-effects';
import './app/global.css';
import { Providers } from './app/providers';
import { queryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { createUiEffects } from './app/ui-effects';
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
