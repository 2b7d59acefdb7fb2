import { ApiOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const devicesSection: ConsoleRoute[] = [
  {
    path: 'devices',
    label: '设备',
    icon: <ApiOutlined />,
    roles: [OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/devices-page')),
  },
];
