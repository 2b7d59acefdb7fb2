import { ReconciliationOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const reconciliationSection: ConsoleRoute[] = [
  {
    path: 'reconciliation',
    label: '对账',
    icon: <ReconciliationOutlined />,
    roles: [OperatorRole.ADMIN, OperatorRole.FINANCE],
    inMenu: true,
    page: lazy(() => import('./pages/reconciliation-page')),
  },
];
