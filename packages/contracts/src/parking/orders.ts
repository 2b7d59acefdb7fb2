import { z } from 'zod';
import { uuidOf as Id } from '../validators/uuid';
import { PageQuery, page } from '../envelope';
import { PlateColorParam, PlateWithColor } from '../vehicles/plate-schema';
import { PARK_KINDS, SESSION_STATES } from './session';

/** The driver's parking orders (spec section 7, "Parking orders and payment"): ParkingRoutes in ./routes. */

const IsoTime = z.string();

/** Names one order: its uniqueId and park, as the pay page and record pages carry them in the URL. */
export const ParkOrderRef = z.object({ uniqueId: Id('订单编号'), parkId: Id('车场编号') });
export type ParkOrderRef = z.infer<typeof ParkOrderRef>;

const PlateFields = {
  plateNo: z.string(),
  /** 2 for a yellow plate, else null. */
  plateColor: z.literal(2).nullable(),
  /** 浙A·12345 */
  formatPlateNo: z.string(),
};

/** One parking order (a session) in a list. Money in fen; times ISO 8601. */
export const ParkOrder = z.object({
  uniqueId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  parkKind: z.enum(PARK_KINDS),
  ...PlateFields,
  state: z.enum(SESSION_STATES),
  stateText: z.string(),
  parkStartTime: IsoTime,
  parkEndTime: IsoTime.nullable(),
  /** Minutes parked so far (open) or in all (finished); seconds dropped. */
  parkDuration: z.number().int().min(0),
  /** The fee of the stay: so far while parked, final once it left. */
  parkFee: z.number().int().min(0),
  paidFee: z.number().int().min(0),
  /** What is still to pay now. */
  dueFee: z.number().int().min(0),
  /** Road-side berth, if any. */
  berthCode: z.string().nullable(),
  /** Paid, still in the park and within the leave-by time: leave by `graceUntil` and pay no more. */
  inGracePeriod: z.boolean(),
  /** Leave by then after paying and pay no more (ISO), when paid. */
  graceUntil: IsoTime.nullable(),
});
export type ParkOrder = z.infer<typeof ParkOrder>;

export const ParkOrderListQuery = PageQuery.extend({
  requestType: z.coerce
    .number()
    .pipe(z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]))
    .default(0),
  /** Only road-side (/roadParking) or only off-street orders. */
  parkKind: z.enum(PARK_KINDS).optional(),
});
export type ParkOrderListQuery = z.input<typeof ParkOrderListQuery>;

export const ParkOrderPage = page(ParkOrder);
export type ParkOrderPage = z.infer<typeof ParkOrderPage>;

/** POST detail: the order with its fee explained. */
export const ParkOrderDetail = ParkOrder.extend({
  entryLaneName: z.string().nullable(),
  exitLaneName: z.string().nullable(),
  /** The park's fee rule as drivers read it, generated from the rule that prices this stay. */
  feeRuleLabels: z.array(z.string()),
  freeMinutes: z.number().int().min(0),
  inFreePeriod: z.boolean(),
  isBagCar: z.boolean(),
  inPackageZone: z.boolean(),
  /** The fee stays the same until this instant (ISO), when it will rise. */
  nextChangeAt: IsoTime.nullable(),
  /** Something is owed and can be paid now. */
  payable: z.boolean(),
  /** A road-side session the driver may end (driverActiveCarOut). */
  canActiveCarOut: z.boolean(),
  /** The logged-in driver has this plate bound (records, pictures, appeals and evaluations are theirs). */
  owned: z.boolean(),
});
export type ParkOrderDetail = z.infer<typeof ParkOrderDetail>;

/** GET driverPlate: the driver's plates as the order pages filter by them (the default first). */
export const OrderPlate = z.object({ plateId: z.string(), ...PlateFields, isDefault: z.boolean() });
export type OrderPlate = z.infer<typeof OrderPlate>;
export const OrderPlates = z.array(OrderPlate);

/** GET boundVehicleParkingBills: the driver's plates that are parked now, one home card each. */
export const BoundVehicleParking = z.object({
  plateId: z.string(),
  ...PlateFields,
  uniqueId: z.string(),
  parkId: z.string(),
  parkName: z.string(),
  parkStartTime: IsoTime,
});
export type BoundVehicleParking = z.infer<typeof BoundVehicleParking>;
export const BoundVehicleParkings = z.array(BoundVehicleParking);

export const BoundVehicleBillQuery = z.object({ plateId: Id('车牌编号') });
export type BoundVehicleBillQuery = z.input<typeof BoundVehicleBillQuery>;

/**
 * GET boundVehicleParkingBill {plateId}: the bill of one plate's current stay (a home card). `parkFeeSucc` false
 * means the fee could not be worked out (the card shows '--'); no uniqueId means the plate is not parked.
 */
export const BoundVehicleBill = z.object({
  plateId: z.string(),
  ...PlateFields,
  uniqueId: z.string().nullable(),
  parkId: z.string().nullable(),
  parkName: z.string().nullable(),
  parkStartTime: IsoTime.nullable(),
  parkFee: z.number().int().min(0),
  parkFeeSucc: z.boolean(),
  isBagCar: z.boolean(),
  inFreePeriod: z.boolean(),
  inPackageZone: z.boolean(),
  freeMinutes: z.number().int().min(0),
  /** Paid and within the leave-by time (the card shows 已缴 and the minutes left, not a fee). */
  inGracePeriod: z.boolean(),
  graceUntil: IsoTime.nullable(),
});
export type BoundVehicleBill = z.infer<typeof BoundVehicleBill>;

/** GET plateNo: the orders of one of the driver's plates. */
export const OrdersByPlateQuery = PageQuery.extend({
  plateNo: z.string().max(16),
  plateColor: PlateColorParam,
}).transform((value, ctx) => {
  const plate = PlateWithColor.safeParse({ plateNo: value.plateNo, plateColor: value.plateColor });
  if (plate.success) return { ...value, ...plate.data };
  for (const issue of plate.error.issues) ctx.addIssue({ ...issue, code: 'custom', message: issue.message });
  return z.NEVER;
});

export type OrdersByPlateQuery = z.input<typeof OrdersByPlateQuery>;

/** GET countUnfinished: orders still needing the driver (in the park now, or arrears). */
export const UnfinishedCount = z.object({
  count: z.number().int().min(0),
  parkingCount: z.number().int().min(0),
  arrearsCount: z.number().int().min(0),
});
export type UnfinishedCount = z.infer<typeof UnfinishedCount>;

/** A payment applied to an order. payChannel: 2 Alipay, 3 WeChat, 6 balance (spec section 3). */
export const PayRecord = z.object({
  payRecordId: z.string(),
  payFee: z.number().int().min(0),
  payChannel: z.number().int(),
  payChannelText: z.string(),
  payTime: IsoTime,
});
export type PayRecord = z.infer<typeof PayRecord>;
export const PayRecords = z.array(PayRecord);

/** GET parkingPictures: entry and exit pictures; URLs are signed and expire (PARKING_PICTURE_URL_TTL_MS). */
export const ParkingPicture = z.object({
  url: z.string(),
  takenAt: IsoTime,
  /** Lane name or berth code where it was taken. */
  place: z.string(),
});
export type ParkingPicture = z.infer<typeof ParkingPicture>;
export const ParkingPictures = z.object({ entry: z.array(ParkingPicture), exit: z.array(ParkingPicture) });
export type ParkingPictures = z.infer<typeof ParkingPictures>;

/** GET parkingPictureFiles/{key}?expires&signature: a picture behind a signed URL (the URL is the credential). */
export const ParkingPictureFileParams = z.object({ key: z.string().max(64) });
export const ParkingPictureFileQuery = z.object({
  expires: z.coerce.number().int().positive(),
  signature: z.string().max(64),
});
export type ParkingPictureFileQuery = z.input<typeof ParkingPictureFileQuery>;

/** How long a picture URL handed to a driver works. */
export const PARKING_PICTURE_URL_TTL_MS = 10 * 60 * 1000;
