import { href } from '../../../lib/paths';
import * as screen from '../../../lib/screen-paths.gen';

/** The occupation-order screens (spec section 2 Charging); /occupyAppeal belongs to support (appeals). */
export const OccupyPaths = {
  LIST: screen.occupyBillList,
  DETAIL: screen.occupyBillDetail,
  PAY_RESULT: screen.occupyPayResult,
  APPEAL: screen.occupyAppeal,
} as const;

export const occupyDetailPath = (orderNo: string) => href(screen.occupyBillDetail, { orderNo });
export const occupyPayResultPath = (orderNo: string) => href(screen.occupyPayResult, { orderNo });
export const occupyAppealPath = (orderNo: string) => href(screen.occupyAppeal, { orderNo });

/** 12分钟 / 1小时5分钟: how long a car stayed, as the occupation screens say it. */
export function minutesText(minutes: number): string {
  if (minutes < 60) return `${minutes}分钟`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)}小时${rest}分钟` : `${minutes / 60}小时`;
}
