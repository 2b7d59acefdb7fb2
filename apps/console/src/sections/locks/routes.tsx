import { LockOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 预约与地锁: admins (the reservation operations are the dealer admin's). */
export const locksSection: ConsoleRoute[] = [
  {
    path: 'locks',
    label: '预约与地锁',
    icon: <LockOutlined />,
    roles: [],
    inMenu: true,
    page: lazy(() => import('./pages/locks-page')),
  },
];
