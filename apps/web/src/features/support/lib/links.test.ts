import { describe, expect, it } from 'vitest';
import { paymentFeedbackPath } from '../../../lib/paths';
import { consultationTypeOf } from './support-paths';
import { contextOf } from './ticket-context';

const search = (path: string) => new URL(path, 'http://app').searchParams;

describe('what a link to a consultation carries', () => {
  it('a failed payment: type 5 with its order, code and message, read back as sent', () => {
    const path = paymentFeedbackPath({
      orderNo: 'P20261125ABC',
      errorCode: '0xd06510036',
      errorMessage: '支付失败，余额不足',
    });
    expect(consultationTypeOf(search(path))).toBe(5);
    expect(contextOf(search(path))).toEqual({
      orderNo: 'P20261125ABC',
      errorCode: '0xd06510036',
      errorMessage: '支付失败，余额不足',
    });
  });

  it.each([
    ['?type=9', undefined],
    ['?type=abc', undefined],
    ['', undefined],
    ['?type=3', 3],
  ])('type of %s is %s', (query, type) => {
    expect(consultationTypeOf(search(`/x${query}`))).toBe(type);
  });

  it('keeps a message as written (decision 086), drops what a ticket would refuse: a malformed order number', () => {
    expect(contextOf(search('/x?errorMessage=失败：<余额>不足😡 09:30&orderNo=P1'))).toEqual({
      orderNo: 'P1',
      errorMessage: '失败：<余额>不足😡 09:30',
    });
    expect(contextOf(search('/x?orderNo=P1%3Cscript%3E'))).toEqual({});
    expect(contextOf(search('/x?errorMessage=%00'))).toEqual({});
  });
});
