import type { Screen } from '../../lib/screen';
import type { LoginQuery } from './lib/login-target';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    /** Where to go once logged in. */
    loginIndex: LoginQuery;
    registor: LoginQuery;
    bindPhone: LoginQuery;
  }
}

/** Logging in and registering (features/auth). */
export const authScreens: Screen[] = [
  {
    path: '/loginIndex',
    group: 'auth',
    page: () => import('./pages/login-index-page'),
    meta: { title: '登录' },
  },
  { path: '/registor', group: 'auth', page: () => import('./pages/register-page'), meta: { title: '注册' } },
  {
    path: '/loginloading',
    group: 'auth',
    page: () => import('./pages/login-loading-page'),
    meta: { title: '登录中' },
  },
  { path: '/ssoLogin', group: 'auth', page: () => import('./pages/sso-login-page'), meta: { title: '登录中' } },
  {
    path: '/bindPhone',
    group: 'auth',
    page: () => import('./pages/bind-phone-page'),
    meta: { title: '绑定手机号', needLogin: true },
  },
];
