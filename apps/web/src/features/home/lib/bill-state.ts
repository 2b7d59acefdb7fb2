import { formatFen, type BoundVehicleBill } from '@parking/contracts';
import { leaveBy, type LeaveBy } from '../../../lib/leave-by';

/** What a home parking card says (spec section 4, "Home parking card"). */
export type CardState =
  | { kind: 'loading' }
  | { kind: 'free' }
  | { kind: 'package' }
  | { kind: 'fee'; text: string }
  | { kind: 'paid'; leave: LeaveBy }
  | { kind: 'unknown' }
  | { kind: 'notParked' };

/** What the card says now; a paid car within its leave-by time reads 已缴 with the minutes left, before any fee. */
export function cardState(bill: BoundVehicleBill | undefined, loading: boolean, now = Date.now()): CardState {
  if (loading) return { kind: 'loading' };
  if (!bill || !bill.uniqueId) return { kind: 'notParked' };
  const leave = leaveBy(bill, now);
  if (leave) return { kind: 'paid', leave };
  if (bill.inFreePeriod) return { kind: 'free' };
  if (bill.isBagCar || bill.inPackageZone) return { kind: 'package' };
  if (!bill.parkFeeSucc) return { kind: 'unknown' };
  return { kind: 'fee', text: formatFen(bill.parkFee) };
}

export const cardText: Record<Exclude<CardState['kind'], 'fee' | 'paid'>, string> = {
  loading: '查询中',
  free: '免费时段内',
  package: '套餐区域内停车',
  unknown: '--',
  notParked: '暂无在停信息',
};

/** A card opens for payment only with a uniqueId, once its bill is loaded, and while something is to pay. */
export const canPay = (bill: BoundVehicleBill | undefined, loading: boolean, now = Date.now()): boolean =>
  !loading && Boolean(bill?.uniqueId) && (!bill || !leaveBy(bill, now));
