// Zod-free: what an occupation order's state reads as on /occupyBillList and /occupyBillDetail (first paint).
import type { OccupationState } from './sessions-constants';

/** An occupation order as the driver reads it: still counting, to pay, paid, or nothing to pay (within the grace). */
export const OCCUPY_PHASES = ['running', 'unpaid', 'paid', 'free'] as const;
export type OccupyPhase = (typeof OCCUPY_PHASES)[number];
export const occupyPhaseText: Record<OccupyPhase, string> = {
  running: '计时中',
  unpaid: '待支付',
  paid: '已支付',
  free: '无需支付',
};

export function occupyPhaseOf(o: {
  state: OccupationState;
  endedAt: string | Date | null;
  amountFen: number;
  payOrderNo: string | null;
}): OccupyPhase {
  if (!o.endedAt) return 'running';
  if (o.state === 'unpaid') return 'unpaid';
  return o.payOrderNo ? 'paid' : 'free';
}
