import { IdcardOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const driversSection: ConsoleRoute[] = [
  {
    path: 'drivers',
    label: '车主',
    icon: <IdcardOutlined />,
    roles: [OperatorRole.SERVICE, OperatorRole.FINANCE, OperatorRole.PARK_MANAGER, OperatorRole.CASHIER],
    inMenu: true,
    page: lazy(() => import('./pages/drivers-page')),
  },
];
