import { WalletOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const withdrawalsSection: ConsoleRoute[] = [
  {
    path: 'withdrawals',
    label: '提现审核',
    icon: <WalletOutlined />,
    roles: [OperatorRole.FINANCE],
    inMenu: true,
    page: lazy(() => import('./pages/withdrawals-page')),
  },
];
