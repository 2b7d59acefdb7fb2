import { useLocation, useNavigate } from 'react-router';
import { PageState } from '../../../components/page-state';

/**
 * The 404 page, also shown for any unknown path: back to where the driver came from (when this visit has a page
 * before it), or home; `/` leads to this build's start page (home, or embedded start).
 */
export default function NotFoundPage() {
  const navigate = useNavigate();
  // React Router gives the first entry of a visit the key "default": then there is no page of ours to go back to.
  const cameFromApp = useLocation().key !== 'default';
  const home = { text: '返回首页', onClick: () => void navigate('/', { replace: true }) };
  return (
    <PageState
      illustration="lost"
      title="页面不存在"
      description="您访问的页面不存在或暂未开放"
      action={cameFromApp ? { text: '返回上一页', onClick: () => void navigate(-1) } : home}
      secondaryAction={cameFromApp ? home : undefined}
    />
  );
}
