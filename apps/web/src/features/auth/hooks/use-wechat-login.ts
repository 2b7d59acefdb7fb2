import { useLocation } from 'react-router';
import { wechatAuthorizeUrl } from '../api/login';
import { loginTarget } from '../lib/login-target';

export { insideWechat } from '../../../lib/client-type';

/** Sends the browser to WeChat's consent page; it comes back to /loginloading, which finishes the login. */
export function useWechatLogin(): () => Promise<void> {
  const { search } = useLocation();
  return async () => {
    const { url } = await wechatAuthorizeUrl(loginTarget(search, window.location.origin));
    window.location.assign(url);
  };
}
