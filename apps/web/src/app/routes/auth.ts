import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** Logging in and registering (features/auth). */
export const authRoutes: AppRoute[] = [
  {
    path: Paths.LOGIN_INDEX,
    page: () => import('../../features/auth/pages/login-index-page'),
    meta: { title: '登录' },
  },
  { path: Paths.REGISTER, page: () => import('../../features/auth/pages/register-page'), meta: { title: '注册' } },
  {
    path: Paths.LOGIN_LOADING,
    page: () => import('../../features/auth/pages/login-loading-page'),
    meta: { title: '登录中' },
  },
  { path: Paths.SSO_LOGIN, page: () => import('../../features/auth/pages/sso-login-page'), meta: { title: '登录中' } },
  {
    path: Paths.BIND_PHONE,
    page: () => import('../../features/auth/pages/bind-phone-page'),
    meta: { title: '绑定手机号', needLogin: true },
  },
];
