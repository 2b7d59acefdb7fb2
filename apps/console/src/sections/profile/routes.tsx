import { LockOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const profileSection: ConsoleRoute[] = [
  {
    path: 'password',
    label: '修改密码',
    icon: <LockOutlined />,
    roles: [],
    inMenu: true,
    page: lazy(() => import('./pages/password-page')),
  },
];
