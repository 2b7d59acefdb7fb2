import { FileTextOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 内容: ads, news, notices, home entries (content role); rewards settings and gold options (admins). */
export const contentSection: ConsoleRoute[] = [
  {
    path: 'content',
    label: '内容',
    icon: <FileTextOutlined />,
    roles: [OperatorRole.CONTENT],
    inMenu: true,
    page: lazy(() => import('./pages/content-page')),
  },
];
