import type { Screen } from '../../lib/screen';
import type { LoginQuery } from './lib/login-target';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** Where to go once logged in (lib/paths.ts loginPath). */
    login: LoginQuery;
  }
}

/** The login page: painted by the server (decisions 016, 044), in the first bundle. */
export const loginScreen: Screen = {
  path: '/login',
  page: () => import('./pages/login-page'),
  meta: { title: '登录' },
};
