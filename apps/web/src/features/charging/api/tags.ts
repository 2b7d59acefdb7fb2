import {
  ChargingTagRoutes,
  type AddVinRequest,
  type BindCardRequest,
  type ChangeCardPasswordRequest,
} from '@parking/contracts';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../api/client';

/** Keys of the driver's VINs and cards (under 'driver': logging out drops them). */
export const tagKeys = {
  vins: ['driver', 'charging', 'vins'] as const,
  cards: ['driver', 'charging', 'cards'] as const,
  records: (cardNo: string) => ['driver', 'charging', 'cards', cardNo, 'records'] as const,
};

export const vinsQuery = () =>
  queryOptions({ queryKey: tagKeys.vins, queryFn: ({ signal }) => api.call(ChargingTagRoutes.vins, { signal }) });

export const addVin = (body: AddVinRequest) => api.call(ChargingTagRoutes.addVin, { body });
export const removeVin = (vinId: string) => api.call(ChargingTagRoutes.removeVin, { params: { vinId } });

export const cardsQuery = () =>
  queryOptions({ queryKey: tagKeys.cards, queryFn: ({ signal }) => api.call(ChargingTagRoutes.cards, { signal }) });

export const cardRecordsQuery = (cardNo: string) =>
  queryOptions({
    queryKey: tagKeys.records(cardNo),
    queryFn: ({ signal }) =>
      api.call(ChargingTagRoutes.cardRecords, { params: { cardNo }, query: { pageNo: 1, pageSize: 20 }, signal }),
  });

export const bindCard = (body: BindCardRequest) => api.call(ChargingTagRoutes.bindCard, { body });
export const reportCardLost = (cardNo: string) => api.call(ChargingTagRoutes.reportCardLost, { params: { cardNo } });
export const changeCardPassword = (body: ChangeCardPasswordRequest) =>
  api.call(ChargingTagRoutes.changeCardPassword, { body });
