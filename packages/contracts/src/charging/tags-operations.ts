import { operations } from '../operation-schemas';
import { ChargingTagOperatorRoutes, ChargingTagRoutes } from './tags-routes';
import * as Tags from './tags';

export const ChargingTagOps = operations(ChargingTagRoutes, {
  vins: { response: Tags.VinList },
  addVin: { body: Tags.AddVinRequest, response: Tags.VinItem },
  removeVin: { params: Tags.VinParams, response: Tags.Removed },
  cards: { response: Tags.CardList },
  bindCard: { body: Tags.BindCardRequest, response: Tags.CardView },
  cardRecords: { params: Tags.CardParams, query: Tags.CardRecordsQuery, response: Tags.CardRecordPage },
  changeCardPassword: { body: Tags.ChangeCardPasswordRequest, response: Tags.PasswordChanged },
  reportCardLost: { params: Tags.CardParams, response: Tags.CardView },
});

export const ChargingTagOperatorOps = operations(ChargingTagOperatorRoutes, {
  issueCard: { body: Tags.IssueCardRequest, response: Tags.IssuedCard },
  cardBalance: { params: Tags.CardParams, body: Tags.CardBalanceRequest, response: Tags.OperatorCard },
  freezeCard: { params: Tags.CardParams, body: Tags.CardFreezeRequest, response: Tags.OperatorCard },
  chargerCommand: { params: Tags.ChargerParams, body: Tags.ChargerCommandRequest, response: Tags.ChargerCommand },
  chargerCommandResult: { params: Tags.CommandParams, response: Tags.ChargerCommand },
});
