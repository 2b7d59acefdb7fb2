import { CalculatorOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

export const feeRulesSection: ConsoleRoute[] = [
  {
    path: 'fee-rules',
    label: '收费规则',
    icon: <CalculatorOutlined />,
    roles: [OperatorRole.FINANCE, OperatorRole.PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('./pages/fee-rules-page')),
  },
];
