import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';
import * as screen from '../../../lib/screen-paths.gen';

/** /packageHandleSucc, /subscribeHandleSucc: the share is paid and in force for its windows. */
export default function HandleSuccessPage() {
  const navigate = useNavigate();
  return (
    <PageState
      title="办理成功"
      illustration="list"
      action={{ text: '查看我的错时共享', onClick: () => void navigate(screen.wrongTimeManage, { replace: true }) }}
      secondaryAction={{ text: '返回首页', onClick: () => void navigate(screen.home, { replace: true }) }}
    />
  );
}
