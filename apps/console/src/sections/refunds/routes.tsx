import { RollbackOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const refundsSection: ConsoleRoute[] = [
  {
    path: 'refunds',
    label: '退款',
    icon: <RollbackOutlined />,
    // Finance decides; service, park managers and cashiers (their parks' parking orders) ask (decision 092).
    roles: [OperatorRole.FINANCE, OperatorRole.SERVICE, OperatorRole.PARK_MANAGER, OperatorRole.CASHIER],
    inMenu: true,
    page: lazy(() => import('./pages/refunds-page')),
  },
];
