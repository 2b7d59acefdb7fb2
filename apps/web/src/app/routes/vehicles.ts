import { Paths } from '../../lib/paths';
import type { AppRoute } from '../first-routes';

/** The driver's cars (features/vehicles): add, manage, deduction order and certification. */
export const vehiclesRoutes: AppRoute[] = [
  {
    path: Paths.ADD_CAR,
    page: () => import('../../features/vehicles/pages/add-car-page'),
    meta: { title: '添加车辆', needLogin: true },
  },
  {
    path: Paths.CAR_MANAGE,
    page: () => import('../../features/vehicles/pages/car-manage-page'),
    meta: { title: '我的车辆', needLogin: true },
  },
  {
    path: Paths.PLATE_DETAIL,
    page: () => import('../../features/vehicles/pages/plate-detail-page'),
    meta: { title: '车辆详情', needLogin: true },
  },
  {
    path: Paths.ORDER_DEDUCTION,
    page: () => import('../../features/vehicles/pages/order-deduction-page'),
    meta: { title: '扣费顺序', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL,
    page: () => import('../../features/vehicles/pages/plate-material-page'),
    meta: { title: '车辆认证', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL_DETAIL,
    page: () => import('../../features/vehicles/pages/plate-material-detail-page'),
    meta: { title: '认证详情', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL_EDIT,
    page: () => import('../../features/vehicles/pages/plate-material-edit-page'),
    meta: { title: '修改认证材料', needLogin: true },
  },
  {
    path: Paths.PLATE_MATERIAL_DISABLED,
    page: () => import('../../features/vehicles/pages/plate-material-disabled-page'),
    meta: { title: '车辆认证', needLogin: true },
  },
];
