import { randomBytes } from 'node:crypto';
import {
  API_BASE,
  IDEMPOTENCY_KEY_HEADER,
  WalletPaths,
  type AutoPayOverview,
  type PayOrder,
  type StartedWithholding,
  type RechargeStatus,
  type Withdrawal,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { menuConfigs } from '../src/db/schema';
import type { PaymentProvider } from '../src/integrations/payments';
import { checkLedger } from '../src/modules/ledger';
import { checkPayments } from '../src/modules/payments';
import { checkWallet } from '../src/modules/wallet';
import type { TestApp } from './build-test-app';
import type { SignedInDriver } from './drivers';
import { appHeaders, BROWSER_UA, confirmInSandbox, WECHAT_UA } from './payments';

export const anIdempotencyKey = () => randomBytes(16).toString('hex');

export interface Answer<T> {
  status: number;
  body: { code: string; message: string; data?: T };
}

/**
 * A wallet call as the driver's app makes it: authModel 1 payload, token, client type and user agent; money-moving
 * calls carry an idempotency key (a fresh one unless given; null sends none).
 */
export async function walletCall<T>(
  t: TestApp,
  driver: SignedInDriver,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  path: string,
  options: { body?: unknown; query?: Record<string, string>; key?: string | null; ua?: string } = {},
): Promise<Answer<T>> {
  const key = options.key === undefined ? (method === 'POST' ? anIdempotencyKey() : null) : options.key;
  const res = await t.app.inject({
    method,
    url: `${API_BASE}${path}`,
    ...(options.query ? { query: options.query } : {}),
    headers: {
      ...appHeaders(t, { driver, ua: options.ua ?? WECHAT_UA }),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
  return { status: res.statusCode, body: res.json() };
}

/** Turns the dealer's wallet flags on (both by default). */
export async function enableWallet(
  t: TestApp,
  dealerId = '330100',
  flags: { walletPlan?: boolean; supportBalance?: boolean } = {},
) {
  await t.db
    .update(menuConfigs)
    .set({ walletPlan: flags.walletPlan ?? true, supportBalance: flags.supportBalance ?? true })
    .where(eq(menuConfigs.dealerId, dealerId));
}

export const startRecharge = (
  t: TestApp,
  driver: SignedInDriver,
  amountFen: number,
  options: { payChannel?: 2 | 3; key?: string; ua?: string } = {},
) =>
  walletCall<PayOrder>(t, driver, 'POST', WalletPaths.RECHARGES, {
    body: { amountFen, payChannel: options.payChannel ?? 3 },
    ...(options.key ? { key: options.key } : {}),
    ...(options.ua ? { ua: options.ua } : {}),
  });

/** Recharges through the sandbox's hosted sheet and its signed notification; returns the paid order number. */
export async function rechargeInSandbox(
  t: TestApp,
  driver: SignedInDriver,
  amountFen: number,
  payChannel: 2 | 3 = 3,
): Promise<string> {
  // Alipay from a plain browser (inside WeChat only WeChat Pay opens).
  const started = await startRecharge(t, driver, amountFen, {
    payChannel,
    ...(payChannel === 2 ? { ua: BROWSER_UA } : {}),
  });
  if (started.status !== 200) throw new Error(`recharge refused: ${JSON.stringify(started.body)}`);
  const order = started.body.data!;
  await confirmInSandbox(t, (order.launch as { url: string }).url);
  return order.orderNo;
}

export const rechargeStatus = (t: TestApp, driver: SignedInDriver, orderNo: string) =>
  walletCall<RechargeStatus>(t, driver, 'GET', `${WalletPaths.RECHARGES}/${orderNo}`);

export const withdraw = (t: TestApp, driver: SignedInDriver, amountFen?: number, key?: string) =>
  walletCall<Withdrawal>(t, driver, 'POST', WalletPaths.WITHDRAWALS, {
    body: amountFen === undefined ? {} : { amountFen },
    ...(key ? { key } : {}),
  });

export async function balanceOf(t: TestApp, driver: SignedInDriver): Promise<number> {
  const info = await walletCall<{ balanceFen: number }>(t, driver, 'GET', WalletPaths.BALANCE_INFO);
  if (info.status !== 200) throw new Error(`balanceInfo failed: ${JSON.stringify(info.body)}`);
  return info.body.data!.balanceFen;
}

/** Work the wallet and payments started after requests (refunds, withholdings, notifications) has finished. */
export async function settle(t: TestApp): Promise<void> {
  await t.app.wallet.idle();
  await t.app.payments.providers.sandboxNotifier!.idle();
  await t.app.wallet.idle();
}

/** Every invariant of the ledger, the payments and the wallet: none broken. */
export async function violations(t: TestApp) {
  return [...(await checkLedger(t.db)), ...(await checkPayments(t.db)), ...(await checkWallet(t.db))];
}

/**
 * A WeChat Pay stand-in that is the sandbox in every way but its refunds, which it refuses while `refuse` is set (as a
 * provider does when the payer's account is closed) — the way to see a withdrawal part fail and be retried.
 */
export function refundRefusingWechat(t: () => TestApp) {
  const state = { refuse: false };
  const sandbox = () => t().app.payments.providers.sandbox!;
  const provider: PaymentProvider = {
    name: 'wechatpay',
    createPayment: (req) => sandbox().createPayment(req),
    parseNotification: async (req) => ({ ...(await sandbox().parseNotification(req)), provider: 'wechatpay' }),
    notificationAck: (ok) => sandbox().notificationAck(ok),
    queryPayment: (orderNo) => sandbox().queryPayment(orderNo),
    closePayment: (orderNo) => sandbox().closePayment(orderNo),
    refund: async (req) =>
      state.refuse
        ? { orderNo: req.orderNo, refundNo: req.refundNo, status: 'abnormal', amountFen: req.amountFen, raw: null }
        : sandbox().refund(req),
    queryRefund: async (orderNo, refundNo) => {
      const answer = await sandbox().queryRefund(orderNo, refundNo);
      return state.refuse && answer.status === 'not-found' ? { ...answer, status: 'closed' } : answer;
    },
  };
  return { provider, state };
}

/** Signs a withholding agreement on the sandbox's hosted page; resolves once its notification was delivered. */
export async function signAgreement(t: TestApp, driver: SignedInDriver, payChannel: 2 | 3 = 3) {
  const started = await walletCall<StartedWithholding>(t, driver, 'POST', WalletPaths.WITHHOLDINGS, {
    body: { payChannel },
    ...(payChannel === 2 ? { ua: BROWSER_UA } : {}),
  });
  if (started.status !== 200) throw new Error(`withholding refused: ${JSON.stringify(started.body)}`);
  const url = new URL(started.body.data!.signUrl, 'http://local');
  const page = await t.app.inject({ method: 'GET', url: `${url.pathname}${url.search}` });
  const confirm = await t.app.inject({
    method: 'POST',
    url: `${url.pathname}/confirm${url.search}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
  await t.app.payments.providers.sandboxNotifier!.idle();
  return { agreementId: started.body.data!.agreement.agreementId, signUrl: started.body.data!.signUrl, page, confirm };
}

export const setAutoPay = (t: TestApp, driver: SignedInDriver, plateId: string, enabled: boolean) =>
  walletCall<AutoPayOverview>(t, driver, 'PUT', `${WalletPaths.AUTO_PAY}/${plateId}`, { body: { enabled } });
