import { WalletOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aParkedCar, aPayablePark, payBill } from '../../../test/payments';
import { enableWallet, rechargeInSandbox, settle, walletCall, withdraw } from '../../../test/wallet';

let t: TestApp;
let driver: SignedInDriver;
let rechargeNo: string;
let payOrderNo: string;
let withdrawalId: string;
let car: { uniqueId: string; plateNo: string };

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
  const park = await aPayablePark(t, { name: '西湖文化广场停车场' });
  car = await aParkedCar(t, park);
  driver = await signInDriver(t);
  rechargeNo = await rechargeInSandbox(t, driver, 5_000, 2);
  t.clock.advance(60_000);
  payOrderNo = (await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 6, { driver })).body.data!.orderNo;
  t.clock.advance(60_000);
  withdrawalId = (await withdraw(t, driver)).body.data!.withdrawalId;
  await settle(t);
});
afterAll(() => t.close());

const details = (query: Record<string, string> = {}) => walletCall(t, driver, WalletOps.movements, { query });
const detail = (id: string) => walletCall(t, driver, WalletOps.movement, { params: { movementId: id } });

describe('wallet details', () => {
  it('lists every movement newest first with its time, amount, balance after and order', async () => {
    const list = (await details()).body.data!;
    expect(list.totalRecord).toBe(3);
    expect(list.results).toEqual([
      expect.objectContaining({
        kind: 'withdrawal',
        title: '余额提现',
        amountFen: -4_200,
        balanceAfterFen: 0,
        withdrawalId,
      }),
      expect.objectContaining({
        kind: 'payment',
        title: '停车缴费',
        amountFen: -800,
        balanceAfterFen: 4_200,
        orderNo: payOrderNo,
      }),
      expect.objectContaining({
        kind: 'recharge',
        title: '余额充值',
        amountFen: 5_000,
        balanceAfterFen: 5_000,
        orderNo: rechargeNo,
      }),
    ]);
    const times = list.results.map((m) => Date.parse(m.occurredAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('pages', async () => {
    const first = (await details({ pageNo: '1', pageSize: '2' })).body.data!;
    const second = (await details({ pageNo: '2', pageSize: '2' })).body.data!;
    expect(first.results.map((m) => m.kind)).toEqual(['withdrawal', 'payment']);
    expect(second.results.map((m) => m.kind)).toEqual(['recharge']);
    expect(second.totalRecord).toBe(3);
  });

  it('opens a payment with the bill it paid', async () => {
    const payment = (await details()).body.data!.results[1]!;
    const opened = (await detail(payment.movementId)).body.data!;
    expect(opened.order).toMatchObject({
      orderNo: payOrderNo,
      kind: 'bills',
      payChannelText: '余额支付',
      state: 'paid',
      bills: [expect.objectContaining({ uniqueId: car.uniqueId, parkName: '西湖文化广场停车场', amountFen: 800 })],
    });
    expect(opened.withdrawal).toBeNull();
  });

  it('opens a recharge with its order and a withdrawal with its parts', async () => {
    const [w, , r] = (await details()).body.data!.results;
    expect((await detail(r!.movementId)).body.data!.order).toMatchObject({
      orderNo: rechargeNo,
      kind: 'recharge',
      description: '账户余额充值',
      payChannelText: '支付宝',
      bills: [],
    });
    expect((await detail(w!.movementId)).body.data!.withdrawal).toMatchObject({
      withdrawalId,
      state: 'done',
      parts: [expect.objectContaining({ orderNo: rechargeNo, amountFen: 4_200, state: 'done' })],
    });
  });

  it('refuses a movement id that is not a number, and one that is not on this wallet', async () => {
    expect((await detail('abc')).status).toBe(400);
    expect((await detail('999999999')).status).toBe(404);
  });

  it('shows the wallet as the driver’s account with this dealer', async () => {
    const wallets = (await walletCall(t, driver, WalletOps.wallets)).body.data!;
    expect(wallets).toEqual({
      totalRecord: 1,
      results: [
        { walletId: '330100', dealerId: '330100', dealerName: expect.any(String), balanceFen: 0, isDefault: true },
      ],
    });
    const byDefault = (await walletCall(t, driver, WalletOps.defaultWallet)).body.data!;
    expect(byDefault).toEqual(wallets.results[0]);
  });
});
