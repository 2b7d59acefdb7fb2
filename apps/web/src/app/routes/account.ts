import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** The driver's own account (features/account). /changePassWord also serves "forgot password" when logged out. */
export const accountRoutes: AppRoute[] = [
  {
    path: Paths.USER_INFO,
    page: () => import('../../features/account/pages/user-info-page'),
    meta: { title: '个人信息', needLogin: true },
  },
  {
    path: Paths.CHANGE_NICKNAME,
    page: () => import('../../features/account/pages/change-nickname-page'),
    meta: { title: '修改昵称', needLogin: true },
  },
  {
    path: Paths.CHANGE_USER_NAME,
    page: () => import('../../features/account/pages/change-user-name-page'),
    meta: { title: '修改姓名', needLogin: true },
  },
  {
    path: Paths.SET_PASSWORD,
    page: () => import('../../features/account/pages/set-password-page'),
    meta: { title: '设置密码' },
  },
  {
    path: Paths.CHANGE_PASSWORD,
    page: () => import('../../features/account/pages/change-password-page'),
    meta: { title: '修改密码', needLogin: true },
  },
  {
    path: Paths.CHANGE_PHONE,
    page: () => import('../../features/account/pages/change-phone-page'),
    meta: { title: '更换手机号', needLogin: true },
  },
  {
    path: Paths.CANCELLATION,
    page: () => import('../../features/account/pages/cancellation-page'),
    meta: { title: '注销账号', needLogin: true },
  },
  {
    path: Paths.CONFIRM_CANCELLATION,
    page: () => import('../../features/account/pages/confirm-cancellation-page'),
    meta: { title: '确认注销', needLogin: true },
  },
];
