// Zod-free on purpose: web pages import these constants without pulling zod into their chunk.

/** Business type (spec section 1): 1 parking, 2 charging, 3 both. */
export const PlatBizType = { PARKING: 1, CHARGING: 2, BOTH: 3 } as const;
export type PlatBizType = (typeof PlatBizType)[keyof typeof PlatBizType];

/** Known home menu entry ids (spec section 3). */
export const HomeEntryId = {
  BAG: 'BAG',
  DIFF_TIME: 'DIFF_TIME',
  ACCOUNT_RECHARGE: 'ACCOUNT_RECHARGE',
  VEHICLE_BINDING: 'VEHICLE_BINDING',
  OPEN_WITHHOLD: 'OPEN_WITHHOLD',
  CHARGING_STATION: 'CHARGING_STATION',
  INVOICE: 'INVOICE',
  COUPON: 'COUPON',
  CUSTOMER_SERVICE: 'CUSTOMER_SERVICE',
  PARK_COLLECTION: 'PARK_COLLECTION',
  BOOK: 'BOOK',
} as const;
export type HomeEntryId = (typeof HomeEntryId)[keyof typeof HomeEntryId];

/** Map type: 1 AMap, 2 Baidu, 3 both. */
export const MapType = { AMAP: 1, BAIDU: 2, BOTH: 3 } as const;
