// Auto-pay agreements with the real adapters — WeChat Pay's papay and Alipay's alipay.user.agreement.* — configured
// as production configures them and pointed at local fakes that speak each protocol and check our signatures.
import { AgreementNotifyOps, PaymentOps, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { signInDriver, type SignedInDriver } from '../../../test/drivers';
import { aGateEvent, minutes, postGate, type TestPark } from '../../../test/parking';
import { aPayablePark, aPlate, BROWSER_UA } from '../../../test/payments';
import { testClock } from '../../../test/test-clock';
import { bindPlate } from '../../../test/vehicles';
import { enableWallet, setAutoPay, violations, walletCall } from '../../../test/wallet';
import { parkingSessions, paymentOrders, withholdingAgreements, withholdingCharges } from '../../db/schema';
import {
  rsaKeyPair,
  startAlipayTestWorld,
  startWechatpayTestWorld,
  type AlipayTestWorld,
  type WechatpayTestWorld,
} from '../../integrations/payments/fakes';

const clock = testClock();
let t: TestApp;
let wechat: WechatpayTestWorld;
let alipay: AlipayTestWorld;
let park: TestPark;

beforeAll(async () => {
  // Public key mode: the fake's key has no validity dates to fall outside the stopped test clock.
  wechat = await startWechatpayTestWorld(clock, 'public-key');
  alipay = await startAlipayTestWorld(clock);
  t = await buildTestApp({
    clock,
    config: {
      payments: {
        publicBaseUrl: undefined,
        orderTtlSeconds: 900,
        sweepIntervalMs: 0,
        // As in production: no sandbox, every channel's payments and agreements real.
        sandbox: {
          enabled: false,
          secret: 'unused-sandbox-secret',
          notifyDelayMs: 0,
          notifyFailureRate: 0,
          notifyDuplicates: 0,
        },
        wechatpay: wechat.config,
        alipay: alipay.config,
        agreements: { wechatpay: wechat.papay, alipay: alipay.agreements },
      },
    },
  });
  await enableWallet(t, '330100', { supportBalance: false });
  park = await aPayablePark(t);
});
afterAll(async () => {
  await t?.close();
  await wechat?.close();
  await alipay?.close();
});

const rowOf = async (id: string) =>
  (await t.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.id, id)))[0]!;
const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;
const chargeOf = async (stayId: string) => {
  const [charge] = await t.db.select().from(withholdingCharges).where(eq(withholdingCharges.sessionId, stayId));
  const [order] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, charge!.orderId));
  return { charge: charge!, order: order! };
};

/** Posts a provider's notification to one of our notify routes, as the provider's servers do. */
const deliver = (url: string, note: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({ method: 'POST', url, headers: note.headers, payload: note.rawBody });
const agreementNotify = (provider: 'wechatpay' | 'alipay') => urlOf(AgreementNotifyOps.notify, { provider });
const paymentNotify = (provider: string) => urlOf(PaymentOps.providerNotify, { provider });

async function startSigning(driver: SignedInDriver, payChannel: 2 | 3) {
  const started = await walletCall(t, driver, WalletOps.startWithholding, {
    body: { payChannel },
    ...(payChannel === 2 ? { ua: BROWSER_UA } : {}),
  });
  expect(started.status).toBe(200);
  const { agreement, signUrl } = started.body.data!;
  return { agreementId: agreement.agreementId, signUrl, code: (await rowOf(agreement.agreementId)).contractCode };
}

/** The car enters, stays 95 minutes (8.00元), and the exit camera reports it. */
async function driveThrough(plateNo: string) {
  const entry = await postGate(t, park, aGateEvent(t, 'entry', plateNo));
  t.clock.advance(minutes(95));
  const exit = await postGate(t, park, aGateEvent(t, 'exit', plateNo));
  return {
    stayId: (entry.body as { data: { uniqueId: string } }).data.uniqueId,
    exit: exit.body.data as never as { outcome: string; action: string; dueFen: number | null },
  };
}

describe('WeChat Pay contracts (papay)', () => {
  it('sign → notification → active → an exit pays under it → the driver ends it', async () => {
    const driver = await signInDriver(t);
    const plateNo = aPlate();
    const plate = await bindPlate(t, driver, plateNo);
    const { agreementId, signUrl, code } = await startSigning(driver, 3);
    expect(signUrl.startsWith(`${wechat.fake.baseUrl}/papay/entrustweb?`)).toBe(true);
    expect(new URL(signUrl).searchParams.get('plan_id')).toBe(wechat.papay.planId);

    // The payer opens WeChat's signing page (which checks our signature) and signs.
    expect((await wechat.fake.papay!.openSignPage(signUrl)).status).toBe(200);
    const contract = wechat.fake.papay!.sign(code);
    expect((await rowOf(agreementId)).state).toBe('signing');
    const signed = wechat.fake.papay!.contractNotification(code);
    const ack = await deliver(agreementNotify('wechatpay'), signed);
    expect(ack.statusCode).toBe(200);
    expect(ack.body).toContain('<return_code><![CDATA[SUCCESS]]></return_code>');
    const active = await rowOf(agreementId);
    expect(active).toMatchObject({ state: 'active', provider: 'wechatpay', providerContractId: contract.contractId });
    // WeChat delivers again: nothing changes a second time.
    expect((await deliver(agreementNotify('wechatpay'), signed)).statusCode).toBe(200);
    expect(await rowOf(agreementId)).toEqual(active);
    const view = await walletCall(t, driver, WalletOps.withholding, { params: { agreementId } });
    expect(view.body.data).toMatchObject({ state: 'active', sandbox: false, name: '微信免密支付' });

    expect((await setAutoPay(t, driver, plate.plateId, true)).status).toBe(200);
    const { stayId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open', dueFen: 800 });
    await t.app.wallet.idle();
    const { charge, order } = await chargeOf(stayId);
    expect(charge).toMatchObject({ state: 'submitted', attempts: 1 });
    expect(order).toMatchObject({ state: 'pending', provider: 'wechatpay', scene: 'withhold', amountFen: 800 });
    const taken = wechat.fake.orders.get(order.orderNo)!;
    expect(taken).toMatchObject({ tradeType: 'PAP', contractId: contract.contractId, amountFen: 800 });

    // WeChat takes the money and says so in APIv2 XML, at the papay channel.
    wechat.fake.papay!.settle(order.orderNo);
    const paid = wechat.fake.papay!.paymentNotification(order.orderNo);
    const first = await deliver(paymentNotify('wechatpay-papay'), paid);
    expect(first.statusCode).toBe(200);
    expect(first.body).toContain('SUCCESS');
    expect((await deliver(paymentNotify('wechatpay-papay'), paid)).statusCode).toBe(200);
    expect(await stayOf(stayId)).toMatchObject({ state: 'left', paidFen: 800, totalFen: 800 });
    const [after] = await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, order.id));
    expect(after).toMatchObject({ state: 'paid', providerTradeNo: taken.transactionId });
    expect(await violations(t)).toEqual([]);

    // The driver ends it: deletecontract at WeChat first, then here; WeChat's DELETE notification changes nothing.
    const me = await signInDriver(t, { phone: driver.phone });
    const cancelled = await walletCall(t, me, WalletOps.cancelWithholding, { params: { agreementId } });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled' });
    expect(wechat.fake.papay!.contracts.get(code)).toMatchObject({ state: 'TERMINATED', terminationMode: '3' });
    const ended = await rowOf(agreementId);
    expect(ended).toMatchObject({ state: 'cancelled', endReason: 'driver' });
    expect(
      (await deliver(agreementNotify('wechatpay'), wechat.fake.papay!.contractNotification(code))).statusCode,
    ).toBe(200);
    expect(await rowOf(agreementId)).toEqual(ended);
  });

  it('a payment result WeChat never delivered is learnt by the sweeper (the APIv3 order query)', async () => {
    const driver = await signInDriver(t);
    const plateNo = aPlate();
    const plate = await bindPlate(t, driver, plateNo);
    const { signUrl, code } = await startSigning(driver, 3);
    await wechat.fake.papay!.openSignPage(signUrl);
    wechat.fake.papay!.sign(code);
    await deliver(agreementNotify('wechatpay'), wechat.fake.papay!.contractNotification(code));
    await setAutoPay(t, driver, plate.plateId, true);
    const { stayId } = await driveThrough(plateNo);
    await t.app.wallet.idle();
    const { order } = await chargeOf(stayId);
    wechat.fake.papay!.settle(order.orderNo);
    t.clock.advance(61_000);
    expect(await t.app.payments.sweep()).toMatchObject({ captured: 1 });
    expect(await stayOf(stayId)).toMatchObject({ state: 'left', paidFen: 800 });
  });

  it('refuses notifications not signed with our APIv2 key, and changes nothing', async () => {
    const driver = await signInDriver(t);
    const { agreementId, signUrl, code } = await startSigning(driver, 3);
    await wechat.fake.papay!.openSignPage(signUrl);
    wechat.fake.papay!.sign(code);
    const forged = wechat.fake.papay!.contractNotification(code, { key: 'k'.repeat(32) });
    expect((await deliver(agreementNotify('wechatpay'), forged)).statusCode).toBe(401);
    const otherPlan = wechat.fake.papay!.contractNotification(code, { mutate: (p) => void (p.plan_id = '999') });
    expect((await deliver(agreementNotify('wechatpay'), otherPlan)).statusCode).toBe(401);
    expect(await rowOf(agreementId)).toMatchObject({ state: 'signing', providerContractId: null });
    // A tampered signing link is refused by WeChat's page itself.
    const tampered = signUrl.replace(/contract_display_account=[^&]*/, 'contract_display_account=x');
    expect((await wechat.fake.papay!.openSignPage(tampered)).status).toBe(400);
  });

  it('learns of a signing whose notification was lost by asking (querycontract)', async () => {
    const driver = await signInDriver(t);
    const { agreementId, signUrl, code } = await startSigning(driver, 3);
    await wechat.fake.papay!.openSignPage(signUrl);
    const contract = wechat.fake.papay!.sign(code);
    const view = await walletCall(t, driver, WalletOps.withholding, { params: { agreementId } });
    expect(view.body.data).toMatchObject({ state: 'active' });
    expect(await rowOf(agreementId)).toMatchObject({ providerContractId: contract.contractId });
  });
});

describe('Alipay agreements (alipay.user.agreement.*)', () => {
  it('sign → notification → active → an exit pays under it (trade.pay) → the payer ends it in Alipay', async () => {
    const driver = await signInDriver(t);
    const plateNo = aPlate();
    const plate = await bindPlate(t, driver, plateNo);
    const { agreementId, signUrl, code } = await startSigning(driver, 2);
    const link = new URL(signUrl);
    expect(link.searchParams.get('method')).toBe('alipay.user.agreement.page.sign');
    expect(JSON.parse(link.searchParams.get('biz_content')!)).toMatchObject({
      personal_product_code: 'GENERAL_WITHHOLDING_P',
      sign_scene: 'INDUSTRY|PARKING',
      external_agreement_no: code,
    });

    expect((await alipay.fake.openCashier(signUrl)).status).toBe(200);
    const agreement = alipay.fake.agreements.sign(code);
    const signed = alipay.fake.agreements.notification(code);
    const ack = await deliver(agreementNotify('alipay'), signed);
    expect(ack.body).toBe('success');
    const active = await rowOf(agreementId);
    expect(active).toMatchObject({ state: 'active', provider: 'alipay', providerContractId: agreement.agreementNo });
    expect((await deliver(agreementNotify('alipay'), signed)).body).toBe('success');
    expect(await rowOf(agreementId)).toEqual(active);

    await setAutoPay(t, driver, plate.plateId, true);
    const { stayId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open' });
    await t.app.wallet.idle();
    const { order } = await chargeOf(stayId);
    const trade = alipay.fake.trades.get(order.orderNo)!;
    expect(trade).toMatchObject({ productCode: 'GENERAL_WITHHOLDING', status: 'TRADE_SUCCESS', amountFen: 800 });
    const note = alipay.fake.paymentNotification(order.orderNo);
    expect((await deliver(paymentNotify('alipay'), note)).body).toBe('success');
    expect((await deliver(paymentNotify('alipay'), note)).body).toBe('success');
    expect(await stayOf(stayId)).toMatchObject({ state: 'left', paidFen: 800 });
    expect(await violations(t)).toEqual([]);

    // The payer ends it in the Alipay app: dut_user_unsign ends it here, and the next exit is not withheld.
    alipay.fake.agreements.unsignByPayer(code);
    expect((await deliver(agreementNotify('alipay'), alipay.fake.agreements.notification(code))).body).toBe('success');
    expect(await rowOf(agreementId)).toMatchObject({ state: 'cancelled', endReason: 'provider' });
    expect((await driveThrough(plateNo)).exit).toMatchObject({ outcome: 'held' });
  });

  it('refuses a notification not signed by Alipay, and changes nothing', async () => {
    const driver = await signInDriver(t);
    const { agreementId, signUrl, code } = await startSigning(driver, 2);
    await alipay.fake.openCashier(signUrl);
    alipay.fake.agreements.sign(code);
    const forged = alipay.fake.agreements.notification(code, { signingKey: rsaKeyPair().privateKeyPem });
    expect((await deliver(agreementNotify('alipay'), forged)).statusCode).toBe(401);
    const edited = alipay.fake.agreements.notification(code);
    const tampered = { ...edited, rawBody: edited.rawBody.replace(/agreement_no=\d+/, 'agreement_no=1') };
    expect((await deliver(agreementNotify('alipay'), tampered)).statusCode).toBe(401);
    expect(await rowOf(agreementId)).toMatchObject({ state: 'signing', providerContractId: null });
  });
});

describe('authorization', () => {
  it('a driver sees and ends only their own agreements', async () => {
    const owner = await signInDriver(t);
    const { agreementId, signUrl, code } = await startSigning(owner, 2);
    await alipay.fake.openCashier(signUrl);
    alipay.fake.agreements.sign(code);
    await deliver(agreementNotify('alipay'), alipay.fake.agreements.notification(code));

    const stranger = await signInDriver(t);
    const seen = await walletCall(t, stranger, WalletOps.withholding, { params: { agreementId } });
    expect(seen.status).toBe(404);
    const ended = await walletCall(t, stranger, WalletOps.cancelWithholding, { params: { agreementId } });
    expect(ended.status).toBe(404);
    expect((await walletCall(t, stranger, WalletOps.withholdings)).body.data!.totalRecord).toBe(0);
    expect(alipay.fake.agreements.agreements.get(code)!.status).toBe('NORMAL');
    expect(await rowOf(agreementId)).toMatchObject({ state: 'active' });
  });

  it('an agreement notification names its provider: another provider’s path finds nothing to change', async () => {
    const driver = await signInDriver(t);
    const { agreementId, signUrl, code } = await startSigning(driver, 3);
    await wechat.fake.papay!.openSignPage(signUrl);
    wechat.fake.papay!.sign(code);
    const res = await deliver(
      urlOf(AgreementNotifyOps.notify, { provider: 'alipay' }),
      wechat.fake.papay!.contractNotification(code),
    );
    expect(res.statusCode).toBe(401);
    expect((await rowOf(agreementId)).state).toBe('signing');
  });
});
