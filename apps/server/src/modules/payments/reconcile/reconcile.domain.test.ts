import { describe, expect, it } from 'vitest';
import type { BillLine } from '../../../integrations/payments';
import { shanghaiDay } from '@parking/contracts/shanghai-time';
import { reconcile, type OurOrder, type OurRefund } from './reconcile.domain';

const DAY = '2026-06-01';
const at = (time: string) => new Date(`${DAY}T${time}+08:00`);

const paid = (orderNo: string, amountFen: number, overrides: Partial<OurOrder> = {}): OurOrder => ({
  orderNo,
  state: 'paid',
  amountFen,
  providerTradeNo: `T-${orderNo}`,
  paidAt: at('10:00:00'),
  ...overrides,
});
const line = (orderNo: string, amountFen: number, overrides: Partial<BillLine> = {}): BillLine => ({
  kind: 'payment',
  orderNo,
  providerTradeNo: `T-${orderNo}`,
  amountFen,
  occurredAt: at('10:00:00'),
  providerStatus: 'SUCCESS',
  ...overrides,
});
const refundLine = (orderNo: string, refundNo: string, amountFen: number): BillLine => ({
  ...line(orderNo, amountFen),
  kind: 'refund',
  refundNo,
  providerStatus: 'REFUND',
});
const refund = (
  orderNo: string,
  refundNo: string,
  amountFen: number,
  overrides: Partial<OurRefund> = {},
): OurRefund => ({
  refundNo,
  orderNo,
  state: 'succeeded',
  amountFen,
  succeededAt: at('11:00:00'),
  ...overrides,
});

const run = (lines: BillLine[], orders: OurOrder[], refunds: OurRefund[] = []) =>
  reconcile({ lines, orders, refunds, day: DAY, dayOf: shanghaiDay }).map((d) => [
    d.kind,
    d.orderNo,
    d.refundNo ?? null,
  ]);

describe('reconcile', () => {
  it('finds nothing when both sides agree', () => {
    expect(run([line('A', 800), refundLine('A', 'RA', 800)], [paid('A', 800)], [refund('A', 'RA', 800)])).toEqual([]);
  });

  it.each([
    ['a payment we do not know', [line('X', 500)], [], [['unknownOrder', 'X', null]]],
    [
      'a payment we never captured',
      [line('A', 800)],
      [paid('A', 800, { state: 'closed', paidAt: null })],
      [['notCaptured', 'A', null]],
    ],
    ['a capture the provider does not list', [], [paid('A', 800)], [['missingAtProvider', 'A', null]]],
    ['different amounts', [line('A', 700)], [paid('A', 800)], [['amountMismatch', 'A', null]]],
    [
      'different trade numbers',
      [line('A', 800, { providerTradeNo: 'OTHER' })],
      [paid('A', 800)],
      [['tradeNoMismatch', 'A', null]],
    ],
  ])('reports %s', (_, lines, orders, expected) => {
    expect(run(lines, orders)).toEqual(expected);
  });

  it('does not report a capture of another day as missing from this day’s bill', () => {
    expect(run([], [paid('A', 800, { paidAt: new Date('2026-05-31T23:59:59+08:00') })])).toEqual([]);
  });

  it.each([
    ['a refund we never asked for', [refundLine('A', 'R1', 800)], [], [['unknownRefund', 'A', 'R1']]],
    [
      'a refund not recorded as done',
      [refundLine('A', 'R1', 800)],
      [refund('A', 'R1', 800, { state: 'processing', succeededAt: null })],
      [['refundNotRecorded', 'A', 'R1']],
    ],
    ['a refund the provider does not list', [], [refund('A', 'R1', 800)], [['refundMissingAtProvider', 'A', 'R1']]],
    [
      'different refund amounts',
      [refundLine('A', 'R1', 500)],
      [refund('A', 'R1', 800)],
      [['refundAmountMismatch', 'A', 'R1']],
    ],
  ])('reports %s', (_, lines, refunds, expected) => {
    expect(run([line('A', 800), ...lines], [paid('A', 800)], refunds)).toEqual(expected);
  });
});
