import { Navigate, useLocation } from 'react-router';

/**
 * Spec routes whose screen would only repeat another (decision 049): each opens that screen in the right state,
 * keeping its query (merchantId). No twins: the content lives once, where it belongs.
 */
const OPENS: Record<string, string> = {
  // The store's stock, each batch with 赠送到车牌 and 出示二维码, and its 发放记录 below.
  '/giveCoupons': '/merchantManage',
  '/giveCouponsList': '/merchantManage',
  '/giveCouponsRecord': '/merchantManage',
  // A merchant's batch is invoiced in the staff account's invoice centre, as any purchase (decision 040).
  '/invoicePage': '/invoiceBillList',
  // The driver's expired and revoked coupons; a claimed coupon's result.
  '/invalidCoupons': '/discount/past',
  '/couponSuccess': '/scanQRCodeSuccess',
};

export const OPENED_PATHS = Object.keys(OPENS);

export default function OpensPage() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${OPENS[pathname] ?? '/'}${search}`} />;
}
