/** Client type sent with every request (spec sections 3 and 6). */
export const ClientType = { APP: 1, WX: 2, ALI: 3, XYB: 16 } as const;
export type ClientType = (typeof ClientType)[keyof typeof ClientType];

/** The client type when nothing better is known (spec section 9). */
export const DEFAULT_CLIENT_TYPE = ClientType.WX;

/** The marker our native app adds to its web view's user agent, e.g. `ParkingApp/2.3.0`. */
export const NATIVE_APP_UA_MARKER = 'ParkingApp/';

const CLIENT_TYPE_VALUES: readonly number[] = Object.values(ClientType);

/** Whether a value (e.g. a parsed `x-client-type` header) is a known client type. */
export const isClientType = (value: unknown): value is ClientType =>
  typeof value === 'number' && CLIENT_TYPE_VALUES.includes(value);

/**
 * Guesses the client type from a browser's user agent.
 * Our own marker wins because only our web view sets it. XYB cannot be recognised from the user agent, so it is
 * never guessed. A plain browser gets the spec's default 2 (WX-type) rather than a type of its own, because the
 * spec defines no browser type and every WX-type flow (H5 pages, login) also works outside WeChat.
 */
export function clientTypeFromUserAgent(ua: string): ClientType {
  if (ua.includes(NATIVE_APP_UA_MARKER)) return ClientType.APP;
  if (/MicroMessenger/i.test(ua)) return ClientType.WX;
  if (/AlipayClient/i.test(ua)) return ClientType.ALI;
  return DEFAULT_CLIENT_TYPE;
}

/** How an order is paid (spec section 3). */
export const PayChannel = { ALI: 2, WX: 3, BALANCE: 6 } as const;
export type PayChannel = (typeof PayChannel)[keyof typeof PayChannel];
/** The channels of a provider's wallet (everything but the balance): recharges and withholding go through one. */
export type WalletChannel = (typeof PayChannel)['ALI' | 'WX'];

/** What each pay channel is called on screen. */
export const payChannelLabel: Record<PayChannel, string> = {
  [PayChannel.ALI]: '支付宝',
  [PayChannel.WX]: '微信',
  [PayChannel.BALANCE]: '余额',
};

const PAY_CHANNEL_VALUES: readonly number[] = Object.values(PayChannel);

/** Whether a value is a known pay channel. */
export const isPayChannel = (value: unknown): value is PayChannel =>
  typeof value === 'number' && PAY_CHANNEL_VALUES.includes(value);
