import { EnvironmentOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const parksSection: ConsoleRoute[] = [
  {
    path: 'parks',
    label: '车场',
    icon: <EnvironmentOutlined />,
    roles: [],
    inMenu: true,
    page: lazy(() => import('./pages/parks-page')),
  },
  {
    path: 'parks/:parkId',
    label: '车场设置',
    roles: [],
    inMenu: false,
    page: lazy(() => import('./pages/park-page')),
  },
];
