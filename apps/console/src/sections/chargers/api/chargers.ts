import {
  ChargingDeskOps,
  ChargingOperatorOps,
  ChargingTagOperatorOps,
  type CardBalanceRequest,
  type ChargerCommandRequest,
  type ChargingTariff,
  type DeskCardsQuery,
  type DeskOrdersQuery,
  type IssueCardRequest,
  type ProvisionChargerRequest,
} from '@parking/contracts';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { useWrite } from '../../../api/queries';

export const chargerKeys = {
  all: ['chargers'] as const,
  stations: ['chargers', 'stations'] as const,
  list: ['chargers', 'list'] as const,
  orders: ['chargers', 'orders'] as const,
  cards: ['chargers', 'cards'] as const,
};

export const stationsQuery = queryOptions({
  queryKey: chargerKeys.stations,
  queryFn: () => api.call(ChargingDeskOps.stations),
  select: (list) => list.results,
});

export const chargerListQuery = (stationId?: string) =>
  queryOptions({
    queryKey: [...chargerKeys.list, stationId ?? ''],
    queryFn: () => api.call(ChargingOperatorOps.chargers, { query: stationId ? { stationId } : {} }),
    select: (list) => list.results,
  });

export const ordersQuery = (query: DeskOrdersQuery) =>
  queryOptions({
    queryKey: [...chargerKeys.orders, query],
    queryFn: () => api.call(ChargingDeskOps.orders, { query }),
    placeholderData: keepPreviousData,
  });

export const commandsQuery = (chargePointId: string) =>
  queryOptions({
    queryKey: [...chargerKeys.all, 'commands', chargePointId],
    queryFn: () => api.call(ChargingDeskOps.commands, { params: { chargePointId } }),
    select: (list) => list.results,
    // A command waits for the charger's answer (seconds): read again while one is out.
    refetchInterval: (query) =>
      query.state.data?.results.some((c) => c.state === 'pending' || c.state === 'sent') ? 1_000 : false,
  });

export const tariffQuery = (stationId: string) =>
  queryOptions({
    queryKey: [...chargerKeys.stations, stationId, 'tariff'],
    queryFn: () => api.call(ChargingOperatorOps.stationTariff, { params: { stationId } }),
    select: (view) => view.tariff,
  });

export const cardsQuery = (query: DeskCardsQuery) =>
  queryOptions({
    queryKey: [...chargerKeys.cards, query],
    queryFn: () => api.call(ChargingDeskOps.cards, { query }),
    select: (list) => list.results,
  });

export function useChargerMutations() {
  return {
    command: useWrite(
      ({ chargePointId, body }: { chargePointId: string; body: ChargerCommandRequest }) =>
        api.call(ChargingTagOperatorOps.chargerCommand, { params: { chargePointId }, body }),
      chargerKeys.all,
    ),
    remoteStop: useWrite(
      (orderNo: string) => api.call(ChargingOperatorOps.remoteStop, { params: { orderNo } }),
      chargerKeys.all,
    ),
    setTariff: useWrite(
      ({ stationId, tariff }: { stationId: string; tariff: ChargingTariff }) =>
        api.call(ChargingOperatorOps.setStationTariff, { params: { stationId }, body: tariff }),
      chargerKeys.all,
    ),
    provision: useWrite(
      (body: ProvisionChargerRequest) => api.call(ChargingOperatorOps.provisionCharger, { body }),
      chargerKeys.all,
      ['devices'],
    ),
    issueCard: useWrite(
      (body: IssueCardRequest) => api.call(ChargingTagOperatorOps.issueCard, { body }),
      chargerKeys.all,
    ),
    cardBalance: useWrite(
      ({ cardNo, body }: { cardNo: string; body: CardBalanceRequest }) =>
        api.call(ChargingTagOperatorOps.cardBalance, { params: { cardNo }, body }),
      chargerKeys.all,
    ),
    freezeCard: useWrite(
      ({ cardNo, frozen }: { cardNo: string; frozen: boolean }) =>
        api.call(ChargingTagOperatorOps.freezeCard, { params: { cardNo }, body: { frozen } }),
      chargerKeys.all,
    ),
  };
}
