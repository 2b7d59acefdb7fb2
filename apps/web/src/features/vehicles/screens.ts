import type { PlateMaterialPurpose } from '@parking/contracts';
import type { Screen } from '../../lib/screen';

declare module '../../lib/screen-queries' {
  /** What these screens are opened with (href's query). */
  interface ScreenQueries {
    plateDetail: { plateId: string };
    orderDeduction: { plateId: string };
    /** Certify a plate (or choose one first, without a plate). */
    plateMaterial: { plateNo: string; plateColor: number | null | undefined; purpose: PlateMaterialPurpose };
    plateMaterialDetail: { materialId: string };
    plateMaterialEdit: { materialId: string };
    plateMaterialDisabled: { materialId: string };
  }
}

/** The driver's cars (features/vehicles): add, manage, deduction order and certification. */
export const vehiclesScreens: Screen[] = [
  {
    path: '/addCar',
    group: 'vehicles',
    page: () => import('./pages/add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
  {
    path: '/carManage',
    group: 'vehicles',
    frame: true,
    page: () => import('./pages/car-manage-page'),
    meta: { title: '我的车辆', needLogin: true },
  },
  {
    path: '/plateDetail',
    group: 'vehicles',
    page: () => import('./pages/plate-detail-page'),
    meta: { title: '车辆详情', needLogin: true },
  },
  {
    path: '/orderDeduction',
    group: 'vehicles',
    page: () => import('./pages/order-deduction-page'),
    meta: { title: '扣费顺序', needLogin: true },
  },
  {
    path: '/plateMaterial',
    group: 'vehicles',
    page: () => import('./pages/plate-material-page'),
    meta: { title: '车辆认证', needLogin: true },
  },
  {
    path: '/plateMaterialDetail',
    group: 'vehicles',
    page: () => import('./pages/plate-material-detail-page'),
    meta: { title: '认证详情', needLogin: true },
  },
  {
    path: '/plateMaterialEdit',
    group: 'vehicles',
    page: () => import('./pages/plate-material-edit-page'),
    meta: { title: '修改认证材料', needLogin: true },
  },
  {
    path: '/plateMaterialDisabled',
    group: 'vehicles',
    page: () => import('./pages/plate-material-disabled-page'),
    meta: { title: '车辆认证', needLogin: true },
  },
];
