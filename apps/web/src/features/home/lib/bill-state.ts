import { formatFen, type BoundVehicleBill } from '@parking/contracts';

/** What a home parking card says (spec section 4, "Home parking card"). */
export type CardState =
  | { kind: 'loading' }
  | { kind: 'free' }
  | { kind: 'package' }
  | { kind: 'fee'; text: string }
  | { kind: 'unknown' }
  | { kind: 'notParked' };

export function cardState(bill: BoundVehicleBill | undefined, loading: boolean): CardState {
  if (loading) return { kind: 'loading' };
  if (!bill || !bill.uniqueId) return { kind: 'notParked' };
  if (bill.inFreePeriod) return { kind: 'free' };
  if (bill.isBagCar || bill.inPackageZone) return { kind: 'package' };
  if (!bill.parkFeeSucc) return { kind: 'unknown' };
  return { kind: 'fee', text: formatFen(bill.parkFee) };
}

export const cardText: Record<Exclude<CardState['kind'], 'fee'>, string> = {
  loading: '查询中',
  free: '免费时段内',
  package: '套餐区域内停车',
  unknown: '--',
  notParked: '暂无在停信息',
};

/** A card opens for payment only with a uniqueId and once its bill is loaded. */
export const canPay = (bill: BoundVehicleBill | undefined, loading: boolean): boolean =>
  !loading && Boolean(bill?.uniqueId);
