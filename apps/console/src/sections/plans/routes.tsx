import { IdcardOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const plansSection: ConsoleRoute[] = [
  {
    path: 'plans',
    label: '月卡',
    icon: <IdcardOutlined />,
    roles: [OperatorRole.ADMIN, OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/plans-page')),
  },
];
