import { createRoot } from 'react-dom/client';
import { z } from 'zod';
import { App } from './app/app';

// The contracts' own messages are Chinese; zod's generic ones (a missing field) follow.
z.config(z.locales.zhCN());

createRoot(document.getElementById('root')!).render(<App />);
