import { FieldTimeOutlined } from '@ant-design/icons';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 错时共享: admins (the sharing operations are the dealer admin's). */
export const sharingSection: ConsoleRoute[] = [
  {
    path: 'sharing',
    label: '错时共享',
    icon: <FieldTimeOutlined />,
    roles: [],
    inMenu: true,
    page: lazy(() => import('./pages/sharing-page')),
  },
];
