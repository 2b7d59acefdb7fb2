import { ClientType, PayChannel, isClientType } from '@parking/contracts';
import type { PaymentScene } from '../../integrations/payments';

/** Where the pay page runs, which decides the wallets that can open there. */
export type PayEnvironment = 'wechat' | 'alipay' | 'browser';

/**
 * The environment of a request: WeChat's and Alipay's in-app browsers say so in the user agent; Alipay-type clients
 * (3) are Alipay too. Client type 2 is also the default of plain browsers (contracts, clientTypeFromUserAgent), so
 * only the user agent tells WeChat apart.
 */
export function payEnvironment(clientType: number | undefined, userAgent: string | undefined): PayEnvironment {
  const ua = userAgent ?? '';
  if (/MicroMessenger/i.test(ua)) return 'wechat';
  if (/AlipayClient/i.test(ua) || (isClientType(clientType) && clientType === ClientType.ALI)) return 'alipay';
  return 'browser';
}

/**
 * Channels a client may use (before asking which providers are configured): inside WeChat only WeChat Pay (WeChat
 * blocks Alipay pages), inside Alipay only Alipay, in a browser or our app both (WeChat through its H5 cashier).
 */
export function walletChannelsFor(env: PayEnvironment): (typeof PayChannel)['WX' | 'ALI'][] {
  if (env === 'wechat') return [PayChannel.WX];
  if (env === 'alipay') return [PayChannel.ALI];
  return [PayChannel.WX, PayChannel.ALI];
}

/** The provider scene for a wallet channel here: JSAPI with an openid inside WeChat, tradePay with a buyer id inside Alipay. */
export function sceneFor(
  channel: (typeof PayChannel)['WX' | 'ALI'],
  env: PayEnvironment,
  payer: { openid?: string | undefined; buyerId?: string | undefined },
): PaymentScene {
  if (channel === PayChannel.WX) return env === 'wechat' && payer.openid ? 'jsapi' : 'h5';
  return env === 'alipay' && payer.buyerId ? 'alipay-app' : 'alipay-wap';
}
