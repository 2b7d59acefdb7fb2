import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testClock } from '../../../../test/test-clock';
import { startWechatpayTestWorld, type WechatpayTestWorld } from '../fakes';
import { ProviderRequestError, ProviderSignatureError } from '../provider';
import type { WithholdingProvider } from '../withholding';
import { createWechatPapay } from './wechatpay-papay';
import { parseV2Xml, toV2Xml, v2Sign, v2SignatureMatches } from './wechatpay-v2';

const clock = testClock();
let world: WechatpayTestWorld;
let papay: WithholdingProvider;
let serial = 0;
const aCode = () => `CTEST${Date.now().toString(36)}${serial++}`.toUpperCase();

beforeAll(async () => {
  world = await startWechatpayTestWorld(clock, 'public-key');
  papay = createWechatPapay(world.papay, { clock, timeoutMs: 5_000 });
});
afterAll(() => world.close());

const newContract = (contractCode: string) => ({
  contractCode,
  payChannel: 3 as const,
  displayName: '停车费免密支付（微信）',
  notifyUrl: 'https://pay.example.com/api/pay/notify/wechatpay/agreements',
  returnUrl: 'https://pay.example.com/sencelessPaymentList',
  signBefore: new Date(clock.now().getTime() + 1_800_000),
});

/** Opens the signing page and signs as the payer; the contract's id. */
async function signed(code: string): Promise<string> {
  const { signUrl } = await papay.createContract(newContract(code));
  expect((await world.fake.papay!.openSignPage(signUrl)).status).toBe(200);
  return world.fake.papay!.sign(code).contractId;
}

describe('APIv2 signing and XML', () => {
  it('signs with MD5 by default and HMAC-SHA256 when asked, over the sorted non-empty parameters', () => {
    const params = { b: '2', a: '1', empty: '', sign: 'ignored' };
    expect(v2Sign(params, 'K')).toMatch(/^[0-9A-F]{32}$/);
    expect(v2Sign({ ...params, sign_type: 'HMAC-SHA256' }, 'K')).toMatch(/^[0-9A-F]{64}$/);
    expect(v2Sign({ a: '1', b: '2' }, 'K')).toBe(v2Sign(params, 'K'));
    expect(v2SignatureMatches({ a: '1', sign: v2Sign({ a: '1' }, 'K') }, 'K')).toBe(true);
    expect(v2SignatureMatches({ a: '2', sign: v2Sign({ a: '1' }, 'K') }, 'K')).toBe(false);
    expect(() => v2Sign({ sign_type: 'RSA' }, 'K')).toThrow(ProviderSignatureError);
  });

  it.each([
    ['a flat document', '<xml><a><![CDATA[x]]></a><b>1 &lt; 2</b></xml>', { a: 'x', b: '1 < 2' }],
    ['CDATA holding markup', '<xml><a><![CDATA[<b>y</b>]]></a></xml>', { a: '<b>y</b>' }],
    ['nesting', '<xml><a><b>1</b></a></xml>', undefined],
    ['a repeated name', '<xml><a>1</a><a>2</a></xml>', undefined],
    ['attributes', '<xml><a x="1">1</a></xml>', undefined],
    ['another root', '<doc><a>1</a></doc>', undefined],
  ])('reads %s', (_, xml, expected) => {
    expect(parseV2Xml(xml)).toEqual(expected);
  });

  it('writes what it reads', () => {
    const params = { return_code: 'SUCCESS', odd: 'a]]>b', text: '停车 & <费>' };
    expect(parseV2Xml(toV2Xml(params))).toEqual(params);
  });
});

describe('the papay adapter against the fake WeChat Pay', () => {
  it('a contract is not found until signed, then active with WeChat’s contract_id', async () => {
    const code = aCode();
    await papay.createContract(newContract(code));
    expect(await papay.queryContract(code)).toEqual({ state: 'not-found' });
    const contractId = await signed(code);
    expect(await papay.queryContract(code)).toMatchObject({ state: 'active', contractId, signedAt: expect.any(Date) });
  });

  it('terminates a contract once; ending it again or one never signed is fine', async () => {
    const code = aCode();
    await signed(code);
    await papay.terminateContract(code);
    expect(await papay.queryContract(code)).toMatchObject({ state: 'terminated' });
    await papay.terminateContract(code);
    await papay.terminateContract(aCode());
  });

  it('takes a payment under an active contract; refuses under an ended one', async () => {
    const code = aCode();
    const contractId = await signed(code);
    const orderNo = `P${aCode()}`;
    const req = {
      contractCode: code,
      contractId,
      orderNo,
      amountFen: 800,
      description: '无感支付停车费',
      notifyUrl: 'https://pay.example.com/api/pay/notify/wechatpay-papay',
    };
    await papay.withhold(req);
    expect(world.fake.orders.get(orderNo)).toMatchObject({ tradeType: 'PAP', amountFen: 800, state: 'NOTPAY' });
    // A retry after a lost answer is the same payment.
    await papay.withhold(req);
    world.fake.papay!.settle(orderNo);
    await papay.withhold(req);
    // The APIv3 query knows the trade too (the chaser's way to learn of a lost result).
    expect(await world.provider.queryPayment(orderNo)).toMatchObject({ state: 'paid', amountFen: 800 });

    await papay.terminateContract(code);
    const refused = await papay.withhold({ ...req, orderNo: `P${aCode()}` }).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProviderRequestError);
    expect(refused).toMatchObject({ providerCode: 'CONTRACTERROR', retryable: false });
  });

  it('reads the contract and payment notifications, refusing what is not signed with our key', async () => {
    const code = aCode();
    const contractId = await signed(code);
    expect(await papay.parseContractNotification(world.fake.papay!.contractNotification(code))).toMatchObject({
      contractCode: code,
      contractId,
      state: 'active',
      eventId: `${contractId}:ADD`,
    });
    const forged = world.fake.papay!.contractNotification(code, { key: 'x'.repeat(32) });
    await expect(papay.parseContractNotification(forged)).rejects.toThrow(ProviderSignatureError);
    const otherMerchant = world.fake.papay!.contractNotification(code, { mutate: (p) => void (p.mch_id = '1') });
    await expect(papay.parseContractNotification(otherMerchant)).rejects.toThrow(ProviderSignatureError);

    const orderNo = `P${aCode()}`;
    await papay.withhold({
      contractCode: code,
      contractId,
      orderNo,
      amountFen: 650,
      description: 'x',
      notifyUrl: 'https://e.x/n',
    });
    world.fake.papay!.settle(orderNo);
    const note = await papay.paymentNotifications!.parseNotification(world.fake.papay!.paymentNotification(orderNo));
    expect(note).toMatchObject({ kind: 'payment', provider: 'wechatpay', orderNo, amountFen: 650, status: 'paid' });
    const tampered = world.fake.papay!.paymentNotification(orderNo);
    await expect(
      papay.paymentNotifications!.parseNotification({
        ...tampered,
        rawBody: tampered.rawBody.replace('<total_fee><![CDATA[650]]>', '<total_fee><![CDATA[1]]>'),
      }),
    ).rejects.toThrow(ProviderSignatureError);
  });
});
