import { describe, expect, it } from 'vitest';
import {
  alipaySignContent,
  notificationSignContent,
  requestSignContent,
  responseKeyOf,
  topLevelMembers,
} from './alipay-signing';

describe('Alipay canonical strings', () => {
  it.each([
    {
      name: 'a request: sorted by name, raw values, sign left out, sign_type kept',
      build: requestSignContent,
      params: {
        method: 'alipay.trade.query',
        app_id: '2014072300007148',
        sign: 'IGNORED',
        sign_type: 'RSA2',
        timestamp: '2014-07-24 03:07:50',
        version: '1.0',
        charset: 'utf-8',
        biz_content: '{"out_trade_no":"20150320010101001"}',
      },
      expected:
        'app_id=2014072300007148&biz_content={"out_trade_no":"20150320010101001"}&charset=utf-8' +
        '&method=alipay.trade.query&sign_type=RSA2&timestamp=2014-07-24 03:07:50&version=1.0',
    },
    {
      name: 'a notification: sign and sign_type both left out',
      build: notificationSignContent,
      params: { trade_status: 'TRADE_SUCCESS', sign_type: 'RSA2', sign: 'x', app_id: '2021', total_amount: '0.10' },
      expected: 'app_id=2021&total_amount=0.10&trade_status=TRADE_SUCCESS',
    },
    {
      name: 'empty and missing values are left out',
      build: requestSignContent,
      params: { b: '', a: '1', c: undefined, d: '0' },
      expected: 'a=1&d=0',
    },
    {
      name: 'values are neither URL-encoded nor trimmed; Chinese stays as is',
      build: notificationSignContent,
      params: { subject: '停车费 京A·12345', body: 'a=b&c', fund_bill_list: '[{"amount":"12.50"}]' },
      expected: 'body=a=b&c&fund_bill_list=[{"amount":"12.50"}]&subject=停车费 京A·12345',
    },
    {
      name: 'ASCII order: upper case before underscore before lower case',
      build: requestSignContent,
      params: { b: '2', B: '1', _a: '3', a_b: '4', ab: '5' },
      expected: 'B=1&_a=3&a_b=4&ab=5&b=2',
    },
  ])('$name', ({ build, params, expected }) => {
    expect(build(params)).toBe(expected);
  });

  it('alipaySignContent excludes exactly what it is told', () => {
    expect(alipaySignContent({ a: '1', sign: '2', x: '3' }, ['x'])).toBe('a=1&sign=2');
  });

  it.each([
    ['alipay.trade.query', 'alipay_trade_query_response'],
    ['alipay.data.dataservice.bill.downloadurl.query', 'alipay_data_dataservice_bill_downloadurl_query_response'],
  ])('%s answers under %s', (method, key) => {
    expect(responseKeyOf(method)).toBe(key);
  });
});

describe('response members, exactly as received', () => {
  it('keeps the signed substring byte for byte (escaped slashes, spacing, nested objects, tricky strings)', () => {
    const inner =
      '{"code":"10000","msg":"Success","url":"https:\\/\\/x.cn\\/a","n":{"s":"}\\"{"},"list":[1, {"a":[]}]}';
    const raw = `{"alipay_trade_query_response": ${inner} ,"sign":"abc=="}`;
    const members = topLevelMembers(raw);
    expect(members?.get('alipay_trade_query_response')).toBe(inner);
    expect(members?.get('sign')).toBe('"abc=="');
  });

  it('reads numbers, literals and an empty object', () => {
    expect(topLevelMembers('{}')?.size).toBe(0);
    expect(Object.fromEntries(topLevelMembers('{"a":1,"b":true,"c":null,"d":-2.5e3}') ?? [])).toEqual({
      a: '1',
      b: 'true',
      c: 'null',
      d: '-2.5e3',
    });
  });

  it.each([
    ['a repeated key', '{"a_response":{"code":"40004"},"a_response":{"code":"10000"}}'],
    ['trailing text', '{"a":1} x'],
    ['an array', '[1]'],
    ['an unterminated string', '{"a":"b}'],
    ['an unterminated object', '{"a":{"b":1}'],
    ['a missing colon', '{"a" 1}'],
    ['empty text', ''],
  ])('refuses %s', (_, raw) => {
    expect(topLevelMembers(raw)).toBeUndefined();
  });
});
