import { WarningOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const jobsSection: ConsoleRoute[] = [
  {
    path: 'jobs',
    label: '失败任务',
    icon: <WarningOutlined />,
    roles: [OperatorRole.ADMIN],
    inMenu: true,
    page: lazy(() => import('./pages/dead-jobs-page')),
  },
];
