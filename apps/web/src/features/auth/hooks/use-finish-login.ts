import type { LoginResult } from '@parking/contracts';
import { useLocation, useNavigate } from 'react-router';
import { useSession } from '../../../api/auth/session';
import { href } from '../../../lib/paths';
import { loginTarget } from '../lib/login-target';
import { installedEffects } from '../../../api/ui-effects';
import * as screen from '../../../lib/screen-paths.gen';

/**
 * After any login: keep the tokens, then go where the login was asked from; an account without a phone goes to
 * /bindPhone first (it could not do anything else yet), carrying the target along.
 */
export function useFinishLogin(): (result: LoginResult, options?: { target?: string | null; quiet?: boolean }) => void {
  const session = useSession();
  const navigate = useNavigate();
  const { search } = useLocation();
  return (result, options = {}) => {
    session.start(result);
    if (!options.quiet) installedEffects.toast('登录成功', { success: true });
    const target = options.target ?? loginTarget(search, window.location.origin);
    if (!result.phoneBound) {
      navigate(href(screen.bindPhone, { redirect: target }), { replace: true });
      return;
    }
    navigate(target, { replace: true });
  };
}
