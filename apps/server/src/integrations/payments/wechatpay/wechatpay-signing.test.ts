import { describe, expect, it } from 'vitest';
import { loadPrivateKey, loadPublicKey, rsaSha256Sign } from '../crypto-keys';
import { rsaKeyPair } from '../fakes/test-keys';
import { ProviderSignatureError } from '../provider';
import {
  buildAuthorization,
  createWechatpayVerifier,
  decryptResource,
  encryptResource,
  jsapiPaySignMessage,
  parseAuthorization,
  requestSignatureMessage,
  responseSignatureMessage,
} from './wechatpay-signing';

describe('WeChat Pay canonical strings', () => {
  it.each([
    {
      name: 'GET without query (the documentation example)',
      args: ['GET', '/v3/certificates', '1554208460', '593BEC0C930BF1AFEB40B4A08C8FB242', ''] as const,
      expected: 'GET\n/v3/certificates\n1554208460\n593BEC0C930BF1AFEB40B4A08C8FB242\n\n',
    },
    {
      name: 'GET with a query string',
      args: [
        'GET',
        '/v3/pay/transactions/out-trade-no/P2026060100001?mchid=1900000109',
        '1717000000',
        'N',
        '',
      ] as const,
      expected: 'GET\n/v3/pay/transactions/out-trade-no/P2026060100001?mchid=1900000109\n1717000000\nN\n\n',
    },
    {
      name: 'POST with a JSON body (signed exactly as sent, Chinese included)',
      args: [
        'POST',
        '/v3/pay/transactions/jsapi',
        '1717000000',
        'ABC',
        '{"description":"停车费","amount":{"total":1}}',
      ] as const,
      expected: 'POST\n/v3/pay/transactions/jsapi\n1717000000\nABC\n{"description":"停车费","amount":{"total":1}}\n',
    },
    {
      name: 'POST whose body ends in a newline keeps it, then adds one',
      args: ['POST', '/v3/x', '1', 'n', '{}\n'] as const,
      expected: 'POST\n/v3/x\n1\nn\n{}\n\n',
    },
  ])('request: $name', ({ args: [method, url, timestamp, nonce, body], expected }) => {
    expect(requestSignatureMessage(method, url, timestamp, nonce, body)).toBe(expected);
  });

  it.each([
    {
      name: 'a JSON response (the documentation example)',
      args: [
        '1554209980',
        'c5ac7061fccab6bf3e254dcf98995b8c',
        '{"prepay_id":"wx2922034726858082fbd40b511c67630000"}',
      ] as const,
      expected: '1554209980\nc5ac7061fccab6bf3e254dcf98995b8c\n{"prepay_id":"wx2922034726858082fbd40b511c67630000"}\n',
    },
    { name: 'a 204 with no body', args: ['1554209980', 'n', ''] as const, expected: '1554209980\nn\n\n' },
  ])('response: $name', ({ args: [timestamp, nonce, body], expected }) => {
    expect(responseSignatureMessage(timestamp, nonce, body)).toBe(expected);
  });

  it('JSAPI paySign string: appId, timeStamp, nonceStr, package, one per line', () => {
    expect(
      jsapiPaySignMessage(
        'wx8888888888888888',
        '1414561699',
        '5K8264ILTKCH16CQ2502SI8ZNMTM67VS',
        'prepay_id=wx201410272009395522657a690389285100',
      ),
    ).toBe(
      'wx8888888888888888\n1414561699\n5K8264ILTKCH16CQ2502SI8ZNMTM67VS\nprepay_id=wx201410272009395522657a690389285100\n',
    );
  });

  it('Authorization header: builds the documented shape and reads it back in any part order', () => {
    const parts = {
      mchid: '1900009191',
      nonce_str: '593BEC0C930BF1AFEB40B4A08C8FB242',
      signature: 'uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK+VdEUz2FeIoC+D5sB/LN+nGzX3hfZg6r5==',
      timestamp: '1554208460',
      serial_no: '1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C',
    };
    const header = buildAuthorization(parts);
    expect(header).toBe(
      'WECHATPAY2-SHA256-RSA2048 mchid="1900009191",nonce_str="593BEC0C930BF1AFEB40B4A08C8FB242",' +
        'signature="uOVRnA4qG/MNnYzdQxJanN+zU+lTgIcnU9BxGw5dKjK+VdEUz2FeIoC+D5sB/LN+nGzX3hfZg6r5==",' +
        'timestamp="1554208460",serial_no="1DDE55AD98ED71D6EDD4A4A16996DE7B47773A8C"',
    );
    expect(parseAuthorization(header)).toEqual(parts);
    const reordered = `WECHATPAY2-SHA256-RSA2048 serial_no="S",timestamp="1",signature="x",nonce_str="n",mchid="m"`;
    expect(parseAuthorization(reordered)).toEqual({
      mchid: 'm',
      nonce_str: 'n',
      signature: 'x',
      timestamp: '1',
      serial_no: 'S',
    });
  });

  it.each([undefined, '', 'Bearer abc', 'WECHATPAY2-SHA256-RSA2048 mchid="1"'])(
    'refuses Authorization %j',
    (header) => {
      expect(parseAuthorization(header)).toBeUndefined();
    },
  );
});

describe('AEAD_AES_256_GCM resources', () => {
  const key = '0123456789abcdef0123456789abcdef';

  it('decrypts what WeChat Pay encrypts (ciphertext = data ‖ 16-byte tag, base64)', () => {
    const resource = encryptResource('{"out_trade_no":"P1"}', key, 'fdasflkja484', 'transaction');
    expect(Buffer.from(resource.ciphertext, 'base64')).toHaveLength('{"out_trade_no":"P1"}'.length + 16);
    expect(decryptResource(resource, key)).toBe('{"out_trade_no":"P1"}');
  });

  it.each([
    [
      'another APIv3 key',
      (r: ReturnType<typeof encryptResource>) => decryptResource(r, 'fedcba9876543210fedcba9876543210'),
    ],
    [
      'changed associated data',
      (r: ReturnType<typeof encryptResource>) => decryptResource({ ...r, associated_data: 'refund' }, key),
    ],
    ['changed nonce', (r: ReturnType<typeof encryptResource>) => decryptResource({ ...r, nonce: 'aaaaaaaaaaaa' }, key)],
    [
      'a flipped ciphertext bit',
      (r: ReturnType<typeof encryptResource>) => {
        const bytes = Buffer.from(r.ciphertext, 'base64');
        bytes[0] = (bytes[0] as number) ^ 1;
        return decryptResource({ ...r, ciphertext: bytes.toString('base64') }, key);
      },
    ],
    [
      'another algorithm',
      (r: ReturnType<typeof encryptResource>) => decryptResource({ ...r, algorithm: 'AES_128_CBC' }, key),
    ],
  ])('refuses %s', (_, attempt) => {
    const resource = encryptResource('{"a":1}', key, 'fdasflkja484', 'transaction');
    expect(() => attempt(resource)).toThrow(ProviderSignatureError);
  });
});

describe('signature verifier', () => {
  const now = new Date('2026-06-01T02:00:00Z');
  const ts = String(now.getTime() / 1000);
  const wechatpay = rsaKeyPair();
  const id = 'PUB_KEY_ID_0114232134912410000000000000';
  const verifier = createWechatpayVerifier({ wechatpayPublicKey: { id, pem: wechatpay.publicKeyPem } });
  const body = '{"prepay_id":"wx1"}';
  const signed = (t = ts, b = body, key = wechatpay.privateKeyPem) =>
    rsaSha256Sign(responseSignatureMessage(t, 'NONCE', b), loadPrivateKey(key));

  it('accepts a fresh signature by a known key over the exact body', () => {
    expect(() =>
      verifier.verify({ timestamp: ts, nonce: 'NONCE', signature: signed(), serial: id }, body, now),
    ).not.toThrow();
  });

  it.each([
    ['a missing header', { timestamp: ts, nonce: 'NONCE', signature: undefined, serial: id }, body, /missing/],
    [
      'a SIGNTEST probe',
      { timestamp: ts, nonce: 'NONCE', signature: 'WECHATPAY/SIGNTEST/abc', serial: id },
      body,
      /probe/,
    ],
    [
      'an unknown serial',
      { timestamp: ts, nonce: 'NONCE', signature: 'x', serial: 'PUB_KEY_ID_0000' },
      body,
      /unknown/,
    ],
    [
      'a body changed by one byte',
      { timestamp: ts, nonce: 'NONCE', signature: 'SIG', serial: id },
      '{"prepay_id":"wx2"}',
      /does not match/,
    ],
    ['another nonce', { timestamp: ts, nonce: 'OTHER', signature: 'SIG', serial: id }, body, /does not match/],
    [
      'a timestamp 301 s old',
      { timestamp: String(Number(ts) - 301), nonce: 'NONCE', signature: 'OLD', serial: id },
      body,
      /away from now/,
    ],
    [
      'a timestamp 301 s ahead',
      { timestamp: String(Number(ts) + 301), nonce: 'NONCE', signature: 'OLD', serial: id },
      body,
      /away from now/,
    ],
    ['a non-numeric timestamp', { timestamp: '1e9', nonce: 'NONCE', signature: 'SIG', serial: id }, body, /malformed/],
  ])('refuses %s', (_, headers, receivedBody, message) => {
    const filled = {
      ...headers,
      signature:
        headers.signature === 'SIG'
          ? signed()
          : headers.signature === 'OLD'
            ? signed(headers.timestamp)
            : headers.signature,
    };
    expect(() => verifier.verify(filled, receivedBody, now)).toThrow(message);
  });

  it('refuses a signature made with another key under the right serial', () => {
    const other = rsaKeyPair().privateKeyPem;
    expect(() =>
      verifier.verify({ timestamp: ts, nonce: 'NONCE', signature: signed(ts, body, other), serial: id }, body, now),
    ).toThrow(ProviderSignatureError);
  });

  it('needs at least one key and a proper public key id', () => {
    expect(() => createWechatpayVerifier({})).toThrow(RangeError);
    expect(() => createWechatpayVerifier({ wechatpayPublicKey: { id: 'X', pem: wechatpay.publicKeyPem } })).toThrow(
      RangeError,
    );
    expect(loadPublicKey(wechatpay.publicKeyPem).asymmetricKeyType).toBe('rsa');
  });
});
