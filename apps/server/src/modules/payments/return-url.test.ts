import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { paymentReturnUrl, withParams } from './return-url';

describe('paymentReturnUrl: where a wallet sends the browser back', () => {
  it.each([
    // [base, result page, payment order, return URL]
    [undefined, '/payResultPage', 'P1', '/payResultPage?orderNo=P1'],
    ['https://h5.example.com', '/thirdpay', 'P2', 'https://h5.example.com/thirdpay?orderNo=P2'],
    ['https://h5.example.com/app', '/bookParks/result', 'P3', 'https://h5.example.com/app/bookParks/result?orderNo=P3'],
    // A page naming its own order keeps it; the payment's number comes as payOrderNo (issue 44: it was `?orderNo=CC1?orderNo=P4`).
    [undefined, '/chargingPageResult?orderNo=CC1', 'P4', '/chargingPageResult?orderNo=CC1&payOrderNo=P4'],
    [
      'https://h5.example.com',
      '/occupyPayResult?orderNo=CC2',
      'P5',
      'https://h5.example.com/occupyPayResult?orderNo=CC2&payOrderNo=P5',
    ],
    [undefined, '/walletReslut?from=mine', 'P6', '/walletReslut?from=mine&orderNo=P6'],
  ])('%s + %s + %s → %s', (base, page, orderNo, expected) => {
    expect(paymentReturnUrl(base, page, orderNo)).toBe(expected);
  });

  it('never loses the page query nor the payment order, whatever the page carries', () => {
    const name = fc.constantFrom('orderNo', 'gunNo', 'from', 'x y', '中文');
    fc.assert(
      fc.property(
        fc.dictionary(name, fc.string({ maxLength: 12 }), { maxKeys: 3 }),
        fc.stringMatching(/^[A-Z]{1,2}\d{1,20}$/),
        (query, orderNo) => {
          const search = new URLSearchParams(query).toString();
          const url = new URL(paymentReturnUrl(undefined, `/result${search ? `?${search}` : ''}`, orderNo), 'http://h');
          expect(url.pathname).toBe('/result');
          for (const [k, v] of Object.entries(query)) expect(url.searchParams.getAll(k)).toEqual([v]);
          expect(url.searchParams.get('orderNo' in query ? 'payOrderNo' : 'orderNo')).toBe(orderNo);
        },
      ),
    );
  });
});

describe('withParams', () => {
  it.each([
    ['/payResultPage?orderNo=P1', { cancelled: '1' }, '/payResultPage?orderNo=P1&cancelled=1'],
    ['/payResultPage', { cancelled: '1' }, '/payResultPage?cancelled=1'],
    ['https://h.example/a?b=1#top', { c: '2' }, 'https://h.example/a?b=1&c=2#top'],
    ['/a?c=1', { c: '2' }, '/a?c=2'],
    // A path that looks like another host stays a path on this one.
    ['//evil.example/x', { a: '1' }, '/x?a=1'],
  ])('%s + %j → %s', (url, params, expected) => {
    expect(withParams(url, params)).toBe(expected);
  });
});
