import { GiftOutlined } from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy } from 'react';
import type { ConsoleRoute } from '../../app/routes';

/** 优惠券与商户: admins set coupons and merchants up; finance reads the lists and the report (the server checks again). */
export const couponsSection: ConsoleRoute[] = [
  {
    path: 'coupons',
    label: '优惠券与商户',
    icon: <GiftOutlined />,
    roles: [OperatorRole.ADMIN, OperatorRole.FINANCE],
    inMenu: true,
    page: lazy(() => import('./pages/coupons-page')),
  },
];
