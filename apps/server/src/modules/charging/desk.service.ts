import { and, count, desc, eq, ilike, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import {
  AppError,
  ErrorCode,
  type ChargerCommandRequest,
  type DeskCards,
  type DeskCardsQuery,
  type DeskCommands,
  type DeskOrder,
  type DeskOrderPage,
  type DeskOrdersQuery,
  type DeskStations,
  type OperatorChargers,
  type OperatorChargersQuery,
  type OperatorProfile,
} from '@parking/contracts';
import type { Db } from '../../db/client';
import { cursorPageOf, decodeCursor } from '../../db/paging';
import { chargers, chargingOrders, chargingStations, occupationOrders } from '../../db/schema/charging';
import { chargerCommands, chargingCards } from '../../db/schema/charging-tags';
import { mayActOnPark, parkScopeOf } from '../operators';
import { cardStateOf } from './cards.service';
import { chargerCommandView, type ChargerCommands } from './charger-commands.service';
import type { ChargersService } from './chargers.service';
import type { ChargingOrdersService } from './charging-orders.service';

const notFound = (what: string) => new AppError(ErrorCode.NOT_FOUND, what);
const outOfScope = () => new AppError(ErrorCode.FORBIDDEN, '当前账号无权管理该车场的充电桩');

type OrderJoin = {
  o: typeof chargingOrders.$inferSelect;
  stationName: string;
  occ: typeof occupationOrders.$inferSelect | null;
};

/** A charging order as the desk lists it, with its occupation fee. */
const orderView = ({ o, stationName, occ }: OrderJoin): DeskOrder => ({
  orderNo: o.orderNo,
  stationId: o.stationId,
  stationName,
  chargePointId: o.chargerId,
  connectorId: o.connectorId,
  plateNo: o.plateNo,
  state: o.state,
  prepayFen: o.prepayFen,
  amountFen: o.amountFen,
  refundFen: o.refundFen,
  energyWh: Math.max(0, (o.meterLastWh ?? 0) - (o.meterStartWh ?? 0)),
  powerW: o.powerW,
  soc: o.soc,
  createdAt: o.createdAt.toISOString(),
  startedAt: o.startedAt?.toISOString() ?? null,
  stoppedAt: o.stoppedAt?.toISOString() ?? null,
  stopReason: o.stopReason,
  failReason: o.failReason,
  occupation: occ
    ? {
        state: occ.state,
        startedAt: occ.startedAt.toISOString(),
        endedAt: occ.endedAt?.toISOString() ?? null,
        minutes: occ.minutes,
        amountFen: occ.amountFen,
        paidAt: occ.paidAt?.toISOString() ?? null,
      }
    : null,
});

/**
 * The console's chargers desk (issue 41): what an operator reads (stations, orders with their occupation fee, a
 * charger's last commands, cards) and the park scope of every charger operation (decision 077): a park manager acts
 * only on the stations of their parks; a station outside any park is dealer-wide.
 */
export function createChargingDesk(deps: {
  db: Db;
  chargers: ChargersService;
  commands: ChargerCommands;
  chargingOrders: ChargingOrdersService;
}) {
  const { db } = deps;

  /** The stations condition of an operator's scope (undefined: every station of the dealer). */
  const stationScope = (operator: OperatorProfile): SQL | undefined => {
    const scope = parkScopeOf(operator);
    if (scope === undefined) return undefined;
    return scope.length === 0 ? sql`false` : inArray(chargingStations.parkId, [...scope]);
  };

  /** The station's park, checked against the dealer and the operator's scope. */
  async function ownStation(operator: OperatorProfile, stationId: string) {
    const [row] = await db
      .select({ parkId: chargingStations.parkId })
      .from(chargingStations)
      .where(and(eq(chargingStations.id, stationId), eq(chargingStations.dealerId, operator.dealerId)));
    if (!row) throw notFound('充电站不存在');
    if (parkScopeOf(operator) !== undefined && (!row.parkId || !mayActOnPark(operator, row.parkId))) throw outOfScope();
  }

  async function ownCharger(operator: OperatorProfile, chargePointId: string) {
    const [row] = await db
      .select({ stationId: chargers.stationId })
      .from(chargers)
      .where(and(eq(chargers.id, chargePointId), eq(chargers.dealerId, operator.dealerId)));
    if (!row) throw notFound('充电桩不存在');
    await ownStation(operator, row.stationId);
  }

  async function scopedStationIds(operator: OperatorProfile): Promise<Set<string> | undefined> {
    const where = stationScope(operator);
    if (!where) return undefined;
    const rows = await db
      .select({ id: chargingStations.id })
      .from(chargingStations)
      .where(and(eq(chargingStations.dealerId, operator.dealerId), where));
    return new Set(rows.map((r) => r.id));
  }

  return {
    ownStation,
    ownCharger,

    async stations(operator: OperatorProfile): Promise<DeskStations> {
      const rows = await db
        .select({ s: chargingStations, chargers: count(chargers.id) })
        .from(chargingStations)
        .leftJoin(chargers, eq(chargers.stationId, chargingStations.id))
        .where(and(eq(chargingStations.dealerId, operator.dealerId), stationScope(operator)))
        .groupBy(chargingStations.id)
        .orderBy(chargingStations.name);
      return {
        results: rows.map(({ s, chargers: n }) => ({
          stationId: s.id,
          name: s.name,
          address: s.address,
          parkId: s.parkId,
          openState: s.openState,
          supportOccupy: s.supportOccupy,
          currentPrice: s.currentPrice,
          quickTotal: s.quickTotal,
          quickFree: s.quickFree,
          slowTotal: s.slowTotal,
          slowFree: s.slowFree,
          chargers: n,
        })),
      };
    },

    /** The chargers list of the operator's scope (the chargers service's view, filtered by station). */
    async chargers(operator: OperatorProfile, query: OperatorChargersQuery): Promise<OperatorChargers> {
      if (query.stationId) await ownStation(operator, query.stationId);
      const all = await deps.chargers.list(operator.dealerId, query);
      const stations = await scopedStationIds(operator);
      return { results: stations ? all.results.filter((c) => stations.has(c.stationId)) : all.results };
    },

    async orders(operator: OperatorProfile, query: DeskOrdersQuery): Promise<DeskOrderPage> {
      if (query.stationId) await ownStation(operator, query.stationId);
      const pageSize = Number(query.pageSize ?? 20);
      const key = decodeCursor(query.cursor, 2);
      const before = key
        ? or(
            lt(chargingOrders.createdAt, new Date(Number(key[0]))),
            and(eq(chargingOrders.createdAt, new Date(Number(key[0]))), lt(chargingOrders.orderNo, String(key[1]))),
          )
        : undefined;
      const rows = await db
        .select({ o: chargingOrders, stationName: chargingStations.name, occ: occupationOrders })
        .from(chargingOrders)
        .innerJoin(chargingStations, eq(chargingStations.id, chargingOrders.stationId))
        .leftJoin(occupationOrders, eq(occupationOrders.orderNo, chargingOrders.orderNo))
        .where(
          and(
            eq(chargingOrders.dealerId, operator.dealerId),
            stationScope(operator),
            query.stationId ? eq(chargingOrders.stationId, query.stationId) : undefined,
            query.state ? eq(chargingOrders.state, query.state) : undefined,
            query.occupation === 'unpaid' ? eq(occupationOrders.state, 'unpaid') : undefined,
            query.occupation === 'paid' ? eq(occupationOrders.state, 'paid') : undefined,
            before,
          ),
        )
        .orderBy(desc(chargingOrders.createdAt), desc(chargingOrders.orderNo))
        .limit(pageSize + 1);
      const page = cursorPageOf(rows, pageSize, ({ o }) => [o.createdAt.getTime(), o.orderNo]);
      return {
        nextCursor: page.nextCursor,
        results: page.results.map(orderView),
      };
    },

    async commands(operator: OperatorProfile, chargePointId: string): Promise<DeskCommands> {
      await ownCharger(operator, chargePointId);
      const rows = await db
        .select()
        .from(chargerCommands)
        .where(and(eq(chargerCommands.chargerId, chargePointId), eq(chargerCommands.dealerId, operator.dealerId)))
        .orderBy(desc(chargerCommands.createdAt))
        .limit(20);
      return {
        results: rows.map(chargerCommandView),
      };
    },

    /** A command to a charger of the operator's scope. */
    async send(operator: OperatorProfile, chargePointId: string, body: ChargerCommandRequest) {
      await ownCharger(operator, chargePointId);
      return deps.commands.send(operator.dealerId, chargePointId, body);
    },

    /** A command's outcome, when its charger is in the operator's scope. */
    async result(operator: OperatorProfile, commandId: string) {
      const command = await deps.commands.result(operator.dealerId, commandId);
      await ownCharger(operator, command.chargePointId);
      return command;
    },

    /** Stops a session of a station in the operator's scope. */
    async remoteStop(operator: OperatorProfile, orderNo: string) {
      const [row] = await db
        .select({ stationId: chargingOrders.stationId })
        .from(chargingOrders)
        .where(and(eq(chargingOrders.orderNo, orderNo), eq(chargingOrders.dealerId, operator.dealerId)));
      if (!row) throw notFound('充电订单不存在');
      await ownStation(operator, row.stationId);
      return deps.chargingOrders.remoteStop(operator.dealerId, orderNo);
    },

    async cards(operator: OperatorProfile, query: DeskCardsQuery): Promise<DeskCards> {
      const cardNo = query.cardNo?.trim().toUpperCase();
      const rows = await db
        .select()
        .from(chargingCards)
        .where(
          and(
            eq(chargingCards.dealerId, operator.dealerId),
            cardNo ? ilike(chargingCards.cardNo, `%${cardNo.replace(/[%_\\]/g, '')}%`) : undefined,
            query.state === 'active' ? isNull(chargingCards.frozen) : undefined,
            query.state === 'frozen' ? eq(chargingCards.frozen, 'operator') : undefined,
            query.state === 'lost' ? eq(chargingCards.frozen, 'lost') : undefined,
          ),
        )
        .orderBy(desc(chargingCards.createdAt))
        .limit(200);
      return {
        results: rows.map((card) => ({
          cardNo: card.cardNo,
          balanceFen: card.balanceFen,
          state: cardStateOf(card),
          bound: card.driverId !== null,
          createdAt: card.createdAt.toISOString(),
        })),
      };
    },
  };
}
export type ChargingDesk = ReturnType<typeof createChargingDesk>;
