import { ErrorCode, SandboxContractOps, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/build-test-app';
import { urlOf } from '../../../test/call';
import { signInDriver } from '../../../test/drivers';
import { enableWallet, signAgreement, walletCall } from '../../../test/wallet';
import { sandboxContracts, withholdingAgreements } from '../../db/schema';
import { signSandboxBody } from '../../integrations/payments/sandbox';

let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp();
  await enableWallet(t);
});
afterAll(() => t.close());

const agreementOf = (driver: Parameters<typeof walletCall>[1], id: string) =>
  walletCall(t, driver, WalletOps.withholding, { params: { agreementId: id } });
/** The driver taps 开通 for WeChat's 免密支付: the agreement and its signing page. */
const startSigning = (driver: Parameters<typeof walletCall>[1]) =>
  walletCall(t, driver, WalletOps.startWithholding, {
    body: { payChannel: 3 },
  });
const rowOf = async (id: string) =>
  (await t.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.id, id)))[0]!;

describe('signing a withholding agreement in the sandbox', () => {
  it('is active only once the provider’s signed notification says it was signed', async () => {
    const driver = await signInDriver(t);
    const started = await startSigning(driver);
    expect(started.status).toBe(200);
    const { agreement, signUrl } = started.body.data!;
    expect(agreement).toMatchObject({ state: 'signing', stateText: '待签约', name: '微信免密支付', sandbox: true });
    expect(signUrl).toMatch(/^\/api\/pay\/sandbox\/contracts\/C[0-9A-Z]+\?t=/);

    const page = await t.app.inject({ method: 'GET', url: signUrl });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('确认开通');
    expect(page.body).toContain('500.00元');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    // A link with another token opens nothing.
    const forged = await t.app.inject({ method: 'GET', url: signUrl.replace(/t=.*/, 't=AAAAAAAAAAAAAAAAAAAAAAAA') });
    expect(forged.statusCode).toBe(404);

    const confirm = await t.app.inject({
      method: 'POST',
      url: signUrl.replace('?t=', '/confirm?t='),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`/sencelessPaymentList?agreementId=${agreement.agreementId}`);
    await t.app.payments.providers.sandboxNotifier!.idle();
    expect((await agreementOf(driver, agreement.agreementId)).body.data).toMatchObject({
      state: 'active',
      stateText: '已开通',
      signedAt: expect.any(String),
    });

    const again = await walletCall(t, driver, WalletOps.startWithholding, { body: { payChannel: 3 } });
    expect(again.status).toBe(409);
  });

  it('asking again while signing hands out the same page, not a second agreement', async () => {
    const driver = await signInDriver(t);
    const first = await startSigning(driver);
    const second = await startSigning(driver);
    expect(second.body.data!.signUrl).toBe(first.body.data!.signUrl);
    const list = await walletCall(t, driver, WalletOps.withholdings);
    expect(list.body.data!.totalRecord).toBe(1);
  });

  it('learns of a signing whose notification was lost when the driver looks', async () => {
    const driver = await signInDriver(t);
    const started = await startSigning(driver);
    const { agreement, signUrl } = started.body.data!;
    const code = new URL(signUrl, 'http://local').pathname.split('/').at(-1)!;
    // Signed at the provider, the notification not (yet) here: the agreement page asks the provider itself.
    await t.db
      .update(sandboxContracts)
      .set({ state: 'ACTIVE', signedAt: t.clock.now() })
      .where(eq(sandboxContracts.contractCode, code));
    expect((await agreementOf(driver, agreement.agreementId)).body.data).toMatchObject({ state: 'active' });
  });

  it('expires a signing page nobody completed', async () => {
    const driver = await signInDriver(t);
    const started = await startSigning(driver);
    t.clock.advance(31 * 60_000);
    expect(await t.app.wallet.sweep()).toMatchObject({ lapsedSignings: expect.any(Number) });
    expect(await rowOf(started.body.data!.agreement.agreementId)).toMatchObject({ state: 'expired' });
  });
});

describe('ending an agreement', () => {
  it('the driver cancels: ended at the provider first, then here', async () => {
    const driver = await signInDriver(t);
    const { agreementId } = await signAgreement(t, driver);
    const cancelled = await walletCall(t, driver, WalletOps.cancelWithholding, { params: { agreementId } });
    expect(cancelled.body.data).toMatchObject({ state: 'cancelled', stateText: '已解约', endedAt: expect.any(String) });
    const row = await rowOf(agreementId);
    const [contract] = await t.db
      .select()
      .from(sandboxContracts)
      .where(eq(sandboxContracts.contractCode, row.contractCode));
    expect(contract!.state).toBe('TERMINATED');
    await t.app.payments.providers.sandboxNotifier!.idle();
    expect(await rowOf(agreementId)).toMatchObject({ state: 'cancelled', endReason: 'driver' });
    const twice = await walletCall(t, driver, WalletOps.cancelWithholding, { params: { agreementId: agreementId } });
    expect(twice.status).toBe(409);
    const overview = await walletCall(t, driver, WalletOps.autoPay);
    expect(overview.body.data!.activeAgreements).toEqual([]);
  });

  it('the payer ends it in their wallet app: the provider’s notification ends it here', async () => {
    const driver = await signInDriver(t);
    const { agreementId } = await signAgreement(t, driver);
    await t.app.wallet.sandbox!.terminateByPayer((await rowOf(agreementId)).contractCode);
    await t.app.payments.providers.sandboxNotifier!.idle();
    expect(await rowOf(agreementId)).toMatchObject({ state: 'cancelled', endReason: 'provider' });
  });

  it('refuses a forged or stale agreement notification and changes nothing', async () => {
    const driver = await signInDriver(t);
    const started = await startSigning(driver);
    const row = await rowOf(started.body.data!.agreement.agreementId);
    const body = JSON.stringify({
      id: 'forged-1',
      event_type: 'CONTRACT.SIGNED',
      contract_code: row.contractCode,
      contract_id: 'SBXC-FORGED',
      occurred_at: t.clock.now().toISOString(),
    });
    const post = (headers: Record<string, string>) =>
      t.app.inject({
        method: 'POST',
        url: urlOf(SandboxContractOps.notify),
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    expect((await post(signSandboxBody('not-the-sandbox-secret-000000', body, t.clock.now()))).statusCode).toBe(401);
    const stale = signSandboxBody(t.config.payments.sandbox.secret, body, new Date(t.clock.now().getTime() - 600_000));
    expect((await post(stale)).statusCode).toBe(401);
    expect((await post({})).statusCode).toBe(401);
    expect(await rowOf(row.id)).toMatchObject({ state: 'signing', providerContractId: null });
  });
});

describe('where no provider offers agreements', () => {
  it('refuses to start one', async () => {
    const off = await buildTestApp({
      config: {
        payments: { ...t.config.payments, sandbox: { ...t.config.payments.sandbox, enabled: false } },
      },
    });
    try {
      const driver = await signInDriver(off);
      const res = await walletCall(off, driver, WalletOps.startWithholding, { body: { payChannel: 3 } });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe(ErrorCode.WITHHOLDING_UNAVAILABLE);
      const overview = await walletCall(off, driver, WalletOps.autoPay);
      expect(overview.body.data!.signableChannels).toEqual([]);
    } finally {
      await off.close();
    }
  });
});
