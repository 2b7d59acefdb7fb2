import { useLocation } from 'react-router';
import { wechatAuthorizeUrl } from '../api/login';
import { loginTarget } from '../lib/login-target';

import { insideAlipay, insideWechat } from '../../../lib/client-type';

/** Inside WeChat or Alipay: the host whose one-tap login is offered (its label), else undefined. */
export const hostLogin = (): string | undefined =>
  insideWechat() ? '微信一键登录' : insideAlipay() ? '支付宝一键登录' : undefined;

/**
 * Sends the browser to the consent page of the host it runs in (WeChat, or Alipay inside Alipay); it comes back to
 * /loginloading, which finishes the login.
 */
export function useWechatLogin(): () => Promise<void> {
  const { search } = useLocation();
  return async () => {
    const provider = !insideWechat() && insideAlipay() ? 'alipay' : undefined;
    const { url } = await wechatAuthorizeUrl(loginTarget(search, window.location.origin), provider);
    window.location.assign(url);
  };
}
