import { DriverRoutes } from '@parking/contracts';
import { api } from '../client';

/** Sends the signed-in driver to WeChat's consent page to bind it; WeChat comes back to /loginloading?bind=1. */
export async function startWechatBinding(): Promise<void> {
  const { url } = await api.call(DriverRoutes.oAuthBindUrl);
  window.location.assign(url);
}

/** Finishes a binding with the code and state WeChat sent back. */
export const bindWechat = (code: string, state: string) => api.call(DriverRoutes.oAuthBind, { body: { code, state } });
