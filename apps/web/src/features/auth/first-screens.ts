import type { Screen } from '../../lib/screen';

/** The login page: painted by the server (decisions 016, 044), in the first bundle. */
export const loginScreen: Screen = {
  path: '/login',
  page: () => import('./pages/login-page'),
  meta: { title: '登录' },
};
