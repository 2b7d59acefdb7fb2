// Issue 43, "Done when": with production settings (no sandbox, no stand-in, every secret shared) and the real adapters
// pointed at local fakes of each provider, a driver signs in with WeChat and another with Alipay, each pays a bill,
// signs an auto-pay agreement, and the next exit is paid by itself.
import { AgreementNotifyOps, DriverOps, PaymentOps, WalletOps } from '@parking/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/build-test-app';
import { call, urlOf } from '../test/call';
import { anIp, aPhone, withSession, type SignedInDriver } from '../test/drivers';
import { startFakeAliyunSms } from '../test/fakes/aliyun-sms';
import { startFakeWechatApi } from '../test/fakes/wechat-api';
import { aGateEvent, minutes, postGate, type TestPark } from '../test/parking';
import { aParkedCar, aPayablePark, aPlate, BROWSER_UA, payBill, WECHAT_UA } from '../test/payments';
import { testClock } from '../test/test-clock';
import { bindPlate } from '../test/vehicles';
import { enableWallet, setAutoPay, violations, walletCall } from '../test/wallet';
import { loadConfig } from './config';
import { parkingSessions, withholdingAgreements, withholdingCharges, paymentOrders } from './db/schema';
import { seedDemoBase } from './demo';
import { integrationsOf, productionProblems } from './deployment';
import { startEmbeddedBroker, type EmbeddedBroker } from './integrations/mqtt/embedded-broker';
import {
  startAlipayTestWorld,
  startWechatpayTestWorld,
  type AlipayTestWorld,
  type WechatpayTestWorld,
} from './integrations/payments/fakes';

// The dealer 330100's official account (demo seed) and its secret.
const APP = 'wx5f2c8a9d31e6b074';
const MP_SECRET = 'mp-secret-330100';
const SHARED = 's'.repeat(32);

const clock = testClock();
let t: TestApp;
let park: TestPark;
let broker: EmbeddedBroker;
let wechatApi: Awaited<ReturnType<typeof startFakeWechatApi>>;
let sms: Awaited<ReturnType<typeof startFakeAliyunSms>>;
let wechatPay: WechatpayTestWorld;
let alipay: AlipayTestWorld;

beforeAll(async () => {
  broker = await startEmbeddedBroker();
  wechatApi = await startFakeWechatApi({ [APP]: MP_SECRET });
  sms = await startFakeAliyunSms({ keys: { 'LTAI-test': 'sms-secret' }, now: () => clock.now() });
  wechatPay = await startWechatpayTestWorld(clock, 'public-key');
  alipay = await startAlipayTestWorld(clock);
  const env = {
    NODE_ENV: 'production',
    DATA_DIR: './data-prod',
    PUBLIC_BASE_URL: 'https://park.example.com',
    PARKING_PICTURE_SECRET: SHARED,
    COUPON_QR_SECRET: SHARED,
    INVOICE_LINK_SECRET: SHARED,
    PAY_SANDBOX: '0',
    WECHAT_MP_SECRETS: `${APP}:${MP_SECRET}`,
    WECHAT_API_BASE: wechatApi.apiBase,
    WECHAT_OAUTH_PROVIDER: 'wechat',
    WECHAT_OAUTH_AUTHORIZE_URL: wechatApi.authorizeUrl,
    WECHAT_JSAPI_PROVIDER: 'wechat',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'LTAI-test',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'sms-secret',
    ALIYUN_SMS_SIGN_NAME: '畅行停车',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    ALIYUN_SMS_ENDPOINT: sms.endpoint,
    INVOICE_PROVIDER: 'nuonuo',
    NUONUO_APP_KEY: 'k',
    NUONUO_APP_SECRET: 's',
    NUONUO_USER_TAX: '339901999999142',
    INVOICE_MAIL: 'smtp',
    SMTP_URL: 'smtp://127.0.0.1:2525',
    LOCK_MQTT_URL: broker.url,
    LOCK_MQTT_SECRET: 'production-test-lock-mqtt-secret-0123456789',
    WECHATPAY_MCH_ID: wechatPay.config.mchId,
    WECHATPAY_APP_ID: wechatPay.config.appId,
    WECHATPAY_API_V3_KEY: wechatPay.config.apiV3Key,
    WECHATPAY_PRIVATE_KEY: wechatPay.config.merchantPrivateKey,
    WECHATPAY_CERT_SERIAL: wechatPay.config.merchantCertSerial,
    WECHATPAY_PUBLIC_KEY: wechatPay.config.wechatpayPublicKey!.pem,
    WECHATPAY_PUBLIC_KEY_ID: wechatPay.config.wechatpayPublicKey!.id,
    WECHATPAY_BASE_URL: wechatPay.fake.baseUrl,
    WECHATPAY_PAPAY_PLAN_ID: wechatPay.papay.planId,
    WECHATPAY_API_V2_KEY: wechatPay.papay.apiV2Key,
    ALIPAY_APP_ID: alipay.config.appId,
    ALIPAY_PRIVATE_KEY: alipay.config.privateKey,
    ALIPAY_PUBLIC_KEY: alipay.config.alipayPublicKey,
    ALIPAY_SELLER_ID: alipay.config.sellerId,
    ALIPAY_GATEWAY: alipay.fake.gateway,
    ALIPAY_OAUTH_AUTHORIZE_URL: alipay.fake.authorizeUrl,
    ALIPAY_AGREEMENT_SIGN_SCENE: 'INDUSTRY|PARKING',
  };
  const production = loadConfig(env);
  expect(productionProblems(production)).toEqual([]);
  expect(integrationsOf(production).find((i) => i.name === 'auto-pay agreements')).toMatchObject({ mode: 'real' });
  // The app starts as production starts (buildApp refuses anything unsafe); the test's jobs run by hand.
  t = await buildTestApp({
    clock,
    demo: false,
    config: {
      production: true,
      // The database is the test's own (in memory); the setting is production's.
      dataDir: production.dataDir,
      signIn: production.signIn,
      wechatJsapi: production.wechatJsapi,
      sms: production.sms,
      invoices: { ...production.invoices, sweepIntervalMs: 0 },
      payments: { ...production.payments, sweepIntervalMs: 0 },
      locks: { ...production.locks, sweepIntervalMs: 0 },
    },
  });
  // Data, not configuration: the demo dealer, its menus and parks, as an operator would have set them up.
  await seedDemoBase(t.db);
  await enableWallet(t, '330100', { supportBalance: false });
  park = await aPayablePark(t);
});
afterAll(async () => {
  await t?.close();
  await broker?.close();
  await wechatApi?.close();
  await sms?.close();
  await wechatPay?.close();
  await alipay?.close();
});

const post = (url: string, note: { headers: Record<string, string>; rawBody: string }) =>
  t.app.inject({ method: 'POST', url, headers: note.headers, payload: note.rawBody });

/** Our oAuthUrl, opened at the provider as someone signed in there, back to /loginloading, then oAuthLogin. */
async function oauthLogin(provider: 'wechat' | 'alipay', actAs: () => void) {
  const url = await call(t, DriverOps.oAuthUrl, {
    query: { redirect: '/mine', ...(provider === 'alipay' ? { provider } : {}) },
    headers: t.driverHeaders(),
    remoteAddress: anIp(),
  });
  actAs();
  const consent = await fetch(url.body.data!.url, { redirect: 'manual' });
  const back = new URL(consent.headers.get('location')!);
  const code = back.searchParams.get('code') ?? back.searchParams.get('auth_code');
  const login = await call(t, DriverOps.oAuthLogin, {
    body: { code: code!, state: back.searchParams.get('state')! },
    headers: t.driverHeaders(),
    remoteAddress: anIp(),
  });
  expect(login.status).toBe(200);
  expect(login.body.data).toMatchObject({ phoneBound: false });
  return login.body.data!;
}

/** A phoneless account proves a phone by an SMS code that Aliyun (the fake) delivered. */
async function bindPhone(session: { driverId: string; token: string; refreshToken: string }): Promise<SignedInDriver> {
  const phone = aPhone();
  const driver = withSession(t, { phone, password: '', dealerId: '330100' }, session);
  const sent = await call(t, DriverOps.sendVerifyCode, {
    body: { phone, type: 'bindPhone' },
    headers: driver.headers,
    remoteAddress: anIp(),
  });
  expect(sent.status).toBe(200);
  const verifyCode = sms.accepted.filter((m) => m.phone === phone).at(-1)!.templateParam.code;
  const bound = await call(t, DriverOps.bindPhone, { body: { phone, verifyCode }, headers: driver.headers });
  expect(bound.body.data).toMatchObject({ merged: false });
  return driver;
}

/** The car enters, stays 95 minutes, and the exit camera reports it: the stay and what the gate was told. */
async function driveThrough(plateNo: string) {
  const entry = await postGate(t, park, aGateEvent(t, 'entry', plateNo));
  t.clock.advance(minutes(95));
  const exit = await postGate(t, park, aGateEvent(t, 'exit', plateNo));
  return {
    stayId: (entry.body as { data: { uniqueId: string } }).data.uniqueId,
    exit: exit.body.data as never as { outcome: string; action: string },
  };
}

const stayOf = async (id: string) => (await t.db.select().from(parkingSessions).where(eq(parkingSessions.id, id)))[0]!;
async function withheldOrderOf(stayId: string) {
  const [charge] = await t.db.select().from(withholdingCharges).where(eq(withholdingCharges.sessionId, stayId));
  return (await t.db.select().from(paymentOrders).where(eq(paymentOrders.id, charge!.orderId)))[0]!;
}
const agreementCode = async (id: string) =>
  (await t.db.select().from(withholdingAgreements).where(eq(withholdingAgreements.id, id)))[0]!.contractCode;

describe('production settings, real adapters, local fakes', () => {
  it('a WeChat driver signs in, pays with WeChat Pay, signs a papay contract, and the next exit pays itself', async () => {
    // A car parked for a while (first: moving the clock on would outlive the access token).
    const car = await aParkedCar(t, park);
    const openid = 'o-wx-story-driver';
    const session = await oauthLogin('wechat', () => wechatApi.actAs({ openid, nickname: '微信车主' }));
    const driver = await bindPhone(session);

    // Pays its bill inside WeChat (JSAPI with the openid), confirmed by WeChat Pay's signed, encrypted notification.
    const paying = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 3, {
      driver,
      ua: WECHAT_UA,
      openid,
    });
    expect(paying.body.data!.launch).toMatchObject({ kind: 'wechat-jsapi' });
    wechatPay.fake.pay(paying.body.data!.orderNo);
    const paid = await post(
      urlOf(PaymentOps.providerNotify, { provider: 'wechatpay' }),
      wechatPay.fake.paymentNotification(paying.body.data!.orderNo),
    );
    expect(paid.statusCode).toBe(204);

    // Signs the contract on WeChat's page; WeChat's notification makes it active.
    const started = await walletCall(t, driver, WalletOps.startWithholding, { body: { payChannel: 3 } });
    expect(started.status).toBe(200);
    const code = await agreementCode(started.body.data!.agreement.agreementId);
    expect((await wechatPay.fake.papay!.openSignPage(started.body.data!.signUrl)).status).toBe(200);
    wechatPay.fake.papay!.sign(code, openid);
    const signed = await post(
      urlOf(AgreementNotifyOps.notify, { provider: 'wechatpay' }),
      wechatPay.fake.papay!.contractNotification(code),
    );
    expect(signed.statusCode).toBe(200);

    const plateNo = aPlate();
    const plate = await bindPlate(t, driver, plateNo);
    expect((await setAutoPay(t, driver, plate.plateId, true)).status).toBe(200);
    const { stayId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open' });
    await t.app.wallet.idle();
    const order = await withheldOrderOf(stayId);
    wechatPay.fake.papay!.settle(order.orderNo);
    const result = await post(
      urlOf(PaymentOps.providerNotify, { provider: 'wechatpay-papay' }),
      wechatPay.fake.papay!.paymentNotification(order.orderNo),
    );
    expect(result.statusCode).toBe(200);
    expect(await stayOf(stayId)).toMatchObject({ state: 'left', paidFen: 800 });
    expect(await violations(t)).toEqual([]);
  });

  it('an Alipay driver signs in, pays with Alipay, signs an agreement, and the next exit pays itself', async () => {
    const car = await aParkedCar(t, park);
    const session = await oauthLogin('alipay', () =>
      alipay.fake.actAs({ openId: 'open-ali-story', nickName: '支付宝车主' }),
    );
    const driver = await bindPhone(session);

    // Pays its bill from a plain browser (wap.pay): the cashier checks our signature, Alipay notifies.
    const paying = await payBill(t, { uniqueId: car.uniqueId, parkId: park.parkId }, 2, { driver, ua: BROWSER_UA });
    const launch = paying.body.data!.launch as { kind: string; url: string };
    expect(launch.kind).toBe('redirect');
    expect((await alipay.fake.openCashier(launch.url)).status).toBe(200);
    alipay.fake.pay(paying.body.data!.orderNo);
    const paid = await post(
      urlOf(PaymentOps.providerNotify, { provider: 'alipay' }),
      alipay.fake.paymentNotification(paying.body.data!.orderNo),
    );
    expect(paid.body).toBe('success');

    const started = await walletCall(t, driver, WalletOps.startWithholding, {
      body: { payChannel: 2 },
      ua: BROWSER_UA,
    });
    expect(started.status).toBe(200);
    const code = await agreementCode(started.body.data!.agreement.agreementId);
    expect((await alipay.fake.openCashier(started.body.data!.signUrl)).status).toBe(200);
    alipay.fake.agreements.sign(code);
    const signed = await post(
      urlOf(AgreementNotifyOps.notify, { provider: 'alipay' }),
      alipay.fake.agreements.notification(code),
    );
    expect(signed.body).toBe('success');

    const plateNo = aPlate();
    const plate = await bindPlate(t, driver, plateNo);
    expect((await setAutoPay(t, driver, plate.plateId, true)).status).toBe(200);
    const { stayId, exit } = await driveThrough(plateNo);
    expect(exit).toMatchObject({ outcome: 'withholdingRequested', action: 'open' });
    await t.app.wallet.idle();
    const order = await withheldOrderOf(stayId);
    const result = await post(
      urlOf(PaymentOps.providerNotify, { provider: 'alipay' }),
      alipay.fake.paymentNotification(order.orderNo),
    );
    expect(result.body).toBe('success');
    expect(await stayOf(stayId)).toMatchObject({ state: 'left', paidFen: 800 });
    expect(await violations(t)).toEqual([]);
  });
});
