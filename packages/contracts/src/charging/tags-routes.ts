// Zod-free: charging without the app (decision 045) — VINs, charging cards, operator commands (types only).
import { routes } from '../operation';
import type * as Tags from './tags';

/** The driver's VINs and charging cards; every call reaches only the signed-in driver's own. */
export const ChargingTagRoutes = routes<ChargingTagIo>()({
  vins: 'GET /cps/v2/api/chargingVins',
  addVin: 'POST /cps/v2/api/chargingVins',
  removeVin: 'DELETE /cps/v2/api/chargingVins/:vinId',
  cards: 'GET /cps/v2/api/charging/cards',
  bindCard: 'POST /cps/v2/api/charging/cards',
  cardRecords: 'GET /cps/v2/api/charging/cards/:cardNo/records',
  changeCardPassword: 'PUT /cps/v2/api/charging/cards/password',
  reportCardLost: 'POST /cps/v2/api/charging/cards/:cardNo/lost',
});

/** Operators of their own dealer: cards (admin or finance), charger commands (admin or service). */
export const ChargingTagOperatorRoutes = routes<ChargingTagOperatorIo>()({
  issueCard: 'POST /operator/v1/charging/cards',
  cardBalance: 'POST /operator/v1/charging/cards/:cardNo/balance',
  freezeCard: 'POST /operator/v1/charging/cards/:cardNo/freeze',
  chargerCommand: 'POST /operator/v1/charging/chargers/:chargePointId/commands',
  chargerCommandResult: 'GET /operator/v1/charging/commands/:commandId',
});

/** What each of ChargingTagRoutes' operations takes and answers. */
interface ChargingTagIo {
  vins: { response: Tags.VinList };
  addVin: { body: Tags.AddVinRequest; response: Tags.VinItem };
  removeVin: { response: Tags.Removed };
  cards: { response: Tags.CardList };
  /** Binds an issued card: its number and its 6-digit password (wrong passwords are limited per card). */
  bindCard: { body: Tags.BindCardRequest; response: Tags.CardView };
  cardRecords: { query: Tags.CardRecordsQuery; response: Tags.CardRecordPage };
  /** Spec section 7. */
  changeCardPassword: { body: Tags.ChangeCardPasswordRequest; response: Tags.PasswordChanged };
  /** Reports the card lost: frozen at once (chargers are answered Blocked). */
  reportCardLost: { response: Tags.CardView };
}

/** What each of ChargingTagOperatorRoutes' operations takes and answers. */
interface ChargingTagOperatorIo {
  issueCard: { body: Tags.IssueCardRequest; response: Tags.IssuedCard };
  cardBalance: { body: Tags.CardBalanceRequest; response: Tags.OperatorCard };
  freezeCard: { body: Tags.CardFreezeRequest; response: Tags.OperatorCard };
  /** Sends ChangeAvailability, Reset or TriggerMessage through the node holding the charger; answered pending. */
  chargerCommand: { body: Tags.ChargerCommandRequest; response: Tags.ChargerCommand };
  /** The command with the charger's answer once recorded. */
  chargerCommandResult: { response: Tags.ChargerCommand };
}
