// Zod-free on purpose: the charging pages read states and texts without loading zod.

/** Time-of-use bands of a charging tariff: 尖 (sharp), 峰 (peak), 平 (flat), 谷 (valley). */
export const TOU_BANDS = ['sharp', 'peak', 'flat', 'valley'] as const;
export type TouBand = (typeof TOU_BANDS)[number];
export const touBandText: Record<TouBand, string> = { sharp: '尖', peak: '峰', flat: '平', valley: '谷' };

/**
 * A charging order's life: awaitingPayment (the gun is held for the driver) → starting (paid; RemoteStart sent) →
 * charging (the charger's StartTransaction) → finished (StopTransaction; the occupation clock runs until the
 * connector is Available again) → settled (bill final, the hold's remainder refunded). failed: the charger refused
 * or never started (the hold goes back whole); cancelled: the order closed unpaid.
 */
export const CHARGING_ORDER_STATES = [
  'awaitingPayment',
  'starting',
  'charging',
  'finished',
  'settled',
  'failed',
  'cancelled',
] as const;
export type ChargingOrderState = (typeof CHARGING_ORDER_STATES)[number];
/** States in which the order holds its gun: a second order for the same gun is refused. */
export const ACTIVE_CHARGING_STATES = ['awaitingPayment', 'starting', 'charging'] as const;
export const chargingOrderStateText: Record<ChargingOrderState, string> = {
  awaitingPayment: '待支付',
  starting: '启动中',
  charging: '充电中',
  finished: '充电结束，请拔枪',
  settled: '已完成',
  failed: '启动失败',
  cancelled: '已取消',
};

/** OCPP 1.6 connector statuses (StatusNotification). */
export const CONNECTOR_STATUSES = [
  'Available',
  'Preparing',
  'Charging',
  'SuspendedEVSE',
  'SuspendedEV',
  'Finishing',
  'Reserved',
  'Unavailable',
  'Faulted',
] as const;
export type ConnectorStatus = (typeof CONNECTOR_STATUSES)[number];
/** What a driver reads on a gun; 离线 when its charger has no live connection. */
export const connectorStatusText: Record<ConnectorStatus | 'Offline', string> = {
  Available: '空闲',
  Preparing: '已插枪',
  Charging: '充电中',
  SuspendedEVSE: '暂停',
  SuspendedEV: '车辆暂停',
  Finishing: '充电结束',
  Reserved: '已预约',
  Unavailable: '不可用',
  Faulted: '故障',
  Offline: '离线',
};
/** A gun a new order may start on: free, or with a car already plugged in and waiting. */
export const STARTABLE_STATUSES: readonly ConnectorStatus[] = ['Available', 'Preparing'];

export const ConnectorKind = { QUICK: 'quick', SLOW: 'slow' } as const;
export type ConnectorKind = (typeof ConnectorKind)[keyof typeof ConnectorKind];
export const connectorKindText: Record<ConnectorKind, string> = { quick: '快充', slow: '慢充' };

/** Prepaid amounts offered on /chargingPage (fen); the hold's unused part goes back when charging stops. */
export const PREPAY_OPTIONS_FEN = [3000, 5000, 10000, 20000] as const;
export const PREPAY_MIN_FEN = 1000;
export const PREPAY_MAX_FEN = 50000;

/** chargingOrders/msp requestType: 0 all, 1 going on (not settled), 2 finished (settled, failed or cancelled). */
export const ChargingListType = { ALL: 0, ONGOING: 1, DONE: 2 } as const;

/** Occupation order states: to be paid, paid, waived (nothing to pay). */
export const OCCUPATION_STATES = ['unpaid', 'paid'] as const;
export type OccupationState = (typeof OCCUPATION_STATES)[number];

/** Purchase purposes of charging (decision 035): the prepaid hold of an order, and an occupation fee. */
export const ChargingPurpose = { HOLD: 'chargingHold', OCCUPATION: 'chargingOccupation' } as const;
