import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/test-clock';
import { rsaKeyPair, startAlipayTestWorld, type AlipayTestWorld } from '../fakes';
import { ProviderRequestError, ProviderSignatureError } from '../provider';
import type { WithholdingProvider } from '../withholding';
import { createAlipayAgreements } from './alipay-agreements';

const clock = testClock();
let world: AlipayTestWorld;
let agreements: WithholdingProvider;
let serial = 0;
const aCode = () => `CALI${Date.now().toString(36)}${serial++}`.toUpperCase();

beforeAll(async () => {
  world = await startAlipayTestWorld(clock);
  agreements = createAlipayAgreements(world.agreements, { clock, timeoutMs: 5_000 });
});
afterAll(() => world.close());

async function signed(code: string): Promise<string> {
  const { signUrl } = await agreements.createContract({
    contractCode: code,
    payChannel: 2,
    displayName: '停车费免密支付（支付宝）',
    notifyUrl: 'https://pay.example.com/api/pay/notify/alipay/agreements',
    returnUrl: 'https://pay.example.com/sencelessPaymentList',
    signBefore: new Date(clock.now().getTime() + 1_800_000),
  });
  expect((await world.fake.openCashier(signUrl)).status).toBe(200);
  return world.fake.agreements.sign(code).agreementNo;
}

const withholding = (code: string, contractId: string, orderNo = `P${aCode()}`) => ({
  contractCode: code,
  contractId,
  orderNo,
  amountFen: 800,
  description: '无感支付停车费',
  notifyUrl: 'https://pay.example.com/api/pay/notify/alipay',
});

describe('Alipay agreements against the fake gateway', () => {
  it('a page-signed agreement is found only once signed, with Alipay’s agreement_no', async () => {
    const code = aCode();
    await expect(agreements.queryContract(code)).resolves.toEqual({ state: 'not-found' });
    const agreementNo = await signed(code);
    expect(await agreements.queryContract(code)).toMatchObject({ state: 'active', contractId: agreementNo });
  });

  it('a tampered signing page link is refused by the gateway', async () => {
    const { signUrl } = await agreements.createContract({
      contractCode: aCode(),
      payChannel: 2,
      displayName: 'x',
      notifyUrl: 'https://e.x/n',
      returnUrl: 'https://e.x/r',
      signBefore: clock.now(),
    });
    const page = await world.fake.openCashier(signUrl.replace('INDUSTRY', 'DEFAULT'));
    expect(page.body).toContain('isv.invalid-signature');
  });

  it('takes a payment under the agreement with trade.pay (GENERAL_WITHHOLDING), once', async () => {
    const code = aCode();
    const agreementNo = await signed(code);
    const req = withholding(code, agreementNo);
    await agreements.withhold(req);
    expect(world.fake.trades.get(req.orderNo)).toMatchObject({
      productCode: 'GENERAL_WITHHOLDING',
      status: 'TRADE_SUCCESS',
      amountFen: 800,
      notifyUrl: req.notifyUrl,
    });
    // The same order again after a lost answer: paid already, which is what was asked.
    await agreements.withhold(req);
  });

  it('unsigns; a payment under an ended agreement is refused for good', async () => {
    const code = aCode();
    const agreementNo = await signed(code);
    await agreements.terminateContract(code);
    expect(await agreements.queryContract(code)).toMatchObject({ state: 'terminated', contractId: agreementNo });
    await agreements.terminateContract(code);
    const refused = await agreements.withhold(withholding(code, agreementNo)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRequestError);
    expect(refused).toMatchObject({ providerCode: 'ACQ.AGREEMENT_STATUS_NOT_NORMAL', retryable: false });
  });

  it('reads dut_user_sign and dut_user_unsign; refuses another key or another app', async () => {
    const code = aCode();
    const agreementNo = await signed(code);
    expect(await agreements.parseContractNotification(world.fake.agreements.notification(code))).toMatchObject({
      contractCode: code,
      contractId: agreementNo,
      state: 'active',
    });
    world.fake.agreements.unsignByPayer(code);
    expect(await agreements.parseContractNotification(world.fake.agreements.notification(code))).toMatchObject({
      state: 'terminated',
    });
    const forged = world.fake.agreements.notification(code, { signingKey: rsaKeyPair().privateKeyPem });
    await expect(agreements.parseContractNotification(forged)).rejects.toThrow(ProviderSignatureError);
    const otherApp = world.fake.agreements.notification(code, { mutate: (p) => void (p.app_id = '2021000000000000') });
    await expect(agreements.parseContractNotification(otherApp)).rejects.toThrow(ProviderSignatureError);
    expect(agreements.notificationAck(true).body).toBe('success');
  });
});
