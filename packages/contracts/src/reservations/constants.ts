// Zod-free: the reservation and parking-lock vocabulary shared by server, web and the lock simulator.

/** A booking's life: awaiting its deposit, held, the car arrived (the stay), finished, or ended otherwise. */
export const BOOKING_STATES = [
  'pending',
  'booked',
  'arrived',
  'completed',
  'cancelled',
  'noShow',
  'failed',
  'expired',
] as const;
export type BookingState = (typeof BOOKING_STATES)[number];
/** States that hold a space: a new booking of the same space and time is refused while one of these exists. */
export const HOLDING_STATES: readonly BookingState[] = ['pending', 'booked', 'arrived'];

export const BOOKING_STATE_TEXT: Record<BookingState, string> = {
  pending: '待支付',
  booked: '已预约',
  arrived: '已入场',
  completed: '已完成',
  cancelled: '已取消',
  noShow: '已失约',
  failed: '预约失败已退款',
  expired: '已关闭',
};

export const BERTH_TYPES = ['standard', 'large', 'charging'] as const;
export type BerthType = (typeof BERTH_TYPES)[number];
export const BERTH_TYPE_TEXT: Record<BerthType, string> = {
  standard: '标准车位',
  large: '大型车位',
  charging: '充电车位',
};

/** Where a lock's arm is: raised (blocks the space), lowered (a car may park), or not known. */
export const LOCK_POSITIONS = ['raised', 'lowered', 'unknown'] as const;
export type LockPosition = (typeof LOCK_POSITIONS)[number];
export const LOCK_ACTIONS = ['raise', 'lower'] as const;
export type LockAction = (typeof LOCK_ACTIONS)[number];
/** What a lock reports wrong: something under the arm while raising, the motor, a flat battery. */
export const LOCK_FAULTS = ['obstructed', 'motor', 'battery'] as const;
export type LockFault = (typeof LOCK_FAULTS)[number];

/**
 * A lock command's life (decision 038): queued → sent (resent on timeout) → acked, or failed (refused by the lock, or
 * every attempt timed out and the lock's reported state is not the one asked), or cancelled before it was sent.
 */
export const LOCK_COMMAND_STATES = ['queued', 'sent', 'acked', 'failed', 'cancelled'] as const;
export type LockCommandState = (typeof LOCK_COMMAND_STATES)[number];
export const IN_FLIGHT_COMMAND_STATES: readonly LockCommandState[] = ['queued', 'sent'];

/** Reservation list page size (spec section 9). */
export const BOOKING_LIST_PAGE_SIZE = 15;

/** MQTT topics of a lock gateway (decision 038): `parking/locks/<gatewayId>/<kind>`. */
export const LOCK_TOPIC_ROOT = 'parking/locks';
export const lockTopic = (gatewayId: string, kind: 'command' | 'ack' | 'state' | 'status') =>
  `${LOCK_TOPIC_ROOT}/${gatewayId}/${kind}`;

/** Server → gateway: carry out command `id` on `lockId`. */
export interface LockCommandMessage {
  id: number;
  lockId: string;
  action: LockAction;
}
/** Gateway → server: the lock carried command `id` out (`ok`) or refused it (`reason`), with where its arm is now. */
export interface LockAckMessage {
  id: number;
  lockId: string;
  ok: boolean;
  position: LockPosition;
  reason?: LockFault | 'unknownLock';
}
/** Gateway → server: a lock's state, on change and every heartbeat. */
export interface LockStateMessage {
  lockId: string;
  position: LockPosition;
  /** The ultrasonic sensor sees a car over the space. */
  occupied: boolean;
  batteryPct: number;
  fault: LockFault | null;
}
/** Gateway → server (retained, and the gateway's last will): online or offline. */
export interface LockGatewayStatusMessage {
  online: boolean;
}
