import { ErrorCode, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { call, urlOf } from '../../../test/call';
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
  const movements = await walletCall(t, owner, WalletOps.movements);
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
  const part = () => ({ withdrawalId: other.withdrawalId, partId: other.partId });
  it.each<[string, () => Parameters<typeof walletCall>[2], () => Record<string, string>, unknown]>([
    ['a movement', () => WalletOps.movement, () => ({ movementId: other.movementId }), undefined],
    ['a recharge', () => WalletOps.rechargeStatus, () => ({ orderNo: other.rechargeNo }), undefined],
    ['a withdrawal', () => WalletOps.withdrawal, () => ({ withdrawalId: other.withdrawalId }), undefined],
    ['retrying a withdrawal part', () => WalletOps.retryWithdrawalPart, part, undefined],
    ['returning a withdrawal part', () => WalletOps.returnWithdrawalPart, part, undefined],
    ['an agreement', () => WalletOps.withholding, () => ({ agreementId: other.agreementId }), undefined],
    [
      'cancelling an agreement',
      () => WalletOps.cancelWithholding,
      () => ({ agreementId: other.agreementId }),
      undefined,
    ],
    ['opting in a plate', () => WalletOps.setAutoPay, () => ({ plateId: other.plateId }), { enabled: true }],
  ])('%s: not found, and nothing changes', async (_, operation, params, body) => {
    const res = await walletCall(t, intruder, operation(), { params: params(), body });
    expect(res.status).toBe(404);
    expect(res.body.code).toBe(ErrorCode.NOT_FOUND);
    expect(res.body.data).toBeUndefined();
    const [agreement] = await t.db
      .select()
      .from(withholdingAgreements)
      .where(eq(withholdingAgreements.id, other.agreementId));
    expect(agreement!.state).toBe('active');
    const withdrawal = await walletCall(t, owner, WalletOps.withdrawal, {
      params: { withdrawalId: other.withdrawalId },
    });
    expect(withdrawal.body.data!.parts[0]).toMatchObject({ state: 'failed', retries: 0 });
  });

  it('lists and balances are the caller’s own, whatever the query says', async () => {
    expect(await balanceOf(t, intruder)).toBe(0);
    const info = await walletCall(t, intruder, WalletOps.balanceInfo, {
      query: { walletId: '330100' },
    });
    expect(info.body.data).toMatchObject({ balanceFen: 0, withdrawableFen: 0, withdrawingFen: 0 });
    const list = await walletCall(t, intruder, WalletOps.movements, {
      query: { walletId: '330100' },
    });
    expect(list.body.data).toEqual({ results: [], totalRecord: 0 });
    const agreements = await walletCall(t, intruder, WalletOps.withholdings);
    expect(agreements.body.data!.totalRecord).toBe(0);
    const withdrawals = await walletCall(t, intruder, WalletOps.withdrawals);
    expect(withdrawals.body.data!.totalRecord).toBe(0);
    const autoPay = await walletCall(t, intruder, WalletOps.autoPay);
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
    const info = await walletCall(t, suzhou, WalletOps.balanceInfo, { query: { walletId: '330100' } });
    expect(info.status).toBe(404);
    const movement = await walletCall(t, suzhou, WalletOps.movement, { params: { movementId: other.movementId } });
    expect(movement.status).toBe(404);
    // The owner's token presented for another dealer is refused outright.
    const res = await t.app.inject({
      method: 'GET',
      url: urlOf(WalletOps.balanceInfo),
      headers: appHeaders(t, { driver: owner, dealerId: '320500' }),
    });
    expect(res.statusCode).toBe(401);
  });

  it.each([
    WalletOps.defaultWallet,
    WalletOps.wallets,
    WalletOps.balanceInfo,
    WalletOps.movements,
    WalletOps.recharge,
    WalletOps.withdraw,
    WalletOps.withholdings,
    WalletOps.autoPay,
  ])('$method $path without a login asks for one', async (operation) => {
    const res = await call(t, operation, {
      headers: { ...appHeaders(t), 'idempotency-key': 'k'.repeat(20) },
      // A valid body: validation answers before authentication does.
      body:
        operation.method !== 'POST'
          ? undefined
          : operation === WalletOps.recharge
            ? { amountFen: 5_000, payChannel: 3 }
            : {},
    });
    expect(res.body).toMatchObject({ code: ErrorCode.NOT_LOGGED_IN });
  });
});
