import { z } from 'zod';
import { page, pageQuery, list } from '../envelope';
import { DriverPayChannel } from '../payments/orders';
import {
  CHARGING_ORDER_STATES,
  CONNECTOR_STATUSES,
  ChargingListType,
  OCCUPATION_STATES,
  PREPAY_MAX_FEN,
  PREPAY_MIN_FEN,
  TOU_BANDS,
} from './sessions-constants';
import { OCCUPY_PHASES } from './occupy-constants';
import { Station } from './station';

const IsoTime = z.string();
const Fen = z.number().int().min(0);
/** Price units: 1/10000 yuan per kWh (price.ts). At most 10元/度. */
const PriceUnits = z.number().int().min(0).max(100_000);

/** A gun's printed number (its QR code carries the same): 6–16 digits or capitals. */
export const GunNo = z.string().regex(/^[0-9A-Z]{6,16}$/, '枪编号格式不正确');
export const ChargingOrderNo = z.string().regex(/^C[0-9A-Za-z]{8,31}$/, '订单号格式不正确');

// ---- tariffs (尖峰平谷) ----

export const TouBandField = z.enum(TOU_BANDS);
/** One period of the day (Asia/Shanghai) from `from` (HH:MM) to the next period's start. */
export const TouPeriod = z.object({
  from: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, '时段格式为 HH:MM'),
  band: TouBandField,
});
export const BandPrice = z.object({ electricity: PriceUnits, service: PriceUnits });
export const OccupationRule = z.object({
  graceMinutes: z.number().int().min(0).max(240),
  perMinuteFen: z.number().int().min(0).max(1000),
  capFen: z.number().int().min(0).max(100_000),
});
export type OccupationRule = z.infer<typeof OccupationRule>;

/** A station's charging tariff: periods covering the day from 00:00, prices per band, occupation fee (or none). */
export const ChargingTariff = z
  .object({
    periods: z.array(TouPeriod).min(1).max(24),
    prices: z.object({ sharp: BandPrice, peak: BandPrice, flat: BandPrice, valley: BandPrice }),
    occupation: OccupationRule.nullable(),
  })
  .superRefine((t, ctx) => {
    if (t.periods[0]?.from !== '00:00') ctx.addIssue({ code: 'custom', message: '第一个时段须从 00:00 开始' });
    for (let i = 1; i < t.periods.length; i++) {
      if (t.periods[i]!.from <= t.periods[i - 1]!.from) ctx.addIssue({ code: 'custom', message: '时段须按时间递增' });
    }
  });
export type ChargingTariff = z.infer<typeof ChargingTariff>;

/** The price of one band as drivers read it: yuan per kWh as exact decimals. */
export const BandPriceView = z.object({
  band: TouBandField,
  from: z.string(),
  to: z.string(),
  electricity: z.string(),
  service: z.string(),
  total: z.string(),
});
export type BandPriceView = z.infer<typeof BandPriceView>;

// ---- guns and stations ----

export const Gun = z.object({
  gunNo: z.string(),
  gunName: z.string(),
  deviceName: z.string(),
  kind: z.enum(['quick', 'slow']),
  maxKw: z.number(),
  status: z.enum([...CONNECTOR_STATUSES, 'Offline']),
  statusText: z.string(),
  /** A new order may start here now. */
  startable: z.boolean(),
});
export type Gun = z.infer<typeof Gun>;

/** A station's page: the station named, placed and counted as the lists show it (Station), with its prices and guns. */
export const StationDetail = z.object({
  ...Station.pick({ stationId: true, stationName: true, stationAddr: true, latitude: true, longitude: true }).shape,
  openStateText: z.string(),
  parkingFeeDesc: z.string(),
  supportOccupy: z.boolean(),
  quickChargingInfo: Station.shape.quickChargingInfo,
  slowChargingInfo: Station.shape.slowChargingInfo,
  /** The price now and the next band's (null when the whole day is one band). */
  priceNow: BandPriceView,
  priceNext: BandPriceView.nullable(),
  periods: z.array(BandPriceView),
  occupation: OccupationRule.nullable(),
  guns: z.array(Gun),
});
export type StationDetail = z.infer<typeof StationDetail>;
export const StationIdParams = z.object({ stationId: z.uuid('stationId 格式不正确') });
export const GunParams = z.object({ gunNo: GunNo });

/** /chargingPage: the scanned gun, its station and price now. */
export const GunDetail = z.object({
  gun: Gun,
  stationId: z.string(),
  stationName: z.string(),
  priceNow: BandPriceView,
  occupation: OccupationRule.nullable(),
  prepayOptionsFen: z.array(Fen),
});
export type GunDetail = z.infer<typeof GunDetail>;

// ---- orders ----

export const StartChargingRequest = z.object({
  gunNo: GunNo,
  plateNo: z.string().max(16).optional(),
  /** The prepaid hold (fen); what is not used goes back when charging stops. */
  prepayFen: z.number().int().min(PREPAY_MIN_FEN, '预付金额至少10元').max(PREPAY_MAX_FEN, '预付金额最多500元'),
  payChannel: DriverPayChannel,
  /** The app's page to come back to from a wallet: a path of this app, never another site (`//host`). */
  resultPath: z
    .string()
    .max(200)
    .regex(/^\/(?![/\\])/, '返回页面须为本应用的页面')
    .optional(),
  /** A charging coupon of the driver's, applied to the bill at the stop (decision 046). */
  couponId: z.uuid({ error: '优惠券编号格式不正确' }).optional(),
});
export type StartChargingRequest = z.infer<typeof StartChargingRequest>;

export const BillLine = z.object({
  band: TouBandField,
  kwh: z.string(),
  electricityFen: Fen,
  serviceFen: Fen,
});
export type BillLine = z.infer<typeof BillLine>;

/** Home card and list item (spec: orderNo, stationName, deviceName, gunName, orderStateText, homeStartTime). */
export const ChargingOrderItem = z.object({
  orderNo: z.string(),
  stationName: z.string(),
  deviceName: z.string(),
  gunName: z.string(),
  orderState: z.enum(CHARGING_ORDER_STATES),
  orderStateText: z.string(),
  homeStartTime: IsoTime.nullable(),
  plateNo: z.string().nullable(),
  kwh: z.string(),
  amountFen: Fen,
});
export type ChargingOrderItem = z.infer<typeof ChargingOrderItem>;
export const ChargingOrderPage = page(ChargingOrderItem);
export type ChargingOrderPage = z.infer<typeof ChargingOrderPage>;
export const ChargingOrdersQuery = pageQuery({ maxSize: 50, defaultSize: 20 }).extend({
  requestType: z.coerce
    .number()
    .int()
    .refine((n) => Object.values(ChargingListType).includes(n as 0), 'requestType 为 0、1 或 2')
    .default(ChargingListType.ALL),
});
export type ChargingOrdersQuery = z.input<typeof ChargingOrdersQuery>;

/** An occupation's state, clock and amount, as the charging order and the occupation orders' list both show them. */
export const OccupationClock = z.object({
  state: z.enum(OCCUPATION_STATES),
  /** As the occupation orders' list names it (occupyPhaseOf): one word per state wherever it is shown. */
  phase: z.enum(OCCUPY_PHASES),
  phaseText: z.string(),
  startedAt: IsoTime,
  endedAt: IsoTime.nullable(),
  /** Minutes plugged in after charging, and those charged (beyond the grace); live while still counting. */
  minutes: z.number().int(),
  chargedMinutes: z.number().int(),
  amountFen: Fen,
});

export const Occupation = z.object({ orderNo: z.string(), ...OccupationClock.shape, rule: OccupationRule });
export type Occupation = z.infer<typeof Occupation>;

/** The order as /chargingResults and /chargeBillDetail show it: live progress while charging, the bill once settled. */
export const ChargingOrderDetail = ChargingOrderItem.extend({
  stationId: z.string(),
  gunNo: z.string(),
  startedAt: IsoTime.nullable(),
  stoppedAt: IsoTime.nullable(),
  /** Seconds charged so far (to the stop once stopped). */
  durationSeconds: z.number().int(),
  powerKw: z.string(),
  soc: z.number().int().nullable(),
  prepayFen: Fen,
  electricityFen: Fen,
  serviceFen: Fen,
  refundFen: Fen,
  lines: z.array(BillLine),
  stopReasonText: z.string().nullable(),
  occupation: Occupation.nullable(),
  occupationRule: OccupationRule.nullable(),
  canStop: z.boolean(),
  /** The coupon chosen at the start and what it took off the bill (decision 046). */
  coupon: z.object({ title: z.string(), partText: z.string() }).nullable(),
  discountFen: Fen,
});
export type ChargingOrderDetail = z.infer<typeof ChargingOrderDetail>;
/** A charging order in a path; its occupation fee is addressed by the same number. */
export const ChargingOrderParams = z.object({ orderNo: ChargingOrderNo });

export const OccupyExist = z.object({
  exist: z.boolean(),
  orderNo: z.string().nullable(),
  amountFen: Fen,
});
export type OccupyExist = z.infer<typeof OccupyExist>;
export const PayOccupationRequest = StartChargingRequest.pick({ payChannel: true, resultPath: true });
export type PayOccupationRequest = z.infer<typeof PayOccupationRequest>;

// ---- operator ----

export const ChargePointId = z.string().regex(/^[A-Za-z0-9_-]{3,48}$/, '桩编号为 3–48 位字母、数字、下划线或连字符');
export const ProvisionChargerRequest = z.object({
  chargePointId: ChargePointId,
  stationId: z.uuid(),
  name: z.string().trim().min(1).max(40),
  connectors: z
    .array(
      z.object({
        connectorId: z.number().int().min(1).max(8),
        gunNo: GunNo,
        gunName: z.string().trim().min(1).max(20),
        kind: z.enum(['quick', 'slow']),
        maxKw: z.number().positive().max(480),
      }),
    )
    .min(1)
    .max(8),
});
export type ProvisionChargerRequest = z.infer<typeof ProvisionChargerRequest>;
/** The charger's Basic-auth password is shown here once; only its hash is kept. */
export const ProvisionedCharger = z.object({ chargePointId: z.string(), password: z.string(), ocppUrl: z.string() });
export type ProvisionedCharger = z.infer<typeof ProvisionedCharger>;
export const OperatorCharger = z.object({
  chargePointId: z.string(),
  stationId: z.string(),
  name: z.string(),
  online: z.boolean(),
  lastSeenAt: IsoTime.nullable(),
  vendor: z.string().nullable(),
  model: z.string().nullable(),
  /** Each gun with its OCPP connector id (what UnlockConnector and ChangeAvailability name). */
  guns: z.array(Gun.extend({ connectorId: z.number().int() })),
});
export type OperatorCharger = z.infer<typeof OperatorCharger>;
export const OperatorChargers = list(OperatorCharger);
export type OperatorChargers = z.infer<typeof OperatorChargers>;
export const OperatorChargersQuery = z.object({ stationId: z.uuid().optional() });
export type OperatorChargersQuery = z.infer<typeof OperatorChargersQuery>;
export const StationTariffView = z.object({ stationId: z.string(), tariff: ChargingTariff });
export type StationTariffView = z.infer<typeof StationTariffView>;
export const RemoteStopResult = z.object({ orderNo: z.string(), orderState: z.enum(CHARGING_ORDER_STATES) });
export type RemoteStopResult = z.infer<typeof RemoteStopResult>;
