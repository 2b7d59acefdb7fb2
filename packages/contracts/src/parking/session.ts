/**
 * Parking sessions as drivers and devices see them: park kinds, session states and the order list filters.
 * A session is one vehicle's stay in one park (off-street: entry lane to exit lane; road-side: one berth).
 */

/** Off-street car parks have gates (lanes); road-side parks have berths watched by collectors. */
export const ParkKind = { OFF_STREET: 'offStreet', ROAD_SIDE: 'roadSide' } as const;
export type ParkKind = (typeof ParkKind)[keyof typeof ParkKind];
export const PARK_KINDS = Object.values(ParkKind) as [ParkKind, ...ParkKind[]];

/**
 * - parked: inside the park, the meter running.
 * - awaitingPayment: at an exit lane, the gate holding it until the fee is paid (scan-to-pay at the lane).
 * - left: gone, nothing owed (free, paid, covered, or arrears paid later).
 * - arrears: gone without paying what it owed (欠费 / 待补缴).
 * - abnormal: the stay's end was never seen (a later entry of the same plate, a collector finding another car in the
 *   berth); no fee is charged automatically, an operator reviews it.
 */
export const SessionState = {
  PARKED: 'parked',
  AWAITING_PAYMENT: 'awaitingPayment',
  LEFT: 'left',
  ARREARS: 'arrears',
  ABNORMAL: 'abnormal',
} as const;
export type SessionState = (typeof SessionState)[keyof typeof SessionState];
export const SESSION_STATES = Object.values(SessionState) as [SessionState, ...SessionState[]];

/** States of a vehicle still in the park. */
export const OPEN_SESSION_STATES: readonly SessionState[] = [SessionState.PARKED, SessionState.AWAITING_PAYMENT];

/** What a driver reads for each state; a paid arrears reads 已补缴 (see `sessionStateText`). */
export const SESSION_STATE_TEXT: Record<SessionState, string> = {
  parked: '停车中',
  awaitingPayment: '待缴费离场',
  left: '已完成',
  arrears: '待补缴',
  abnormal: '异常结束',
};

/** The state text of a session; `settledArrears` marks one that left unpaid and was paid later. */
export const sessionStateText = (state: SessionState, settledArrears = false): string =>
  state === SessionState.LEFT && settledArrears ? '已补缴' : SESSION_STATE_TEXT[state];

/**
 * requestType of GET /charge/v2/api/parkOrders/msp (spec section 7 names the parameter, not its values):
 * 0 every order, 1 in the park now, 2 arrears to pay (待补缴), 3 finished (left or ended abnormally),
 * 4 bills: orders that cost something (arrears, anything paid — in the park still or not —, or finished with a fee).
 */
export const ParkOrderRequestType = { ALL: 0, PARKING: 1, ARREARS: 2, FINISHED: 3, BILLED: 4 } as const;
export type ParkOrderRequestType = (typeof ParkOrderRequestType)[keyof typeof ParkOrderRequestType];
