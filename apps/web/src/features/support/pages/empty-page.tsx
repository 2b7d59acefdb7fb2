import { useNavigate, useSearchParams } from 'react-router';
import { PageState } from '../../../components/page-state';
import { checkText } from '@parking/contracts';

/**
 * /empyt (the spec's spelling): a generic empty state other screens and partners link to, e.g.
 * /empyt?title=暂无优惠券. Its title comes from the link only when it is plain text; the way back is home.
 */
export default function EmptyPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const asked = search.get('title')?.trim().slice(0, 20) ?? '';
  const title = asked && checkText(asked) === null ? asked : '暂无内容';
  return (
    <PageState
      title={title}
      description="这里还没有内容"
      action={{ text: '返回首页', onClick: () => void navigate('/', { replace: true }) }}
    />
  );
}
