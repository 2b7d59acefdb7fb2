import type { PayLaunch } from '@parking/contracts';

/** WeChat's in-app bridge (WeixinJSBridge), as much of it as paying needs. */
export interface WeixinBridge {
  invoke(name: 'getBrandWCPayRequest', params: object, callback: (res: { err_msg?: string }) => void): void;
}

/** Alipay's in-app bridge (AlipayJSBridge), as much of it as paying needs. */
export interface AlipayBridge {
  call(name: 'tradePay', params: { tradeNO: string }, callback: (res: { resultCode?: string }) => void): void;
}

/** Where the wallets live: the real window in the app, fakes in tests. */
export interface WalletHost {
  weixin(): WeixinBridge | undefined;
  alipay(): AlipayBridge | undefined;
  /** Fires once when the named bridge becomes ready (WeixinJSBridgeReady / AlipayJSBridgeReady). */
  onReady(event: 'WeixinJSBridgeReady' | 'AlipayJSBridgeReady', run: () => void): void;
  /** Leaves the app for a page (a wallet's web cashier or the sandbox sheet). */
  go(url: string): void;
}

/**
 * How a launch ended from the app's side. Never proof of payment: the result page asks the server in every case.
 * - redirected: the browser is leaving for a cashier page, which returns to a result page by itself;
 * - returned: the wallet sheet closed after paying (or the order was paid from the balance);
 * - cancelled: the payer closed the sheet;
 * - failed: the wallet refused, or is not there.
 */
export type LaunchOutcome = 'redirected' | 'returned' | 'cancelled' | 'failed';

/** How long to wait for a bridge that is not ready yet (a page opened the moment the web view started). */
export const BRIDGE_READY_TIMEOUT_MS = 3_000;

function whenReady<B>(
  host: WalletHost,
  get: () => B | undefined,
  event: 'WeixinJSBridgeReady' | 'AlipayJSBridgeReady',
): Promise<B | undefined> {
  const now = get();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), BRIDGE_READY_TIMEOUT_MS);
    host.onReady(event, () => {
      clearTimeout(timer);
      resolve(get());
    });
  });
}

/** Opens the wallet for an order the server created: WeChat's sheet, Alipay's tradePay, or a cashier page. */
export async function launchPayment(launch: PayLaunch, host: WalletHost): Promise<LaunchOutcome> {
  switch (launch.kind) {
    case 'paid':
      return 'returned';
    case 'redirect':
      host.go(launch.url);
      return 'redirected';
    case 'wechat-jsapi': {
      const bridge = await whenReady(host, () => host.weixin(), 'WeixinJSBridgeReady');
      if (!bridge) return 'failed';
      return new Promise((resolve) =>
        bridge.invoke('getBrandWCPayRequest', launch.params, (res) => {
          const message = res.err_msg ?? '';
          resolve(message.endsWith(':ok') ? 'returned' : message.endsWith(':cancel') ? 'cancelled' : 'failed');
        }),
      );
    }
    case 'alipay-trade-pay': {
      const bridge = await whenReady(host, () => host.alipay(), 'AlipayJSBridgeReady');
      if (!bridge) return 'failed';
      return new Promise((resolve) =>
        bridge.call('tradePay', { tradeNO: launch.tradeNo }, (res) => {
          // 9000 paid, 8000 / 6004 being processed (the server will know), 6001 cancelled, anything else failed.
          const code = res.resultCode ?? '';
          resolve(['9000', '8000', '6004'].includes(code) ? 'returned' : code === '6001' ? 'cancelled' : 'failed');
        }),
      );
    }
  }
}

type BridgeWindow = Window & { WeixinJSBridge?: WeixinBridge; AlipayJSBridge?: AlipayBridge };

/** The real wallets of this web view. */
export const browserWallets: WalletHost = {
  weixin: () => (window as BridgeWindow).WeixinJSBridge,
  alipay: () => (window as BridgeWindow).AlipayJSBridge,
  onReady: (event, run) => document.addEventListener(event, run, { once: true }),
  go: (url) => window.location.assign(url),
};
