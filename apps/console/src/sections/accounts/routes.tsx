import { TeamOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const accountsSection: ConsoleRoute[] = [
  {
    path: 'accounts',
    label: '账号与角色',
    icon: <TeamOutlined />,
    roles: [OperatorRole.ADMIN],
    inMenu: true,
    page: lazy(() => import('./pages/accounts-page')),
  },
];
