import { CustomerServiceOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const serviceSection: ConsoleRoute[] = [
  {
    path: 'service',
    label: '客服工单',
    icon: <CustomerServiceOutlined />,
    roles: [OperatorRole.SERVICE, OperatorRole.FINANCE],
    inMenu: true,
    page: lazy(() => import('./pages/service-page')),
  },
];
