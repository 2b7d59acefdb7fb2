import { useLocation } from 'react-router';
import { wechatAuthorizeUrl } from '../api/login';
import { loginTarget } from '../lib/login-target';

/**
 * Whether this page runs inside WeChat, where WeChat login is offered. Not in the server's first paint (no navigator
 * there): its guard does not show the painted login page inside WeChat (apps/server/src/plugins/first-paint.ts).
 */
export const insideWechat = (ua: string = typeof navigator === 'undefined' ? '' : navigator.userAgent): boolean =>
  /MicroMessenger/i.test(ua);

/** Sends the browser to WeChat's consent page; it comes back to /loginloading, which finishes the login. */
export function useWechatLogin(): () => Promise<void> {
  const { search } = useLocation();
  return async () => {
    const { url } = await wechatAuthorizeUrl(loginTarget(search, window.location.origin));
    window.location.assign(url);
  };
}
