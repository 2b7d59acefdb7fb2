import { operations } from '../operation-schemas';
import { DeskCards, DeskCardsQuery, DeskCommands, DeskOrderPage, DeskOrdersQuery, DeskStations } from './desk';
import { ChargingDeskRoutes } from './desk-routes';
import { ChargerParams } from './tags';

export const ChargingDeskOps = operations(ChargingDeskRoutes, {
  stations: { response: DeskStations },
  orders: { query: DeskOrdersQuery, response: DeskOrderPage },
  commands: { params: ChargerParams, response: DeskCommands },
  cards: { query: DeskCardsQuery, response: DeskCards },
});
