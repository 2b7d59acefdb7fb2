// Zod-free: the console's stays desk (issue 40, decision 091).
import { routes } from '../operation';
import type * as S from './schemas';

/** Stays and orders, corrections and arrears, for the operators of a dealer (park-scoped roles: their parks). */
export const StaysDeskRoutes = routes<StaysDeskIo>()({
  searchStays: 'GET /operator/v1/stays',
  stayDetail: 'GET /operator/v1/stays/:stayId',
  recordEntry: 'POST /operator/v1/stays',
  recordExit: 'POST /operator/v1/stays/:stayId/exit',
  correctPlate: 'POST /operator/v1/stays/:stayId/plate',
  waiveFee: 'POST /operator/v1/stays/:stayId/waive',
  adjustFee: 'POST /operator/v1/stays/:stayId/adjust',
  markFree: 'POST /operator/v1/stays/:stayId/free',
  arrears: 'GET /operator/v1/arrears',
  remindArrears: 'POST /operator/v1/arrears/reminders',
  requestWriteOff: 'POST /operator/v1/stays/:stayId/writeOffs',
  writeOffs: 'GET /operator/v1/writeOffs',
  decideWriteOff: 'POST /operator/v1/writeOffs/:writeOffId/decision',
});

/** What each of StaysDeskRoutes' operations takes and answers. */
interface StaysDeskIo {
  /** Stays newest entry first, a keyset page at a time (`cursor`: the page before's `nextCursor`). */
  searchStays: { query: S.StaysQuery; response: S.StayPage };
  /** One stay with its fee breakdown, pictures, payments, refunds, coupons, invoices, tickets and audit trail. */
  stayDetail: { response: S.StayDetail };
  /** An entry recorded by hand. */
  recordEntry: { body: S.ManualEntry; response: S.StayDetail };
  /** An exit recorded by hand: closes the stay with the fee the engine prices. */
  recordExit: { body: S.ManualExit; response: S.StayDetail };
  /** A plate read corrected. */
  correctPlate: { body: S.PlateCorrection; response: S.StayDetail };
  /** Part or all of what a stay owes waived. */
  waiveFee: { body: S.WaiveFee; response: S.StayDetail };
  /** A stay's fee set to another amount. */
  adjustFee: { body: S.AdjustFee; response: S.StayDetail };
  /** A stay made free (a police car, a staff car): closed now if in the park, what it owes waived. */
  markFree: { body: S.MarkFree; response: S.StayDetail };
  /** Stays left owing, oldest first, with totals. */
  arrears: { query: S.ArrearsQuery; response: S.ArrearsPage };
  /** An SMS reminder to the drivers of a plate (never twice a day to one driver). */
  remindArrears: { body: S.ArrearsReminderRequest; response: S.ArrearsReminderResult };
  /** A write-off asked for (a second operator approves it). */
  requestWriteOff: { body: S.WriteOffRequest; response: S.WriteOff };
  writeOffs: { query: S.WriteOffsQuery; response: S.WriteOff[] };
  /** Approve or refuse a write-off: never by the operator who asked for it. */
  decideWriteOff: { body: S.WriteOffDecision; response: S.WriteOff };
}
