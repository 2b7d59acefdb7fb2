import { AuditOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const auditSection: ConsoleRoute[] = [
  {
    path: 'audit',
    label: '审计日志',
    icon: <AuditOutlined />,
    roles: [OperatorRole.ADMIN],
    inMenu: true,
    page: lazy(() => import('./pages/audit-page')),
  },
];
