import type { Screen } from '../../lib/screen';

/** The driver's own account (features/account). /changePassWord also serves "forgot password" when logged out. */
export const accountScreens: Screen[] = [
  {
    path: '/userInfo',
    group: 'account',
    frame: true,
    page: () => import('./pages/user-info-page'),
    meta: { title: '个人信息', needLogin: true },
  },
  {
    path: '/changeNickname',
    group: 'account',
    page: () => import('./pages/change-nickname-page'),
    meta: { title: '修改昵称', needLogin: true },
  },
  {
    path: '/changeUserName',
    group: 'account',
    page: () => import('./pages/change-user-name-page'),
    meta: { title: '修改姓名', needLogin: true },
  },
  {
    path: '/changePassWord',
    group: 'account',
    page: () => import('./pages/set-password-page'),
    meta: { title: '设置密码' },
  },
  {
    path: '/passWordChange',
    group: 'account',
    page: () => import('./pages/change-password-page'),
    meta: { title: '修改密码', needLogin: true },
  },
  {
    path: '/changeTel',
    group: 'account',
    page: () => import('./pages/change-phone-page'),
    meta: { title: '更换手机号', needLogin: true },
  },
  {
    path: '/cancellation',
    group: 'account',
    page: () => import('./pages/cancellation-page'),
    meta: { title: '注销账号', needLogin: true },
  },
  {
    path: '/onsurecancel',
    group: 'account',
    page: () => import('./pages/confirm-cancellation-page'),
    meta: { title: '确认注销', needLogin: true },
  },
];
