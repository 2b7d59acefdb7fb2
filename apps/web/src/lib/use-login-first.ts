import { useLocation, useNavigate } from 'react-router';
import { loginPath } from './paths';
import { isLoggedIn } from './session';
import { browserStore } from './storage';

/** A tap that needs an account: a visitor is sent to log in first (and comes back to this screen), a driver `act`s. */
export function useLoginFirst(act: () => void): () => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return () => {
    if (!isLoggedIn(browserStore)) return void navigate(loginPath(`${pathname}${search}`));
    act();
  };
}
