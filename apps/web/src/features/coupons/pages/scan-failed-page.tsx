import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import * as screen from '../../../lib/screen-paths.gen';

/** /scanQRCodeFailed?errMsg=…: why the coupon could not be claimed (expired, taken, already claimed…). */
export default function ScanFailedPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  return (
    <PageState
      title="领取失败"
      description={params.get('errMsg') ?? '领取失败，请稍后重试'}
      action={{ text: '返回首页', onClick: () => void navigate(screen.home, { replace: true }) }}
    />
  );
}
