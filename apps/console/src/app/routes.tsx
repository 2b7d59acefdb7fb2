import {
  ApiOutlined,
  AuditOutlined,
  BarChartOutlined,
  CalculatorOutlined,
  CarOutlined,
  CustomerServiceOutlined,
  DashboardOutlined,
  EnvironmentOutlined,
  FieldTimeOutlined,
  FileExclamationOutlined,
  FileSearchOutlined,
  FileTextOutlined,
  GiftOutlined,
  IdcardOutlined,
  LockOutlined,
  ReconciliationOutlined,
  RollbackOutlined,
  SettingOutlined,
  TeamOutlined,
  ThunderboltOutlined,
  WalletOutlined,
  WarningOutlined,
} from '@ant-design/icons';
import { OperatorRole } from '@parking/contracts';
import { lazy, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';

const { ADMIN, FINANCE, SERVICE, PARK_MANAGER, CASHIER, CONTENT, REVIEWER } = OperatorRole;

/** One screen of a section: its path under /console/, its menu label and who may open it (no roles: everyone). */
export interface ConsoleRoute {
  path: string;
  label: string;
  icon?: ReactNode;
  roles: readonly OperatorRole[];
  /** Shown in the menu; detail screens are not. */
  inMenu: boolean;
  page: LazyExoticComponent<ComponentType>;
}

/**
 * The route table: the menu and the router are both built from it (STYLE.md, ant-design-pro's pattern); each row is
 * a screen of a section (`src/sections/<section>/pages`).
 */
export const consoleRoutes: ConsoleRoute[] = [
  {
    path: 'board',
    label: '实时看板',
    icon: <DashboardOutlined />,
    roles: [FINANCE, PARK_MANAGER, CASHIER],
    inMenu: true,
    page: lazy(() => import('../sections/board/pages/board-page')),
  },
  {
    path: 'parks',
    label: '车场',
    icon: <EnvironmentOutlined />,
    roles: [],
    inMenu: true,
    page: lazy(() => import('../sections/parks/pages/parks-page')),
  },
  {
    path: 'parks/:parkId',
    label: '车场设置',
    roles: [],
    inMenu: false,
    page: lazy(() => import('../sections/parks/pages/park-page')),
  },
  {
    path: 'devices',
    label: '设备',
    icon: <ApiOutlined />,
    roles: [PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/devices/pages/devices-page')),
  },
  // 充电: service dealer-wide, park managers on their parks' stations, finance for orders and cards (admins all).
  {
    path: 'chargers',
    label: '充电',
    icon: <ThunderboltOutlined />,
    roles: [SERVICE, PARK_MANAGER, FINANCE],
    inMenu: true,
    page: lazy(() => import('../sections/chargers/pages/chargers-page')),
  },
  // 预约与地锁: admins, and park managers on their parks' locks and bookings (decision 077; the server scopes them).
  {
    path: 'locks',
    label: '预约与地锁',
    icon: <LockOutlined />,
    roles: [PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/locks/pages/locks-page')),
  },
  // 错时共享: admins, and park managers on their parks (decision 077); holidays and credit stay the admins'.
  {
    path: 'sharing',
    label: '错时共享',
    icon: <FieldTimeOutlined />,
    roles: [PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/sharing/pages/sharing-page')),
  },
  {
    path: 'fee-rules',
    label: '收费规则',
    icon: <CalculatorOutlined />,
    roles: [FINANCE, PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/fee-rules/pages/fee-rules-page')),
  },
  {
    path: 'accounts',
    label: '账号与角色',
    icon: <TeamOutlined />,
    roles: [ADMIN],
    inMenu: true,
    page: lazy(() => import('../sections/accounts/pages/accounts-page')),
  },
  {
    path: 'settings',
    label: '运营商设置',
    icon: <SettingOutlined />,
    roles: [CONTENT],
    inMenu: true,
    page: lazy(() => import('../sections/settings/pages/settings-page')),
  },
  // 优惠券与商户: admins set coupons and merchants up; finance reads the lists and the report (the server checks again).
  {
    path: 'coupons',
    label: '优惠券与商户',
    icon: <GiftOutlined />,
    roles: [ADMIN, FINANCE],
    inMenu: true,
    page: lazy(() => import('../sections/coupons/pages/coupons-page')),
  },
  // 内容: ads, news, notices, home entries (content role); rewards settings and gold options (admins).
  {
    path: 'content',
    label: '内容',
    icon: <FileTextOutlined />,
    roles: [CONTENT],
    inMenu: true,
    page: lazy(() => import('../sections/content/pages/content-page')),
  },
  {
    path: 'audit',
    label: '审计日志',
    icon: <AuditOutlined />,
    roles: [ADMIN],
    inMenu: true,
    page: lazy(() => import('../sections/audit/pages/audit-page')),
  },
  {
    path: 'jobs',
    label: '失败任务',
    icon: <WarningOutlined />,
    roles: [ADMIN],
    inMenu: true,
    page: lazy(() => import('../sections/jobs/pages/dead-jobs-page')),
  },
  {
    path: 'reports',
    label: '报表',
    icon: <BarChartOutlined />,
    roles: [ADMIN, FINANCE, PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/reports/pages/reports-page')),
  },
  {
    path: 'reconciliation',
    label: '对账',
    icon: <ReconciliationOutlined />,
    roles: [ADMIN, FINANCE],
    inMenu: true,
    page: lazy(() => import('../sections/reconciliation/pages/reconciliation-page')),
  },
  {
    path: 'plans',
    label: '月卡',
    icon: <IdcardOutlined />,
    roles: [ADMIN, PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/plans/pages/plans-page')),
  },
  {
    path: 'reviews',
    label: '审核',
    icon: <FileSearchOutlined />,
    roles: [REVIEWER, SERVICE, PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/reviews/pages/reviews-page')),
  },
  {
    path: 'service',
    label: '客服工单',
    icon: <CustomerServiceOutlined />,
    roles: [SERVICE, FINANCE],
    inMenu: true,
    page: lazy(() => import('../sections/service/pages/service-page')),
  },
  {
    path: 'drivers',
    label: '车主',
    icon: <IdcardOutlined />,
    roles: [SERVICE, FINANCE, PARK_MANAGER, CASHIER],
    inMenu: true,
    page: lazy(() => import('../sections/drivers/pages/drivers-page')),
  },
  {
    path: 'refunds',
    label: '退款',
    icon: <RollbackOutlined />,
    // Finance decides; service, park managers and cashiers (their parks' parking orders) ask (decision 092).
    roles: [FINANCE, SERVICE, PARK_MANAGER, CASHIER],
    inMenu: true,
    page: lazy(() => import('../sections/refunds/pages/refunds-page')),
  },
  {
    path: 'withdrawals',
    label: '提现审核',
    icon: <WalletOutlined />,
    roles: [FINANCE],
    inMenu: true,
    page: lazy(() => import('../sections/withdrawals/pages/withdrawals-page')),
  },
  {
    path: 'invoices',
    label: '发票',
    icon: <FileTextOutlined />,
    roles: [FINANCE],
    inMenu: true,
    page: lazy(() => import('../sections/invoices/pages/invoices-page')),
  },
  // The money desk's stays part (issue 40, decision 091): stays and orders with corrections, arrears.
  {
    path: 'stays',
    label: '停车记录',
    icon: <CarOutlined />,
    roles: [ADMIN, FINANCE, SERVICE, PARK_MANAGER, CASHIER],
    inMenu: true,
    page: lazy(() => import('../sections/stays/pages/stays-page')),
  },
  {
    path: 'arrears',
    label: '欠费追缴',
    icon: <FileExclamationOutlined />,
    roles: [ADMIN, FINANCE, SERVICE, PARK_MANAGER],
    inMenu: true,
    page: lazy(() => import('../sections/stays/pages/arrears-page')),
  },
  {
    path: 'password',
    label: '修改密码',
    icon: <LockOutlined />,
    roles: [],
    inMenu: true,
    page: lazy(() => import('../sections/profile/pages/password-page')),
  },
];
