import { createPrivateKey, createPublicKey } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { loadPrivateKey, loadPublicKey, rsaSha256Sign, rsaSha256Verify } from './crypto-keys';
import { parseCsv } from './csv';
import { rsaKeyPair } from './fakes/test-keys';
import {
  formatShanghaiDateTime,
  formatShanghaiRfc3339,
  isDay,
  parseRfc3339,
  parseShanghaiDateTime,
  shanghaiDay,
} from '@parking/contracts/shanghai-time';
import { truncateUtf8 } from './text';

describe('keys in every shape the providers hand out', () => {
  const pair = rsaKeyPair();
  const der = {
    pkcs8: createPrivateKey(pair.privateKeyPem).export({ type: 'pkcs8', format: 'der' }).toString('base64'),
    pkcs1: createPrivateKey(pair.privateKeyPem).export({ type: 'pkcs1', format: 'der' }).toString('base64'),
    pkcs1Pem: createPrivateKey(pair.privateKeyPem).export({ type: 'pkcs1', format: 'pem' }).toString(),
    spki: createPublicKey(pair.publicKeyPem).export({ type: 'spki', format: 'der' }).toString('base64'),
  };

  it.each([
    ['PKCS#8 PEM', pair.privateKeyPem],
    ['PKCS#1 PEM', der.pkcs1Pem],
    ['bare base64 PKCS#8', der.pkcs8],
    ['bare base64 PKCS#1', der.pkcs1],
    ['bare base64 with line breaks', der.pkcs8.replace(/(.{64})/g, '$1\n')],
  ])('private key as %s signs verifiably', (_, text) => {
    const signature = rsaSha256Sign('停车费', loadPrivateKey(text));
    expect(rsaSha256Verify('停车费', signature, loadPublicKey(der.spki))).toBe(true);
    expect(rsaSha256Verify('停车费', signature, loadPublicKey(pair.publicKeyPem))).toBe(true);
  });

  it('verification is false (not a throw) for garbage signatures', () => {
    const key = loadPublicKey(pair.publicKeyPem);
    for (const bad of ['', 'not base64!', 'AAAA', 'WECHATPAY/SIGNTEST/AAAA'])
      expect(rsaSha256Verify('x', bad, key)).toBe(false);
  });

  it('a wrongly pasted key fails at start, not at payment time', () => {
    expect(() => loadPrivateKey('MIIBroken')).toThrow();
  });
});

describe('Asia/Shanghai times', () => {
  const at = new Date('2026-05-31T16:30:05Z'); // 00:30:05 on 1 June in Shanghai

  it('formats the provider shapes', () => {
    expect(formatShanghaiDateTime(at)).toBe('2026-06-01 00:30:05');
    expect(formatShanghaiRfc3339(at)).toBe('2026-06-01T00:30:05+08:00');
    expect(shanghaiDay(at)).toBe('2026-06-01');
  });

  it('reads them back', () => {
    expect(parseShanghaiDateTime('2026-06-01 00:30:05')).toEqual(at);
    expect(parseRfc3339('2026-06-01T00:30:05+08:00')).toEqual(at);
    expect(parseRfc3339('2026-05-31T16:30:05Z')).toEqual(at);
  });

  it.each(['2026-06-01', '2026-06-01T00:30:05', '01/06/2026 00:30', ''])('refuses %j as a time', (text) => {
    expect(parseShanghaiDateTime(text)).toBeUndefined();
    expect(parseRfc3339(text)).toBeUndefined();
  });

  it.each([
    ['2026-06-01', true],
    ['2024-02-29', true],
    ['2026-02-29', false],
    ['2026-13-01', false],
    ['20260601', false],
  ])('%s is a day: %s', (text, ok) => {
    expect(isDay(text)).toBe(ok);
  });
});

describe('CSV', () => {
  it.each([
    [
      'a,b\r\nc,d\r\n',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    [
      'a,b\nc,d',
      [
        ['a', 'b'],
        ['c', 'd'],
      ],
    ],
    ['"x,y","say ""hi""",\n', [['x,y', 'say "hi"', '']]],
    ['"multi\nline",z', [['multi\nline', 'z']]],
    ['a\n\n\nb', [['a'], ['b']]],
  ])('%j', (text, rows) => {
    expect(parseCsv(text)).toEqual(rows);
  });
});

describe('truncateUtf8', () => {
  it.each([
    ['停车费', 9, '停车费'],
    ['停车费', 8, '停车'],
    ['ab停', 4, 'ab'],
    ['😀x', 4, '😀'],
    ['😀x', 3, ''],
  ])('%j to %i bytes is %j', (text, max, expected) => {
    expect(truncateUtf8(text, max)).toBe(expected);
  });
});
