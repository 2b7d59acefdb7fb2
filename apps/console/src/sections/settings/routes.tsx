import { SettingOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const settingsSection: ConsoleRoute[] = [
  {
    path: 'settings',
    label: '运营商设置',
    icon: <SettingOutlined />,
    roles: [OperatorRole.CONTENT],
    inMenu: true,
    page: lazy(() => import('./pages/settings-page')),
  },
];
