import { operations } from '../operation-schemas';
import { ChargingTagOperatorRoutes, ChargingTagRoutes } from './tags-routes';
import {
  AddVinRequest,
  BindCardRequest,
  CardBalanceRequest,
  CardFreezeRequest,
  CardList,
  CardParams,
  CardRecordPage,
  CardRecordsQuery,
  CardView,
  ChangeCardPasswordRequest,
  ChargerCommand,
  ChargerCommandRequest,
  ChargerParams,
  CommandParams,
  IssueCardRequest,
  IssuedCard,
  OperatorCard,
  PasswordChanged,
  Removed,
  VinItem,
  VinList,
  VinParams,
} from './tags';

export const ChargingTagOps = operations(ChargingTagRoutes, {
  vins: { response: VinList },
  addVin: { body: AddVinRequest, response: VinItem },
  removeVin: { params: VinParams, response: Removed },
  cards: { response: CardList },
  bindCard: { body: BindCardRequest, response: CardView },
  cardRecords: { params: CardParams, query: CardRecordsQuery, response: CardRecordPage },
  changeCardPassword: { body: ChangeCardPasswordRequest, response: PasswordChanged },
  reportCardLost: { params: CardParams, response: CardView },
});

export const ChargingTagOperatorOps = operations(ChargingTagOperatorRoutes, {
  issueCard: { body: IssueCardRequest, response: IssuedCard },
  cardBalance: { params: CardParams, body: CardBalanceRequest, response: OperatorCard },
  freezeCard: { params: CardParams, body: CardFreezeRequest, response: OperatorCard },
  chargerCommand: { params: ChargerParams, body: ChargerCommandRequest, response: ChargerCommand },
  chargerCommandResult: { params: CommandParams, response: ChargerCommand },
});
