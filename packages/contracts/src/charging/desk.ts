import { z } from 'zod';
import { cursorPage, cursorQuery, list } from '../envelope';
import { CHARGING_ORDER_STATES, OCCUPATION_STATES } from './sessions-constants';
import { ChargerCommand, OperatorCard } from './tags';
import { CARD_STATES } from './tags-constants';

/** The console's chargers desk (issue 41): stations, orders with their occupation fee, a charger's commands, cards. */

const Fen = z.number().int().min(0);
const IsoTime = z.string();

export const DeskStation = z.object({
  stationId: z.string(),
  name: z.string(),
  address: z.string(),
  parkId: z.string().nullable(),
  /** 1 open, 2 closed, 3 maintenance. */
  openState: z.number().int(),
  supportOccupy: z.boolean(),
  /** Electricity plus service fee now, 1/10000 元 per kWh. */
  currentPrice: z.number().int(),
  quickTotal: z.number().int(),
  quickFree: z.number().int(),
  slowTotal: z.number().int(),
  slowFree: z.number().int(),
  chargers: z.number().int(),
});
export type DeskStation = z.infer<typeof DeskStation>;
export const DeskStations = list(DeskStation);
export type DeskStations = z.infer<typeof DeskStations>;

export const DeskOrdersFilter = z.object({
  stationId: z.uuid('充电站格式不正确').optional(),
  state: z.enum(CHARGING_ORDER_STATES, '订单状态不正确').optional(),
  /** Only orders whose occupation fee is unpaid or paid (占位费). */
  occupation: z.enum(['unpaid', 'paid'], '占位状态不正确').optional(),
});
export type DeskOrdersFilter = z.infer<typeof DeskOrdersFilter>;
/** The filters and keyset paging (decision 087). */
export const DeskOrdersQuery = DeskOrdersFilter.extend(cursorQuery({ maxSize: 100 }).shape);
export type DeskOrdersQuery = z.input<typeof DeskOrdersQuery>;

export const DeskOccupation = z.object({
  state: z.enum(OCCUPATION_STATES),
  startedAt: IsoTime,
  endedAt: IsoTime.nullable(),
  minutes: z.number().int(),
  amountFen: Fen,
  paidAt: IsoTime.nullable(),
});
export const DeskOrder = z.object({
  orderNo: z.string(),
  stationId: z.string(),
  stationName: z.string(),
  chargePointId: z.string(),
  connectorId: z.number().int(),
  plateNo: z.string().nullable(),
  state: z.enum(CHARGING_ORDER_STATES),
  prepayFen: Fen,
  amountFen: Fen,
  refundFen: Fen,
  /** Energy so far (Wh). */
  energyWh: z.number().int(),
  powerW: z.number().int(),
  soc: z.number().int().nullable(),
  createdAt: IsoTime,
  startedAt: IsoTime.nullable(),
  stoppedAt: IsoTime.nullable(),
  stopReason: z.string().nullable(),
  failReason: z.string().nullable(),
  occupation: DeskOccupation.nullable(),
});
export type DeskOrder = z.infer<typeof DeskOrder>;
export const DeskOrderPage = cursorPage(DeskOrder);
export type DeskOrderPage = z.infer<typeof DeskOrderPage>;

export const DeskCommands = list(ChargerCommand);
export type DeskCommands = z.infer<typeof DeskCommands>;

export const DeskCardsQuery = z.object({
  cardNo: z.string().trim().max(32).optional(),
  state: z.enum(CARD_STATES).optional(),
});
export type DeskCardsQuery = z.input<typeof DeskCardsQuery>;
/** A card as the operator card calls answer it (OperatorCard), with when it was created. */
export const DeskCard = OperatorCard.extend({ createdAt: IsoTime });
export type DeskCard = z.infer<typeof DeskCard>;
export const DeskCards = list(DeskCard);
export type DeskCards = z.infer<typeof DeskCards>;
