import { useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';

/** The 404 page, also shown for any unknown path; `/` leads to this build's start page (home, or embedded start). */
export default function NotFoundPage() {
  const navigate = useNavigate();
  return (
    <PageState
      title="页面不存在"
      description="您访问的页面不存在或暂未开放"
      action={{ text: '返回首页', onClick: () => navigate('/', { replace: true }) }}
    />
  );
}
