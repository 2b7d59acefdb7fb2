import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';

/** /scanQRCodeSuccess: the coupon is in the driver's wallet; it is chosen automatically when paying. */
export default function ScanSuccessPage() {
  const navigate = useNavigate();
  return (
    <PageState
      title="领取成功"
      description="停车券已放入您的优惠券，缴费时将自动为您选择最优惠的一张"
      action={{ text: '查看我的优惠券', onClick: () => void navigate('/discount/unused', { replace: true }) }}
      secondaryAction={{ text: '返回首页', onClick: () => void navigate('/home', { replace: true }) }}
    />
  );
}
