import { LockOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 预约与地锁: admins, and park managers on their parks' locks and bookings (decision 077; the server scopes them). */
export const locksSection: ConsoleRoute[] = [
  {
    path: 'locks',
    label: '预约与地锁',
    icon: <LockOutlined />,
    roles: [OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/locks-page')),
  },
];
