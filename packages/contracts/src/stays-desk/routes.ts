// Zod-free: the console's stays desk (issue 40, decision 091).
import { route } from '../operation';
import type * as S from './schemas';

/** Stays and orders, corrections and arrears, for the operators of a dealer (park-scoped roles: their parks). */
export const StaysDeskRoutes = {
  /** Stays newest entry first, a keyset page at a time (`cursor`: the page before's `nextCursor`). */
  searchStays: route('GET', '/operator/v1/stays').io<{ query: S.StaysQuery; response: S.StayPage }>(),
  /** One stay with its fee breakdown, pictures, payments, refunds, coupons, invoices, tickets and audit trail. */
  stayDetail: route('GET', '/operator/v1/stays/:stayId').io<{ response: S.StayDetail }>(),
  /** An entry recorded by hand. */
  recordEntry: route('POST', '/operator/v1/stays').io<{ body: S.ManualEntry; response: S.StayDetail }>(),
  /** An exit recorded by hand: closes the stay with the fee the engine prices. */
  recordExit: route('POST', '/operator/v1/stays/:stayId/exit').io<{ body: S.ManualExit; response: S.StayDetail }>(),
  /** A plate read corrected. */
  correctPlate: route('POST', '/operator/v1/stays/:stayId/plate').io<{
    body: S.PlateCorrection;
    response: S.StayDetail;
  }>(),
  /** Part or all of what a stay owes waived. */
  waiveFee: route('POST', '/operator/v1/stays/:stayId/waive').io<{ body: S.WaiveFee; response: S.StayDetail }>(),
  /** A stay's fee set to another amount. */
  adjustFee: route('POST', '/operator/v1/stays/:stayId/adjust').io<{ body: S.AdjustFee; response: S.StayDetail }>(),
  /** A stay made free (a police car, a staff car): closed now if in the park, what it owes waived. */
  markFree: route('POST', '/operator/v1/stays/:stayId/free').io<{ body: S.MarkFree; response: S.StayDetail }>(),
  /** Stays left owing, oldest first, with totals. */
  arrears: route('GET', '/operator/v1/arrears').io<{ query: S.ArrearsQuery; response: S.ArrearsPage }>(),
  /** An SMS reminder to the drivers of a plate (never twice a day to one driver). */
  remindArrears: route('POST', '/operator/v1/arrears/reminders').io<{
    body: S.ArrearsReminderRequest;
    response: S.ArrearsReminderResult;
  }>(),
  /** A write-off asked for (a second operator approves it). */
  requestWriteOff: route('POST', '/operator/v1/stays/:stayId/writeOffs').io<{
    body: S.WriteOffRequest;
    response: S.WriteOff;
  }>(),
  writeOffs: route('GET', '/operator/v1/writeOffs').io<{ query: S.WriteOffsQuery; response: S.WriteOff[] }>(),
  /** Approve or refuse a write-off: never by the operator who asked for it. */
  decideWriteOff: route('POST', '/operator/v1/writeOffs/:writeOffId/decision').io<{
    body: S.WriteOffDecision;
    response: S.WriteOff;
  }>(),
};
