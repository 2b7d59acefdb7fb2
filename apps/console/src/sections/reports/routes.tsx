import { BarChartOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const reportsSection: ConsoleRoute[] = [
  {
    path: 'reports',
    label: '报表',
    icon: <BarChartOutlined />,
    roles: [OperatorRole.ADMIN, OperatorRole.FINANCE, OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/reports-page')),
  },
];
