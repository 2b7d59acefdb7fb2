import { DevOps } from '@parking/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/build-test-app';
import { aPhone, sendCode } from '../../../test/drivers';
import { startFakeAliyunSms } from '../../../test/fakes/aliyun-sms';
import { canonicalQuery, createAliyunSmsProvider, percentEncode, rpcSignature } from './aliyun';
import { SmsSendError } from './sms-provider';
import { call } from '../../../test/call';

const KEY_ID = 'LTAI5tTestKeyId';
const SECRET = 'test-secret-value';

let fake: Awaited<ReturnType<typeof startFakeAliyunSms>>;
beforeAll(async () => {
  fake = await startFakeAliyunSms({ keys: { [KEY_ID]: SECRET } });
});
afterAll(() => fake.close());

const provider = (overrides: Partial<Parameters<typeof createAliyunSmsProvider>[0]> = {}) =>
  createAliyunSmsProvider({
    accessKeyId: KEY_ID,
    accessKeySecret: SECRET,
    signName: '畅行停车',
    templateCode: 'SMS_270000001',
    endpoint: fake.endpoint,
    clock: { now: () => new Date() },
    ...overrides,
  });
const message = (phone = aPhone()) => ({ phone, code: '428193', signName: 'ignored', ttlMinutes: 5 });

describe('Aliyun RPC signature (version 1.0, HMAC-SHA1)', () => {
  it("matches the worked example of Aliyun's signature documentation", () => {
    const params = {
      AccessKeyId: 'testid',
      Action: 'DescribeRegions',
      Format: 'XML',
      SignatureMethod: 'HMAC-SHA1',
      SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
      SignatureVersion: '1.0',
      Timestamp: '2016-02-23T12:46:24Z',
      Version: '2014-05-26',
    };
    expect(rpcSignature('GET', params, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=');
  });

  it.each([
    ['a space', 'a b', 'a%20b'],
    ['an asterisk', 'a*b', 'a%2Ab'],
    ['a tilde', 'a~b', 'a~b'],
    ['Chinese', '停车', '%E5%81%9C%E8%BD%A6'],
    ['brackets and quotes', "(x)'!", '%28x%29%27%21'],
    ['JSON', '{"code":"1"}', '%7B%22code%22%3A%221%22%7D'],
  ])('percent-encodes %s as RFC 3986 wants', (_case, raw, encoded) => {
    expect(percentEncode(raw)).toBe(encoded);
  });

  it('sorts parameters by name before signing', () => {
    expect(canonicalQuery({ b: '2', a: '1', B: '3' })).toBe('B=3&a=1&b=2');
  });
});

describe('the Aliyun SMS provider against a local fake of dysmsapi', () => {
  it('sends the code with the approved sign name and template', async () => {
    const phone = aPhone();
    await provider().sendVerifyCode(message(phone));
    expect(fake.accepted.at(-1)).toEqual({
      phone,
      signName: '畅行停车',
      templateCode: 'SMS_270000001',
      templateParam: { code: '428193' },
    });
  });

  it.each([
    ['a wrong secret', { accessKeySecret: 'wrong' }, 'SignatureDoesNotMatch'],
    ['an unknown key', { accessKeyId: 'LTAI-unknown' }, 'InvalidAccessKeyId.NotFound'],
    [
      'a clock 20 minutes off',
      { clock: { now: () => new Date(Date.now() - 20 * 60_000) } },
      'InvalidTimeStamp.Expired',
    ],
    ['a reused nonce', { nonce: () => 'same-nonce' }, 'SignatureNonceUsed'],
  ])('is refused with %s', async (_case, overrides, code) => {
    const sms = provider(overrides);
    if (code === 'SignatureNonceUsed') await sms.sendVerifyCode(message());
    const error = await sms.sendVerifyCode(message()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).providerCode).toBe(code);
  });

  it("reports the provider's business errors (its own flow control)", async () => {
    fake.failWith({ Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发分钟级流控Permits:1' });
    try {
      const error = await provider()
        .sendVerifyCode(message())
        .catch((e: unknown) => e);
      expect((error as SmsSendError).providerCode).toBe('isv.BUSINESS_LIMIT_CONTROL');
    } finally {
      fake.failWith(undefined);
    }
  });

  it('reports an unreachable endpoint', async () => {
    const error = await provider({ endpoint: 'http://127.0.0.1:9/' })
      .sendVerifyCode(message())
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SmsSendError);
    expect((error as SmsSendError).providerCode).toBeUndefined();
  });

  it('is what the app uses with SMS_PROVIDER=aliyun: the code reaches Aliyun, not the outbox', async () => {
    const t = await buildTestApp({
      config: {
        sms: {
          provider: 'aliyun',
          accessKeyId: KEY_ID,
          accessKeySecret: SECRET,
          signName: '畅行停车',
          templateCode: 'SMS_270000001',
          endpoint: fake.endpoint,
        },
      },
    });
    try {
      // The fake checks timestamps against real time, so the app's clock must be real here too.
      t.clock.set(new Date());
      const phone = aPhone();
      expect((await sendCode(t, { phone, type: 'login' })).status).toBe(200);
      expect(fake.accepted.at(-1)?.phone).toBe(phone);
      expect(fake.accepted.at(-1)?.templateParam.code).toMatch(/^\d{6}$/);
      const outbox = await call(t, DevOps.smsOutbox, { query: { phone } });
      expect(outbox.body.data!.results).toEqual([]);
    } finally {
      await t.close();
    }
  });
});
