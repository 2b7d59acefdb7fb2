import { ThunderboltOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 充电: service dealer-wide, park managers on their parks' stations, finance for orders and cards (admins all). */
export const chargersSection: ConsoleRoute[] = [
  {
    path: 'chargers',
    label: '充电',
    icon: <ThunderboltOutlined />,
    roles: [OperatorRole.SERVICE, OperatorRole.PARK_MANAGER, OperatorRole.FINANCE],
    inMenu: true,
    page: lazy(() => import('./pages/chargers-page')),
  },
];
