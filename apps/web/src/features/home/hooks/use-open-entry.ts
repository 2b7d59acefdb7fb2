import type { HomeFuncEntry } from '@parking/contracts';
import { useNavigate } from 'react-router';
import { isLoggedIn } from '../../../lib/session';
import { browserStore } from '../../../lib/storage';
import { getH5Url } from '../api/h5-url';
import { entryAction } from '../lib/entry-action';

/** Opens a home menu entry: an in-app route, the login page, or an external H5 page. */
export function useOpenEntry(): (entry: HomeFuncEntry) => void {
  const navigate = useNavigate();
  return (entry) => {
    const action = entryAction(entry, isLoggedIn(browserStore));
    if (action.kind === 'navigate') return void navigate(action.to);
    getH5Url(action.pageId, action.needLogin).then(
      (url) => window.location.assign(url),
      () => undefined, // The request layer has already told the user what went wrong.
    );
  };
}
