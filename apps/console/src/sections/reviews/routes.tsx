import { FileSearchOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const reviewsSection: ConsoleRoute[] = [
  {
    path: 'reviews',
    label: '审核',
    icon: <FileSearchOutlined />,
    roles: [OperatorRole.REVIEWER, OperatorRole.SERVICE, OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/reviews-page')),
  },
];
