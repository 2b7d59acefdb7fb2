import { DashboardOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const boardSection: ConsoleRoute[] = [
  {
    path: 'board',
    label: '实时看板',
    icon: <DashboardOutlined />,
    roles: [OperatorRole.FINANCE, OperatorRole.PARK_MANAGER, OperatorRole.CASHIER],
    inMenu: true,
    page: lazy(() => import('./pages/board-page')),
  },
];
