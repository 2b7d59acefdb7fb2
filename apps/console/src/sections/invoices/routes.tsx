import { FileTextOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const invoicesSection: ConsoleRoute[] = [
  {
    path: 'invoices',
    label: '发票',
    icon: <FileTextOutlined />,
    roles: [OperatorRole.FINANCE],
    inMenu: true,
    page: lazy(() => import('./pages/invoices-page')),
  },
];
