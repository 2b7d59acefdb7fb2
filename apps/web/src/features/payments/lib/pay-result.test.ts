import type { OrderBill, OrderStatus } from '@parking/contracts';
import { describe, expect, it } from 'vitest';
import { durationText, gateView, resultView } from './pay-result';

const bill = (overrides: Partial<OrderBill> = {}): OrderBill => ({
  uniqueId: 'u1',
  parkId: 'p1',
  parkName: '西湖停车场',
  formatPlateNo: '浙A·12345',
  amountFen: 800,
  isArrears: false,
  settled: true,
  sessionState: 'parked',
  exitedAt: null,
  graceUntil: '2026-06-01T03:15:00.000Z',
  ...overrides,
});

const status = (overrides: Partial<OrderStatus> = {}): OrderStatus => ({
  orderNo: 'P1',
  state: 'paid',
  final: true,
  amountFen: 800,
  payChannel: 3,
  payChannelText: '微信支付',
  paidAt: '2026-06-01T03:00:00.000Z',
  refundFen: 0,
  refundState: 'none',
  bills: [bill()],
  ...overrides,
});

const wait = { cancelled: false, waitedMs: 0, patienceMs: 60_000 };

describe('resultView', () => {
  it.each([
    ['nothing heard yet', undefined, wait, { kind: 'checking', cancelled: false }],
    [
      'pending after the sheet was closed',
      status({ state: 'pending', final: false }),
      { ...wait, cancelled: true },
      { kind: 'checking', cancelled: true },
    ],
    [
      'pending for too long',
      status({ state: 'pending', final: false }),
      { ...wait, waitedMs: 60_000 },
      { kind: 'slow' },
    ],
    ['closed', status({ state: 'closed' }), wait, { kind: 'closed' }],
  ])('%s', (_, s, w, expected) => {
    expect(resultView(s, w)).toEqual(expected);
  });

  it('paid: the amount, any refund, whether a car waits at an exit lane and when to leave by', () => {
    expect(resultView(status(), wait)).toEqual({
      kind: 'paid',
      amountFen: 800,
      refundFen: 0,
      refundState: 'none',
      atExitLane: false,
      leaveBy: '2026-06-01T03:15:00.000Z',
    });
    const atLane = status({
      bills: [bill({ sessionState: 'awaitingPayment' })],
      refundFen: 300,
      refundState: 'pending',
    });
    expect(resultView(atLane, wait)).toMatchObject({ atExitLane: true, refundFen: 300, refundState: 'pending' });
    // A redirect saying "paid" proves nothing: only the server's final state counts.
    expect(resultView(status({ state: 'pending', final: false }), wait).kind).toBe('checking');
  });
});

describe('resultView of a purchase refused after its payment', () => {
  it('is neither paid nor closed: the whole amount goes back, with how far that is', () => {
    const purchase = { purpose: 'monthlyPlan', ref: 'a1', state: 'refused' as const };
    for (const refundState of ['pending', 'succeeded', 'failed'] as const) {
      expect(resultView(status({ bills: [], purchase, refundFen: 800, refundState }), wait)).toEqual({
        kind: 'refused',
        amountFen: 800,
        refundFen: 800,
        refundState,
      });
    }
    // Delivered, it is paid as before; not final yet, still asking.
    const fulfilled = { ...purchase, state: 'fulfilled' as const };
    expect(resultView(status({ bills: [], purchase: fulfilled }), wait).kind).toBe('paid');
    expect(resultView(status({ state: 'pending', final: false, purchase }), wait).kind).toBe('checking');
  });
});

describe('gateView', () => {
  it('asks the driver to drive out until every paid car has left, then shows the gate opened', () => {
    expect(gateView(status({ bills: [bill({ sessionState: 'awaitingPayment' })] }), wait)).toEqual({
      kind: 'driveOut',
      leaveBy: '2026-06-01T03:15:00.000Z',
    });
    expect(
      gateView(status({ bills: [bill({ sessionState: 'left', exitedAt: '2026-06-01T03:05:00.000Z' })] }), wait),
    ).toEqual({
      kind: 'opened',
      exitedAt: '2026-06-01T03:05:00.000Z',
    });
    expect(gateView(status({ state: 'closed' }), wait)).toEqual({ kind: 'notPaid', order: { kind: 'closed' } });
  });
});

describe('formatting', () => {
  it('shows durations in hours and minutes', () => {
    expect(durationText(45)).toBe('45分钟');
    expect(durationText(120)).toBe('2小时');
    expect(durationText(125)).toBe('2小时5分钟');
  });
});
