import { Navigate, useLocation } from 'react-router';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * Spec routes whose screen would only repeat another (decision 049): each opens that screen in the right state,
 * keeping its query (merchantId). No twins: the content lives once, where it belongs.
 */
const OPENS: Record<string, string> = {
  // The store's stock, each batch with 赠送到车牌 and 出示二维码, and its 发放记录 below.
  [screen.giveCoupons]: screen.merchantManage,
  [screen.giveCouponsList]: screen.merchantManage,
  [screen.giveCouponsRecord]: screen.merchantManage,
  // A merchant's batch is invoiced in the staff account's invoice centre, as any purchase (decision 040).
  [screen.invoicePage]: screen.invoiceBillList,
  // The driver's expired and revoked coupons; a claimed coupon's result.
  [screen.invalidCoupons]: screen.discountPast,
  [screen.couponSuccess]: screen.scanQRCodeSuccess,
};

export const OPENED_PATHS = Object.keys(OPENS);

export default function OpensPage() {
  const { pathname, search } = useLocation();
  return <Navigate replace to={`${OPENS[pathname] ?? '/'}${search}`} />;
}
