import { useNavigate } from 'react-router';
import { linkTarget } from '../lib/link-target';

/** Opens an operator-configured link (an ad's advertUrl): in-app paths in the router, https pages in the browser. */
export function useOpenLink(): (link: string) => void {
  const navigate = useNavigate();
  return (link) => {
    const target = linkTarget(link);
    if (target.kind === 'route') void navigate(target.to);
    else if (target.kind === 'external') window.location.assign(target.url);
  };
}
