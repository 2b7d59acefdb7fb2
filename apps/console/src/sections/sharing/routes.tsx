import { FieldTimeOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 错时共享: admins, and park managers on their parks (decision 077); holidays and credit stay the admins'. */
export const sharingSection: ConsoleRoute[] = [
  {
    path: 'sharing',
    label: '错时共享',
    icon: <FieldTimeOutlined />,
    roles: [OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/sharing-page')),
  },
];
