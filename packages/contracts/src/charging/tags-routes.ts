// Zod-free: charging without the app (decision 045) — VINs, charging cards, operator commands (types only).
import { route } from '../operation';
import type * as Tags from './tags';

/** The driver's VINs and charging cards; every call reaches only the signed-in driver's own. */
export const ChargingTagRoutes = {
  vins: route('GET', '/cps/v2/api/chargingVins').io<{ response: Tags.VinList }>(),
  addVin: route('POST', '/cps/v2/api/chargingVins').io<{ body: Tags.AddVinRequest; response: Tags.VinItem }>(),
  removeVin: route('DELETE', '/cps/v2/api/chargingVins/:vinId').io<{ response: Tags.Removed }>(),
  cards: route('GET', '/cps/v2/api/charging/cards').io<{ response: Tags.CardList }>(),
  /** Binds an issued card: its number and its 6-digit password (wrong passwords are limited per card). */
  bindCard: route('POST', '/cps/v2/api/charging/cards').io<{ body: Tags.BindCardRequest; response: Tags.CardView }>(),
  cardRecords: route('GET', '/cps/v2/api/charging/cards/:cardNo/records').io<{
    query: Tags.CardRecordsQuery;
    response: Tags.CardRecordPage;
  }>(),
  /** Spec section 7. */
  changeCardPassword: route('PUT', '/cps/v2/api/charging/cards/password').io<{
    body: Tags.ChangeCardPasswordRequest;
    response: Tags.PasswordChanged;
  }>(),
  /** Reports the card lost: frozen at once (chargers are answered Blocked). */
  reportCardLost: route('POST', '/cps/v2/api/charging/cards/:cardNo/lost').io<{ response: Tags.CardView }>(),
};

/** Operators of their own dealer: cards (admin or finance), charger commands (admin or service). */
export const ChargingTagOperatorRoutes = {
  issueCard: route('POST', '/operator/v1/charging/cards').io<{
    body: Tags.IssueCardRequest;
    response: Tags.IssuedCard;
  }>(),
  cardBalance: route('POST', '/operator/v1/charging/cards/:cardNo/balance').io<{
    body: Tags.CardBalanceRequest;
    response: Tags.OperatorCard;
  }>(),
  freezeCard: route('POST', '/operator/v1/charging/cards/:cardNo/freeze').io<{
    body: Tags.CardFreezeRequest;
    response: Tags.OperatorCard;
  }>(),
  /** Sends ChangeAvailability, Reset or TriggerMessage through the node holding the charger; answered pending. */
  chargerCommand: route('POST', '/operator/v1/charging/chargers/:chargePointId/commands').io<{
    body: Tags.ChargerCommandRequest;
    response: Tags.ChargerCommand;
  }>(),
  /** The command with the charger's answer once recorded. */
  chargerCommandResult: route('GET', '/operator/v1/charging/commands/:commandId').io<{
    response: Tags.ChargerCommand;
  }>(),
};
