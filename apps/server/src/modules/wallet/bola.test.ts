import {
  ErrorCode,
  WalletPaths,
  withdrawalPartPath,
  type AutoPayOverview,
  type BalanceInfo,
  type WalletMovements,
  type Withdrawal,
} from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aParkedCar, aPayablePark, aPlate, appHeaders, payBill } from '../../../test/payments';
import { bindPlate } from '../../../test/vehicles';
import {
  balanceOf,
  enableWallet,
  rechargeInSandbox,
  refundRefusingWechat,
  settle,
  signAgreement,
  walletCall,
  withdraw,
} from '../../../test/wallet';
import { withholdingAgreements } from '../../db/schema';

let t: TestApp;
const wechat = refundRefusingWechat(() => t);
let owner: SignedInDriver;
let intruder: SignedInDriver;
let other: {
  movementId: string;
  rechargeNo: string;
  withdrawalId: string;
  partId: string;
  agreementId: string;
  plateId: string;
};
let bill: { uniqueId: string; parkId: string };

beforeAll(async () => {
  t = await buildTestApp({ payments: { providers: { wechatpay: wechat.provider } } });
  await enableWallet(t);
  const park = await aPayablePark(t);
  const car = await aParkedCar(t, park);
  bill = { uniqueId: car.uniqueId, parkId: park.parkId };
  owner = await signInDriver(t);
  intruder = await signInDriver(t);
  const rechargeNo = await rechargeInSandbox(t, owner, 5_000, 3);
  wechat.state.refuse = true;
  const withdrawal = (await withdraw(t, owner, 1_000)).body.data!;
  await settle(t);
  wechat.state.refuse = false;
  const { agreementId } = await signAgreement(t, owner);
  const plate = await bindPlate(t, owner, aPlate());
  const movements = await walletCall<WalletMovements>(t, owner, 'GET', WalletPaths.DETAILS);
  other = {
    movementId: movements.body.data!.results[0]!.movementId,
    rechargeNo,
    withdrawalId: withdrawal.withdrawalId,
    partId: withdrawal.parts[0]!.partId,
    agreementId,
    plateId: plate.plateId,
  };
});
afterAll(() => t.close());

describe('another driver can never see or move this wallet', () => {
  it.each<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', () => string, unknown]>([
    ['a movement', 'GET', () => `${WalletPaths.DETAILS}/${other.movementId}`, undefined],
    ['a recharge', 'GET', () => `${WalletPaths.RECHARGES}/${other.rechargeNo}`, undefined],
    ['a withdrawal', 'GET', () => `${WalletPaths.WITHDRAWALS}/${other.withdrawalId}`, undefined],
    ['retrying a withdrawal part', 'POST', () => withdrawalPartPath(other.withdrawalId, other.partId, 'retry'), {}],
    ['returning a withdrawal part', 'POST', () => withdrawalPartPath(other.withdrawalId, other.partId, 'return'), {}],
    ['an agreement', 'GET', () => `${WalletPaths.WITHHOLDINGS}/${other.agreementId}`, undefined],
    ['cancelling an agreement', 'DELETE', () => `${WalletPaths.WITHHOLDINGS}/${other.agreementId}`, undefined],
    ['opting in a plate', 'PUT', () => `${WalletPaths.AUTO_PAY}/${other.plateId}`, { enabled: true }],
  ])('%s: not found, and nothing changes', async (_, method, path, body) => {
    const res = await walletCall(t, intruder, method, path(), body === undefined ? {} : { body });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(res.body.data).toBeUndefined();
    const [agreement] = await t.db
      .select()
      .from(withholdingAgreements)
      .where(eq(withholdingAgreements.id, other.agreementId));
    expect(agreement!.state).toBe('active');
    const withdrawal = await walletCall<Withdrawal>(
      t,
      owner,
      'GET',
      `${WalletPaths.WITHDRAWALS}/${other.withdrawalId}`,
    );
    expect(withdrawal.body.data!.parts[0]).toMatchObject({ state: 'failed', retries: 0 });
  });

  it('lists and balances are the caller’s own, whatever the query says', async () => {
    expect(await balanceOf(t, intruder)).toBe(0);
    const info = await walletCall<BalanceInfo>(t, intruder, 'GET', WalletPaths.BALANCE_INFO, {
      query: { walletId: '330100' },
    });
    expect(info.body.data).toMatchObject({ balanceFen: 0, withdrawableFen: 0, withdrawingFen: 0 });
    const list = await walletCall<WalletMovements>(t, intruder, 'GET', WalletPaths.DETAILS, {
      query: { walletId: '330100' },
    });
    expect(list.body.data).toEqual({ results: [], totalRecord: 0 });
    const agreements = await walletCall<{ totalRecord: number }>(t, intruder, 'GET', WalletPaths.WITHHOLDINGS);
    expect(agreements.body.data!.totalRecord).toBe(0);
    const withdrawals = await walletCall<{ totalRecord: number }>(t, intruder, 'GET', WalletPaths.WITHDRAWALS);
    expect(withdrawals.body.data!.totalRecord).toBe(0);
    const autoPay = await walletCall<AutoPayOverview>(t, intruder, 'GET', WalletPaths.AUTO_PAY);
    expect(autoPay.body.data).toMatchObject({ plates: [], activeAgreements: [], balanceFen: 0 });
  });

  it('a withdrawal takes only from the caller’s wallet', async () => {
    const res = await withdraw(t, intruder, 1_000);
    expect(res.body.code).toBe(ErrorCode.WITHDRAW_UNAVAILABLE);
    expect(await balanceOf(t, owner)).toBe(4_000);
  });

  it('paying a bill with the balance takes only from the payer’s wallet', async () => {
    const res = await payBill(t, bill, 6, { driver: intruder });
    expect(res.body.code).toBe(ErrorCode.INSUFFICIENT_BALANCE);
    expect(await balanceOf(t, owner)).toBe(4_000);
  });

  it('a wallet id of another dealer is not found; a driver of another dealer sees only their own', async () => {
    const suzhou = await signInDriver(t, { dealerId: '320500' });
    const info = await walletCall(t, suzhou, 'GET', WalletPaths.BALANCE_INFO, { query: { walletId: '330100' } });
    expect(info.status).toBe(404);
    const movement = await walletCall(t, suzhou, 'GET', `${WalletPaths.DETAILS}/${other.movementId}`);
    expect(movement.status).toBe(404);
    // The owner's token presented for another dealer is refused outright.
    const res = await t.app.inject({
      method: 'GET',
      url: `/api${WalletPaths.BALANCE_INFO}`,
      headers: appHeaders(t, { driver: owner, dealerId: '320500' }),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    ['GET', WalletPaths.DEFAULT_WALLET],
    ['GET', WalletPaths.WALLETS],
    ['GET', WalletPaths.BALANCE_INFO],
    ['GET', WalletPaths.DETAILS],
    ['POST', WalletPaths.RECHARGES],
    ['POST', WalletPaths.WITHDRAWALS],
    ['GET', WalletPaths.WITHHOLDINGS],
    ['GET', WalletPaths.AUTO_PAY],
  ] as const)('%s %s without a login asks for one', async (method, path) => {
    const res = await t.app.inject({
      method,
      url: `/api${path}`,
      headers: { ...appHeaders(t), 'idempotency-key': 'k'.repeat(20) },
      // A valid body: validation answers before authentication does.
      ...(method === 'POST'
        ? { payload: path === WalletPaths.RECHARGES ? { amountFen: 5_000, payChannel: 3 } : {} }
        : {}),
    });
    expect(res.json()).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
  });
});
