import { CarOutlined, FileExclamationOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

const { ADMIN, FINANCE, SERVICE, PARK_MANAGER, CASHIER } = OperatorRole;

/** The money desk's stays part (issue 40, decision 091): stays and orders with corrections, arrears. */
export const staysSection: ConsoleRoute[] = [
  {
    path: 'stays',
    label: '停车记录',
    icon: <CarOutlined />,
    roles: [ADMIN, FINANCE, SERVICE, PARK_MANAGER, CASHIER],
    inMenu: true,
    page: lazy(() => import('./pages/stays-page')),
  },
  {
    path: 'arrears',
    label: '欠费追缴',
    icon: <FileExclamationOutlined />,
    roles: [ADMIN, FINANCE, SERVICE, PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/arrears-page')),
  },
];
