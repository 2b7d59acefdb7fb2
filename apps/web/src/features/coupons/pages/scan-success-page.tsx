import { useLocation, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import type { ClaimedCoupon } from '../lib/scan';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * /scanQRCodeSuccess: the coupon is in the driver's wallet; it is chosen automatically when paying. Named, with the
 * store that gave it, when the claim brought the driver here.
 */
export default function ScanSuccessPage() {
  const navigate = useNavigate();
  const claimed = (useLocation().state as { claimed?: ClaimedCoupon } | null)?.claimed;
  const what = claimed ? `${claimed.merchantName ? `${claimed.merchantName}赠送的` : ''}“${claimed.words}”` : '停车券';
  return (
    <PageState
      title="领取成功"
      description={`${what}已放入您的优惠券，缴费时将自动为您选择最优惠的一张`}
      action={{ text: '查看我的优惠券', onClick: () => void navigate(screen.discountUnused, { replace: true }) }}
      secondaryAction={{ text: '返回首页', onClick: () => void navigate(screen.home, { replace: true }) }}
    />
  );
}
