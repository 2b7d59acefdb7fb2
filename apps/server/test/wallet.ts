import { randomBytes } from 'node:crypto';
import { IDEMPOTENCY_KEY_HEADER, WalletOps, type AnyRoute, type ResponseOf } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { menuConfigs } from '../src/db/schema';
import type { PaymentProvider } from '../src/integrations/payments';
import { checkLedger } from '../src/modules/ledger';
import { checkPayments } from '../src/modules/payments';
import { checkWallet } from '../src/modules/wallet';
import type { TestApp } from './build-test-app';
import { call, type Answer, type CallInput } from './call';
import type { SignedInDriver } from './drivers';
import { appHeaders, BROWSER_UA, confirmInSandbox, WECHAT_UA } from './payments';

export const anIdempotencyKey = () => randomBytes(16).toString('hex');

/**
 * A wallet call as the driver's app makes it: authModel 1 payload, token, client type and user agent; money-moving
 * calls carry an idempotency key (a fresh one unless given; null sends none).
 */
export function walletCall<R extends AnyRoute>(
  t: TestApp,
  driver: SignedInDriver,
  route: R,
  options: Omit<CallInput<R>, 'headers'> & { key?: string | null; ua?: string } = {},
): Promise<Answer<ResponseOf<R>>> {
  const { key: given, ua, ...input } = options;
  const key = given === undefined ? (route.method === 'POST' ? anIdempotencyKey() : null) : given;
  return call(t, route, {
    ...input,
    headers: {
      ...appHeaders(t, { driver, ua: ua ?? WECHAT_UA }),
      ...(key ? { [IDEMPOTENCY_KEY_HEADER]: key } : {}),
    },
  });
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
  walletCall(t, driver, WalletOps.recharge, {
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
  walletCall(t, driver, WalletOps.rechargeStatus, { params: { orderNo } });

export const withdraw = (t: TestApp, driver: SignedInDriver, amountFen?: number, key?: string) =>
  walletCall(t, driver, WalletOps.withdraw, {
    body: amountFen === undefined ? {} : { amountFen },
    ...(key ? { key } : {}),
  });

export async function balanceOf(t: TestApp, driver: SignedInDriver): Promise<number> {
  const info = await walletCall(t, driver, WalletOps.balanceInfo);
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
  const started = await walletCall(t, driver, WalletOps.startWithholding, {
    body: { payChannel },
    ...(payChannel === 2 ? { ua: BROWSER_UA } : {}),
  });
  if (started.status !== 200) throw new Error(`withholding refused: ${JSON.stringify(started.body)}`);
  // The sandbox's signing page works like its checkout sheet: open it, tap its confirm button.
  const { page, confirm } = await confirmInSandbox(t, started.body.data!.signUrl);
  return { agreementId: started.body.data!.agreement.agreementId, signUrl: started.body.data!.signUrl, page, confirm };
}

export const setAutoPay = (t: TestApp, driver: SignedInDriver, plateId: string, enabled: boolean) =>
  walletCall(t, driver, WalletOps.setAutoPay, { params: { plateId }, body: { enabled } });
